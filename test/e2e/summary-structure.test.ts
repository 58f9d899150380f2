import { marked, type Token, type Tokens } from 'marked';
import { describe, expect, it } from 'vitest';
import { useAcceleratedClock } from '../support/clocks.ts';
import { diffProblems, fencedBlocks, ganttProblems } from '../support/markdown-blocks.ts';
import type { GitHubWorld } from '../support/world.ts';
import { worldPerTest } from '../support/world-per-test.ts';
import { makeWorkspace, onPullRequest, platformKeyInputs, pullRequestEvent, SITE } from './fixtures.ts';
import { type ActionRunResult, runAction } from './harness.ts';

/**
 * Every action's job summary, success and failure, rendered as GitHub renders it (GitHub-flavoured
 * markdown: tables, fenced blocks, raw <details>) and read for what a user looks for first: a
 * heading that says what ran, the status, a table where there is a plan or result, and on a
 * failure a line that says what to do next.
 */

let world: GitHubWorld;
useAcceleratedClock({ factor: 10 });
worldPerTest({ github: true }, (started) => {
  world = started;
});

interface Expected {
  readonly title: RegExp;
  readonly status: RegExp;
  readonly table: boolean;
  readonly failed: boolean;
  /** Fenced pictures the summary must carry. */
  readonly pictures?: readonly ('mermaid' | 'diff')[];
}

const connection = () => platformKeyInputs(world);

/** The project most summaries are about: shop, new in each test's world. */
const shopProject = () => world.platform.admin.createProject({ name: 'shop' });

/** The checks of a sync's plan summary, which also carries a table of the changes and a diff of them. */
const checkPlanSummary = (result: ActionRunResult, expected: Pick<Expected, 'title' | 'status' | 'failed'>) =>
  checkSummary(result, { ...expected, table: true, pictures: ['diff'] });

/** The summary rendered to HTML, and the checks every summary has to pass. */
function checkSummary(result: ActionRunResult, expected: Expected): void {
  const markdown = result.summary;
  expect(markdown, `${result.stdout}\n${result.errors.join('\n')}`).not.toBe('');
  const tokens = marked.lexer(markdown, { gfm: true });
  const html = marked.parse(markdown, { gfm: true, async: false });
  const first = tokens.find((token) => token.type !== 'space');
  expect(first?.type, markdown).toBe('heading');
  expect((first as Tokens.Heading).depth).toBe(3);
  expect((first as Tokens.Heading).text).toMatch(expected.title);
  expect(textOf(html)).toMatch(expected.status);
  const tables = tokens.filter((token): token is Tokens.Table => token.type === 'table');
  if (expected.table) {
    expect(tables.length, markdown).toBeGreaterThan(0);
    expect(html).toMatch(/<table>[\s\S]*<td>[\s\S]*<\/table>/);
    for (const table of tables) for (const row of table.rows) expect(row).toHaveLength(table.header.length);
  }
  const nextSteps = /Next steps:/.test(textOf(html));
  expect(nextSteps, markdown).toBe(expected.failed);
  // Raw HTML must come in pairs: a stray <details> folds the rest of the page away.
  expect(html.match(/<details/g)?.length ?? 0).toBe(html.match(/<\/details>/g)?.length ?? 0);
  for (const language of expected.pictures ?? []) {
    const blocks = fencedBlocks(markdown, language);
    expect(blocks.length, `${language} block in\n${markdown}`).toBeGreaterThan(0);
    expect(html).toContain(`<code class="language-${language}">`);
    for (const block of blocks) {
      expect(language === 'mermaid' ? ganttProblems(block) : diffProblems(block)).toEqual([]);
    }
  }
  expect(codeTokens(tokens).every((token) => token.lang !== undefined)).toBe(true);
}

function codeTokens(tokens: readonly Token[]): Tokens.Code[] {
  return tokens.filter((token): token is Tokens.Code => token.type === 'code');
}

function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

describe('every action’s summary, rendered as GitHub renders markdown', () => {
  it('deploy: live, and a failed build', async () => {
    const project = shopProject();
    const inputs = { ...connection(), project: project.id, 'github-deployment': 'false', comment: 'false' };
    const live = await runAction({ action: 'deploy', workspace: makeWorkspace(SITE), inputs });
    checkSummary(live, {
      title: /^Deploy shop \(prj_\w+\)$/,
      status: /Status ✅ Deployed/,
      table: true,
      failed: false,
      pictures: ['mermaid'],
    });
    world.platform.admin.failNextBuild(project.id, 'npm run build exited with code 2');
    const failed = await runAction({ action: 'deploy', workspace: makeWorkspace(SITE), inputs });
    expect(failed.exitCode).toBe(1);
    checkSummary(failed, {
      title: /^Deploy shop/,
      status: /Status ❌ Failed/,
      table: true,
      failed: true,
      pictures: ['mermaid'],
    });
  });

  it('dns-sync: applied, and refused', async () => {
    const file = 'www: { type: A, value: 192.0.2.1 }\n';
    const inputs = { ...connection(), file: 'dns.yml', zone: 'example.com', 'create-zone': 'true' };
    const applied = await runAction({
      action: 'dns-sync',
      workspace: makeWorkspace({ 'dns.yml': file }),
      inputs,
    });
    checkPlanSummary(applied, {
      title: /^DNS sync: example\.com$/,
      status: /✅ Applied 1 change\./,
      failed: false,
    });
    // Deleting every record of the zone is refused without force.
    const refused = await runAction({
      action: 'dns-sync',
      workspace: makeWorkspace({ 'dns.yml': '{}\n' }),
      inputs: { ...inputs, prune: 'true' },
    });
    expect(refused.exitCode).toBe(1);
    checkPlanSummary(refused, {
      title: /^DNS sync: example\.com$/,
      status: /Refused, nothing was written/,
      failed: true,
    });
  });

  it('cron-sync: a dry run', async () => {
    const project = shopProject();
    const result = await runAction({
      action: 'cron-sync',
      workspace: makeWorkspace({
        'cron.yml': "backup: { schedule: '0 3 * * *', command: npm run backup }\n",
      }),
      inputs: { ...connection(), file: 'cron.yml', project: project.id, 'dry-run': 'true' },
    });
    expect(result.exitCode, result.stdout).toBe(0);
    checkPlanSummary(result, { title: /^Cron sync/, status: /Dry run: nothing was written/, failed: false });
  });

  it('env-sync: written', async () => {
    const project = shopProject();
    const result = await runAction({
      action: 'env-sync',
      inputs: { ...connection(), project: project.id, variables: 'A=1\nB=two\n', wait: 'false' },
    });
    expect(result.exitCode, result.stdout).toBe(0);
    checkPlanSummary(result, {
      title: /^Env sync: project shop \(prj_\w+\)$/,
      status: /✅ Wrote the declared variables/,
      failed: false,
    });
    expect(result.summary).not.toContain('two');
  });

  it('api: a GET', async () => {
    const project = shopProject();
    const result = await runAction({
      action: 'api',
      inputs: { ...connection(), path: `/projects/${project.id}` },
    });
    expect(result.exitCode, result.stdout).toBe(0);
    checkSummary(result, { title: /^Platform API call$/, status: /200/, table: true, failed: false });
  });

  it('run: a command that succeeds, and one that exits 3', async () => {
    const project = shopProject();
    const inputs = { ...connection(), project: project.id };
    const ok = await runAction({ action: 'run', inputs: { ...inputs, command: 'echo migrating' } });
    expect(ok.exitCode, ok.stdout).toBe(0);
    checkSummary(ok, {
      title: /^Run on shop \(prj_\w+\)$/,
      status: /Status succeeded/,
      table: true,
      failed: false,
    });
    const failed = await runAction({ action: 'run', inputs: { ...inputs, command: 'echo step && exit 3' } });
    expect(failed.exitCode).toBe(1);
    checkSummary(failed, {
      title: /^Run on shop \(prj_\w+\)$/,
      status: /Status failed/,
      table: true,
      failed: true,
    });
    // The error counts the lines it shows: a two-line output is not "the last 50 lines".
    expect(failed.errors.join('\n')).toMatch(
      /the last [1-9] lines of its output are in the "output tail" error above/,
    );
  });

  it('cdn-publish: a first publish', async () => {
    const result = await runAction({
      action: 'cdn-publish',
      workspace: makeWorkspace({
        'dist/index.html': '<title>Shop</title>',
        'dist/app.js': 'console.log(1);',
      }),
      inputs: { ...connection(), bucket: 'shop-assets', path: 'dist', 'create-bucket': 'true' },
    });
    expect(result.exitCode, result.stdout).toBe(0);
    checkSummary(result, {
      title: /^CDN publish: shop-assets/,
      status: /upload/i,
      table: true,
      failed: false,
    });
  });

  it('preview-database and preview-domain: a pull request opened', async () => {
    const project = shopProject();
    const database = await runAction({
      action: 'preview-database',
      event: pullRequestEvent('opened', 7),
      inputs: { ...connection(), project: project.id, name: 'shop-pr-{pr}' },
    });
    expect(database.exitCode, database.stdout).toBe(0);
    checkSummary(database, { title: /database/i, status: /created|running/i, table: true, failed: false });
    const domain = await runAction({
      action: 'preview-domain',
      workspace: makeWorkspace(SITE),
      ...onPullRequest(world, 'synchronize', 7),
      inputs: { ...connection(), project: project.id, domain: 'pr-{pr}.preview.example.com' },
    });
    expect(domain.exitCode, domain.stdout).toBe(0);
    // The deploy's section comes first, then the domain's.
    checkSummary(domain, { title: /^Deploy shop/, status: /Deployed/, table: true, failed: false });
    expect(domain.summary).toMatch(/^### Preview/m);
  });
});
