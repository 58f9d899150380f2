/**
 * deploy-many's report job when legs do not all report: a leg that died before its deploy step
 * (its file holds `[]`), a leg cancelled or never started (no file at all), and result rows that
 * are hostile (a forged key, a URL with a `|`, a project text that would ping people).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GitHubWorld } from '../support/world.ts';
import { worldPerTest } from '../support/world-per-test.ts';
import { pullRequestEvent } from './fixtures.ts';
import type { ActionRunResult, GitHubEvent } from './harness.ts';
import { keepResults, manyProjects, matrixOf, resultsFolder, runOnRepo } from './projects-world.ts';

let world: GitHubWorld;
worldPerTest({ github: true }, (started) => {
  world = started;
});

const DISPATCH: GitHubEvent = { name: 'workflow_dispatch', payload: {} };

/** The plan of three projects and the first leg deployed for real; the other two legs are up to the test. */
async function planAndFirstLeg() {
  const event = DISPATCH;
  const { workspace } = manyProjects(world, 3);
  const plan = await runOnRepo(world, 'projects', workspace, event);
  expect(plan.exitCode, plan.stdout).toBe(0);
  const [first] = matrixOf(plan);
  const leg = await runOnRepo(world, 'deploy', workspace, event, {
    projects: first!.projects,
    project: first!.project,
    comment: 'false',
    'github-deployment': 'false',
  });
  expect(leg.outputs.status).toBe('live');
  const results = resultsFolder();
  keepResults(results, first!, leg);
  return { workspace, plan, results, first: leg };
}

function report(
  workspace: string,
  plan: ActionRunResult,
  results: string,
  deployResult: string,
  event: GitHubEvent = DISPATCH,
) {
  return runOnRepo(world, 'projects', workspace, event, {
    results,
    planned: plan.outputs.matrix!,
    'deploy-result': deployResult,
  });
}

describe("deploy-many's report never reads silence as success", () => {
  it('a leg that died before deploying and one that never reported are failed rows, and status is failed', async () => {
    const { workspace, plan, results } = await planAndFirstLeg();
    // app-02's deploy step failed before it set `results`: the keep step wrote `[]`. app-03 left nothing.
    writeFileSync(join(results, 'app-02.json'), '[]');
    const run = await report(workspace, plan, results, 'failure');
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs.status).toBe('failed');
    expect(run.outputs.count).toBe('3');
    expect(run.summary).not.toContain('All live.');
    expect(run.summary).toContain('| app-01 | ✅ live |');
    expect(run.summary).toContain('| app-02 | ❌ no result: the leg failed before deploying |');
    expect(run.summary).toMatch(/\| app-03 \| ❌ no result: the leg never reported/);
    expect(run.errors.join('\n')).toMatch(/2 of 3 projects did not go live: app-02 \(no-result\), app-03/);
  });

  it('legs of a cancelled run that left no file are cancelled rows', async () => {
    const { workspace, plan, results } = await planAndFirstLeg();
    const run = await report(workspace, plan, results, 'cancelled');
    expect(run.outputs.status).toBe('failed');
    expect(run.summary).toContain('| app-02 | 🚫 cancelled |');
    expect(run.summary).toContain('| app-03 | 🚫 cancelled |');
  });

  it('no artifact at all (no directory was made) is every planned project unreported, not a wrong input', async () => {
    const { workspace, plan } = await planAndFirstLeg();
    const run = await report(workspace, plan, join(tmpdir(), 'no-such-platform-results'), 'failure');
    expect(run.exitCode).toBe(1);
    expect(run.outputs.status).toBe('failed');
    expect(run.errors.join('\n')).toMatch(/3 of 3 projects did not go live/);
    expect(run.errors.join('\n')).not.toMatch(/Input "results"/);
  });

  it('result rows are checked again: a forged key is dropped, hostile text is inert, a URL cannot break the table', async () => {
    const { workspace, plan, results } = await planAndFirstLeg();
    const nested = join(results, 'platform-result-app-02');
    mkdirSync(nested);
    writeFileSync(
      join(nested, 'app-02.json'),
      JSON.stringify([
        {
          key: 'app-02',
          project: '@acme/admins see #1 and owner/repo#2 ![x](https://evil.example/p.png) 0123abcd4',
          status: 'live',
          url: 'https://app-02.example/a|b)c`d',
          durationMs: 10,
        },
        { key: '@acme/admins', project: 'x', status: 'live', durationMs: 1 },
      ]),
    );
    writeFileSync(join(results, 'app-03.json'), '[]');
    const run = await report(workspace, plan, results, 'failure', pullRequestEvent('synchronize', 7));
    const comment = world.github.state.comments.find((c) => c.issueNumber === 7)!.body;
    for (const text of [run.summary, comment]) {
      // The `|` no longer splits the row: five cells, the URL percent-encoded inside its link.
      const row = text.split('\n').find((line) => line.startsWith('| app-02 |'))!;
      expect(row).toContain('[https://app-02.example/a\\|b)c\\`d](https://app-02.example/a%7Cb%29c%60d)');
      expect(row.replace(/\\\|/g, '').split('|')).toHaveLength(7);
      // The forged key's row is gone: a key the manifest could not hold never reaches a table.
      expect(text).not.toContain('@acme');
    }
    expect(run.outputs.status).toBe('failed');
  });
});
