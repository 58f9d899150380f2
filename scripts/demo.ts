/**
 * The README's first command (npm start): starts the local platform in this process, runs the
 * built deploy action exactly as the GitHub runner would, streams its log, and fetches the live page.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startAction } from '../test/e2e/harness.ts';
import { startPlatform } from '../test/fakes/platform/index.ts';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

const platform = await startPlatform({ build: { queuedMs: 400, buildingMs: 2_500, logLineIntervalMs: 120 } });
const project = platform.admin.createProject({ name: 'demo-site' });
console.log(`Local platform at ${platform.url}; deploying examples/site to project ${project.id}\n`);

const running = startAction({
  action: 'deploy',
  bundle: true,
  workspace: REPO_ROOT,
  inputs: {
    'api-key': platform.fullKey,
    'api-url': platform.url,
    project: project.id,
    path: 'examples/site',
    'github-deployment': 'false',
    comment: 'false',
  },
});
// Show the step's log as a runner would render it: no masking commands, groups as headings.
running.child?.stdout?.on('data', (chunk: Buffer) => {
  for (const line of chunk.toString('utf8').split('\n')) {
    if (line === '' || /^::(add-mask|endgroup|debug)::/.test(line)) continue;
    process.stdout.write(`${line.replace(/^::group::/, '▸ ').replace(/^::(\w+)[^:]*::/, '[$1] ')}\n`);
  }
});
const result = await running.result;
console.log(
  `\nThe action exited with ${result.exitCode}; outputs: ${JSON.stringify(result.outputs, null, 2)}`,
);

let ok = result.exitCode === 0 && result.outputs.status === 'live';
if (ok && result.outputs.url) {
  const response = await fetch(result.outputs.url);
  const page = await response.text();
  const title = /<title>(.*?)<\/title>/s.exec(page)?.[1] ?? '(no title)';
  console.log(`\nGET ${result.outputs.url} → ${response.status} ${response.headers.get('content-type')}`);
  console.log(`Page title: ${title}\n${page.split('\n').slice(0, 12).join('\n')}`);
  ok = response.status === 200;
}
if (ok) ok = await deployFromTheCommandLine();
await platform.close();
console.log(ok ? '\nDemo deploy is live and served.' : '\nDemo deploy did not go live.');
process.exit(ok ? 0 : 1);

/**
 * The same deploy through the command line (dist/cli), as on another CI system or a laptop. Run
 * asynchronously: the platform answers from this very process, so a synchronous child would wait on it forever.
 */
async function deployFromTheCommandLine(): Promise<boolean> {
  const args = ['deploy', '--project', project.id, '--path', 'examples/site', '--json'];
  console.log(
    `\nThe same deploy from the command line (the key from PLATFORM_API_KEY, never a flag):\n` +
      `  PLATFORM_API_KEY=<full key> PLATFORM_API_URL=${platform.url} npx platform-actions ${args.join(' ')}`,
  );
  const env: Record<string, string | undefined> = { PATH: process.env.PATH, HOME: process.env.HOME };
  const { stdout } = await promisify(execFile)(process.execPath, ['dist/cli/index.js', ...args], {
    cwd: REPO_ROOT,
    env: { ...env, PLATFORM_API_KEY: platform.fullKey, PLATFORM_API_URL: platform.url },
    encoding: 'utf8',
  });
  console.log(`  → ${stdout.trim()}`);
  return (JSON.parse(stdout) as { status?: string }).status === 'live';
}
