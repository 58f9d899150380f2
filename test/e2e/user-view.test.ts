import { describe, expect, it } from 'vitest';
import { useAcceleratedClock } from '../support/clocks.ts';
import type { GitHubWorld } from '../support/world.ts';
import { worldPerTest } from '../support/world-per-test.ts';
import { makeWorkspace, onPullRequest, platformKeyInputs, SITE } from './fixtures.ts';
import { runAction } from './harness.ts';

/** The step log as a user reads it in the GitHub UI: workflow commands and debug lines left out. */
function visibleLines(stdout: string): string[] {
  return stdout.split('\n').filter((line) => line !== '' && !line.startsWith('::'));
}

/** The lines printed outside any `::group::` (the ones a failed step shows without a click). */
function ungroupedLines(stdout: string): string[] {
  let inGroup = false;
  const shown: string[] = [];
  for (const line of stdout.split('\n')) {
    if (line.startsWith('::group::')) inGroup = true;
    else if (line.startsWith('::endgroup::')) inGroup = false;
    else if (!inGroup && line !== '' && !line.startsWith('::')) shown.push(line);
  }
  return shown;
}

let world: GitHubWorld;
useAcceleratedClock({ factor: 10 });
// The timeline below names every status the watch saw: the platform moves on only once it was seen.
worldPerTest({ github: true, build: { advanceWhenSeen: true } }, (started) => {
  world = started;
});

function dnsSync(inputs: Record<string, string>) {
  return runAction({
    action: 'dns-sync',
    workspace: makeWorkspace({
      'dns.yml': 'www: { type: A, value: 192.0.2.1 }\napi: { type: A, value: 192.0.2.2 }\n',
    }),
    inputs: {
      ...platformKeyInputs(world),
      file: 'dns.yml',
      zone: 'example.com',
      ...inputs,
    },
  });
}

describe('dns-sync, read in the step log and the summary', () => {
  it('says "Created zone" once and prints the plan table before the writes it applies', async () => {
    const result = await dnsSync({ 'create-zone': 'true' });
    expect(result.exitCode, result.stdout).toBe(0);
    const lines = visibleLines(result.stdout);
    expect(lines.filter((line) => line.startsWith('Created zone example.com'))).toHaveLength(1);
    const table = lines.findIndex((line) => /^OPERATION\s+NAME\s+TYPE\s+BEFORE -> AFTER$/.test(line));
    const firstWrite = lines.findIndex((line) => line.startsWith('applied: '));
    expect(table, result.stdout).toBeGreaterThan(lines.findIndex((line) => line.startsWith('Created zone')));
    expect(firstWrite, result.stdout).toBeGreaterThan(table);
    expect(lines.filter((line) => line.startsWith('applied: '))).toHaveLength(2);
    // The summary's detail column is the DNS type, named so.
    expect(result.summary).toContain('| Operation | Name | Type | Before → after | Result |');
    expect(result.summary).not.toContain('schedule');
  });

  it('says the account has no zones instead of "use one of: none"', async () => {
    const result = await dnsSync({});
    expect(result.exitCode).toBe(1);
    const error = result.errors.join('\n');
    expect(error).not.toMatch(/use one of: none/);
    expect(error).toMatch(
      /the account has no DNS zones yet; create this one first\. Or set `create-zone: true`/,
    );
  });
});

describe('deploy, read in the step log, the summary and the PR comment', () => {
  it('announces "is live" after the last build line, and titles the summary and comment "name (id)"', async () => {
    const project = world.platform.admin.createProject({ name: 'shop' });
    const result = await runAction({
      action: 'deploy',
      workspace: makeWorkspace(SITE),
      ...onPullRequest(world, 'synchronize', 7),
      env: { GITHUB_SERVER_URL: 'https://github.example.test' },
      inputs: { ...platformKeyInputs(world), project: project.id },
    });
    expect(result.exitCode, result.stdout).toBe(0);
    const lines = visibleLines(result.stdout);
    const live = lines.findIndex((line) => /^Deployment \S+ is live\.$/.test(line));
    const lastBuildLine = lines.findLastIndex((line) => line.startsWith('Build completed'));
    expect(lastBuildLine, result.stdout).toBeGreaterThan(0);
    expect(live, result.stdout).toBeGreaterThan(lastBuildLine);

    expect(result.summary).toContain(`### Deploy shop (${project.id})`);
    // The timeline measured every step of this deploy, in order, and ends where it went live.
    const sections = [...result.summary.matchAll(/^ {2}section (\S+)$/gm)].map((match) => match[1]);
    expect(sections).toEqual(['pack', 'upload', 'create', 'queued', 'building', 'live']);
    expect(result.summary).toMatch(/^ {2}live after [\d.]+m?s :milestone, finish, \d+, 0ms$/m);
    const [comment] = world.github.state.comments.filter((c) => c.issueNumber === 7);
    expect(comment?.body).toContain(`### Deploy of shop (${project.id})`);
    const sha = 'b'.repeat(40);
    expect(comment?.body).toContain(
      // A code span's padding spaces are dropped when rendered (CommonMark).
      `[\` ${sha.slice(0, 7)} \`](https://github.example.test/octo/shop/commit/${sha})`,
    );
    expect(comment?.body).not.toMatch(new RegExp(`\\| ${sha} \\|`));
  });

  it('prints a failed build’s tail outside the folded build log and shows it open in the summary, as the error says', async () => {
    const project = world.platform.admin.createProject({ name: 'broken' });
    world.platform.admin.failNextBuild(project.id, 'npm run build exited with code 2');
    const result = await runAction({
      action: 'deploy',
      workspace: makeWorkspace(SITE),
      inputs: {
        ...platformKeyInputs(world),
        project: project.id,
        'github-deployment': 'false',
        comment: 'false',
      },
    });
    expect(result.exitCode).toBe(1);
    const shown = ungroupedLines(result.stdout);
    const header = shown.findIndex((line) => /^Last \d+ lines of the build log of deployment /.test(line));
    expect(header, result.stdout).toBeGreaterThanOrEqual(0);
    expect(shown.slice(header)).toContain('error: npm run build exited with code 2');
    const count = Number(/^Last (\d+) lines/.exec(shown[header] ?? '')?.[1]);
    // The error's pointer is true: the count it names is the count printed, and printed just above.
    const failure = result.errors.find((e) => /failed on the platform/.test(e)) ?? '';
    expect(failure).toContain(
      `the last ${count} lines of its build log are printed at the end of the step log`,
    );
    expect(result.summary).toMatch(/<details open><summary>Log tail<\/summary>/);
    expect(result.summary).toContain('error: npm run build exited with code 2');
    expect(result.summary).toMatch(/\*\*Next steps:\*\* /);
  });
});
