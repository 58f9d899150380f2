/**
 * Looks at job summaries as a user does: renders them to an HTML page (markdown by `marked`, the
 * Mermaid charts by Mermaid itself) and screenshots the page with headless Chromium.
 *
 *   node scripts/render-summary.ts [--out .tmp/summaries.png] [--split] [--width 1000] [file.md ...]
 *
 * Without files it runs every action but preview-domain (whose summary is deploy's plus a table)
 * against the local platform and renders what they wrote, and the deploy's pull request comment. A developer tool, not a test: CI has no
 * Chromium (`apt-get install chromium` on Debian). Mermaid is not a dependency (its tree is 200 MB):
 * the pinned package is fetched once with `npm pack` into node_modules/.cache.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { marked } from 'marked';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const MERMAID_VERSION = '12.3.0';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string', default: join(REPO_ROOT, '.tmp', 'summaries.png') },
    width: { type: 'string', default: '1000' },
    height: { type: 'string' },
    chromium: { type: 'string', default: 'chromium' },
    split: { type: 'boolean', default: false },
  },
});

const summaries =
  positionals.length > 0
    ? positionals.map((file) => ({ label: file, markdown: readFileSync(file, 'utf8') }))
    : await runActions();
const mermaid = mermaidScript();
// One picture of everything, or with --split one per summary (small enough to read, or to keep in docs).
const pages = values.split ? summaries.map((summary) => [summary]) : [summaries];
const out = resolve(values.out);
mkdirSync(join(out, '..'), { recursive: true });
for (const [index, parts] of pages.entries()) {
  const file = values.split ? out.replace(/(\.png)?$/, `-${index + 1}.png`) : out;
  screenshot(parts, file);
  console.log(`Rendered ${parts.map((part) => part.label).join(', ')} to ${file}`);
}

function screenshot(parts: readonly { label: string; markdown: string }[], file: string): void {
  const page = join(tmpdir(), `render-summary-${process.pid}.html`);
  writeFileSync(page, pageHtml(parts, mermaid));
  const height = values.height ?? String(estimateHeight(parts.map((part) => part.markdown).join('\n')));
  const shot = spawnSync(
    values.chromium,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--hide-scrollbars',
      // Mermaid draws after the page loads: give its scripts virtual time before the shot.
      '--virtual-time-budget=10000',
      `--window-size=${values.width},${height}`,
      `--screenshot=${file}`,
      `file://${page}`,
    ],
    { encoding: 'utf8' },
  );
  if (shot.status !== 0 || !existsSync(file)) {
    console.error(shot.stderr || shot.error?.message);
    process.exit(1);
  }
}

/** The page: GitHub-like type and tables, diff lines coloured as GitHub colours them, Mermaid run on load. */
function pageHtml(parts: readonly { label: string; markdown: string }[], mermaidPath: string): string {
  const body = parts
    .map(({ label, markdown }) => {
      const html = marked.parse(markdown, { gfm: true, async: false });
      // GitHub draws a ```mermaid block as a chart: hand its text to Mermaid the same way.
      const charts = html.replace(
        /<pre><code class="language-mermaid">([\s\S]*?)<\/code><\/pre>/g,
        '<pre class="mermaid">$1</pre>',
      );
      return `<section><p class="label">${label}</p>${charts}</section>`;
    })
    .join('\n');
  return `<!doctype html><html><head><meta charset="utf-8"><style>
body { font: 14px/1.5 -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; color: #1f2328; margin: 16px; }
section { border: 1px solid #d1d9e0; border-radius: 6px; padding: 8px 16px; margin-bottom: 16px; }
.label { color: #59636e; font-size: 12px; margin: 0; }
table { border-collapse: collapse; margin: 8px 0; } th, td { border: 1px solid #d1d9e0; padding: 4px 12px; }
tr:nth-child(2n) { background: #f6f8fa; }
pre { background: #f6f8fa; padding: 12px; border-radius: 6px; overflow: auto; font-size: 12px; }
pre.mermaid { background: #fff; }
.add { color: #116329; background: #dafbe1; display: block; } .del { color: #82071e; background: #ffebe9; display: block; }
</style></head><body>${body}
<script src="file://${mermaidPath}"></script>
<script>
for (const code of document.querySelectorAll('code.language-diff')) {
  code.innerHTML = code.innerHTML.replace(/\\n$/, '').split('\\n').map((line) =>
    line.startsWith('+') ? '<span class="add">' + line + '</span>' :
    line.startsWith('-') ? '<span class="del">' + line + '</span>' : line + '\\n').join('');
}
mermaid.initialize({ startOnLoad: false, gantt: { useWidth: 900 } });
mermaid.run({ querySelector: 'pre.mermaid' }).catch((error) => {
  document.body.insertAdjacentHTML('afterbegin', '<pre style="color:red">' + error + '</pre>');
});
</script></body></html>`;
}

/** Mermaid's browser bundle from the npm registry, fetched once. */
function mermaidScript(): string {
  const cache = join(REPO_ROOT, 'node_modules', '.cache', `mermaid-${MERMAID_VERSION}`);
  const script = join(cache, 'package', 'dist', 'mermaid.min.js');
  if (existsSync(script)) return script;
  mkdirSync(cache, { recursive: true });
  const pack = spawnSync('npm', ['pack', `mermaid@${MERMAID_VERSION}`, '--pack-destination', cache], {
    encoding: 'utf8',
  });
  if (pack.status !== 0) throw new Error(`npm pack mermaid failed: ${pack.stderr}`);
  const tarball = join(cache, `mermaid-${MERMAID_VERSION}.tgz`);
  const untar = spawnSync('tar', ['-xzf', tarball, '-C', cache, 'package/dist/mermaid.min.js']);
  if (untar.status !== 0) throw new Error(`could not unpack ${tarball}`);
  return script;
}

/** Enough height for the whole page: Chromium's screenshot is the window, not the document. */
function estimateHeight(markdown: string): number {
  const lines = markdown.split('\n');
  const tableRows = lines.filter((line) => line.startsWith('|')).length;
  const charts = (markdown.match(/```mermaid/g) ?? []).length;
  return Math.min(16_000, 120 + (lines.length - tableRows) * 20 + tableRows * 32 + charts * 200);
}

/** Each action's summary (and the deploy's PR comment) from a run against the local platform. */
async function runActions(): Promise<{ label: string; markdown: string }[]> {
  const { runAction } = await import('../test/e2e/harness.ts');
  const { makeWorkspace, pullRequestEvent, SITE } = await import('../test/e2e/fixtures.ts');
  const { startWorld } = await import('../test/support/world.ts');
  const world = await startWorld({
    github: true,
    build: { queuedMs: 600, buildingMs: 3_000, logLineIntervalMs: 150 },
  });
  try {
    const connection = { 'api-key': world.platform.fullKey, 'api-url': world.platform.url };
    const project = world.platform.admin.createProject({ name: 'shop' });
    const deploy = await runAction({
      action: 'deploy',
      workspace: makeWorkspace(SITE),
      event: pullRequestEvent('synchronize', 7),
      githubApiUrl: world.github.url,
      githubToken: world.github.token,
      inputs: { ...connection, project: project.id },
    });
    const comment = world.github.state.comments.find((c) => c.issueNumber === 7)?.body ?? '';
    world.platform.admin.failNextBuild(project.id, 'npm run build exited with code 2');
    const failed = await runAction({
      action: 'deploy',
      workspace: makeWorkspace(SITE),
      inputs: { ...connection, project: project.id, 'github-deployment': 'false', comment: 'false' },
    });
    const dns = await runAction({
      action: 'dns-sync',
      workspace: makeWorkspace({
        'dns.yml':
          "'@': { type: A, values: [192.0.2.1, 192.0.2.2] }\nwww: { type: CNAME, value: example.com. }\n",
      }),
      inputs: { ...connection, file: 'dns.yml', zone: 'example.com', 'create-zone': 'true' },
    });
    const dnsChange = await runAction({
      action: 'dns-sync',
      workspace: makeWorkspace({
        'dns.yml': "'@': { type: A, values: [192.0.2.1, 192.0.2.3] }\napi: { type: A, value: 192.0.2.10 }\n",
      }),
      inputs: { ...connection, file: 'dns.yml', zone: 'example.com', prune: 'true', 'dry-run': 'true' },
    });
    const env = await runAction({
      action: 'env-sync',
      inputs: {
        ...connection,
        project: project.id,
        variables: 'API_URL=https://api.example.test\nFLAG=1\n',
        wait: 'false',
      },
    });
    const cron = await runAction({
      action: 'cron-sync',
      workspace: makeWorkspace({
        'cron.yml':
          "backup: { schedule: '0 3 * * *', command: npm run backup }\nping: { schedule: '*/15 * * * *', path: /api/ping }\n",
      }),
      inputs: { ...connection, file: 'cron.yml', project: project.id, 'dry-run': 'true' },
    });
    const api = await runAction({
      action: 'api',
      inputs: { ...connection, path: `/projects/${project.id}` },
    });
    const runFailed = await runAction({
      action: 'run',
      inputs: {
        ...connection,
        project: project.id,
        command: 'echo migrating && echo "no table users" && exit 3',
      },
    });
    const cdn = await runAction({
      action: 'cdn-publish',
      workspace: makeWorkspace({
        'dist/index.html': '<title>Shop</title>',
        'dist/app.js': 'console.log(1);',
      }),
      inputs: { ...connection, bucket: 'shop-assets', path: 'dist', 'create-bucket': 'true' },
    });
    const database = await runAction({
      action: 'preview-database',
      event: pullRequestEvent('opened', 7),
      inputs: { ...connection, project: project.id, name: 'shop-pr-{pr}' },
    });
    return [
      { label: 'api: job summary', markdown: api.summary },
      { label: 'run, exit 3: job summary', markdown: runFailed.summary },
      { label: 'cdn-publish: job summary', markdown: cdn.summary },
      { label: 'preview-database: job summary', markdown: database.summary },
      { label: 'deploy: job summary', markdown: deploy.summary },
      { label: 'deploy: pull request comment', markdown: comment },
      { label: 'deploy, failed build: job summary', markdown: failed.summary },
      { label: 'dns-sync, zone created: job summary', markdown: dns.summary },
      { label: 'dns-sync, dry run with changes: job summary', markdown: dnsChange.summary },
      { label: 'env-sync: job summary', markdown: env.summary },
      { label: 'cron-sync, dry run: job summary', markdown: cron.summary },
    ];
  } finally {
    await world.close();
  }
}
