/**
 * deploy-many.yml as the runner would run it, job by job: the projects job plans, each matrix leg
 * runs the deploy action in manifest mode with its `projects` and `api-rate`, the legs' `results`
 * travel as files, and the report job writes one summary and one sticky comment.
 */
import { describe, expect, it } from 'vitest';
import { keySlot } from '../../src/manifest/legs.ts';
import type { GitHubWorld } from '../support/world.ts';
import { worldPerTest } from '../support/world-per-test.ts';
import { pullRequestEvent, writesFrom } from './fixtures.ts';
import type { ActionRunResult, GitHubEvent } from './harness.ts';
import { legInputs, manyProjects, OWNER, REPO, runLegs, runOnRepo, seedDiff } from './projects-world.ts';

let world: GitHubWorld;
worldPerTest({ github: true }, (started) => {
  world = started;
});

const step = (
  action: string,
  workspace: string,
  event: GitHubEvent,
  inputs: Record<string, string>,
  bundle = false,
) => runOnRepo(world, action, workspace, event, inputs, bundle);

function pullRequestAt(headSha: string): GitHubEvent {
  const event = pullRequestEvent('synchronize', 7);
  const pull = event.payload.pull_request as { head: Record<string, unknown> };
  pull.head = { ...pull.head, sha: headSha };
  return event;
}

/** The workflow's three jobs; returns the report step's run. */
async function deployMany(
  workspace: string,
  event: GitHubEvent,
): Promise<{ report: ActionRunResult; legs: ActionRunResult[] }> {
  const plan = await step('projects', workspace, event, {});
  expect(plan.exitCode, plan.stdout).toBe(0);
  const { legs, results } = await runLegs(plan, (entry, index) =>
    // One leg as the runner runs it: the built bundle in a process of its own.
    step('deploy', workspace, event, legInputs(entry, false), index === 0),
  );
  const report = await step('projects', workspace, event, { results });
  return { report, legs };
}

describe('deploy-many against the local platform and the fake GitHub', () => {
  it("never edits nor reads history from another account's comment that carries our marker", async () => {
    const { workspace } = manyProjects(world, 3);
    seedDiff(world, { pull: 7 }, ['apps/app-01/a.html']);
    // Another app's bot plants a comment with our marker and a forged history row.
    const forged = Buffer.from(
      JSON.stringify([
        { commit: 'c'.repeat(40), rows: [{ key: 'evil', status: 'live', url: 'https://evil.example' }] },
      ]),
    ).toString('base64');
    const planted = `<!-- platform-actions:deploy-many:platform.yml -->\nforged <!-- platform-actions:deploy-many-state:${forged} -->`;
    world.github.state.comments.push({
      id: 1,
      owner: OWNER,
      repo: REPO,
      issueNumber: 7,
      body: planted,
      user: { login: 'other-app[bot]', id: 9, type: 'Bot' },
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    });
    const { report } = await deployMany(workspace, pullRequestAt('d'.repeat(40)));
    expect(report.exitCode, report.stdout).toBe(0);
    const comments = world.github.state.comments.filter((comment) => comment.issueNumber === 7);
    expect(comments).toHaveLength(2);
    expect(comments[0]!.body).toBe(planted);
    expect(comments[1]!.user.login).toBe('github-actions[bot]');
    expect(comments[1]!.body).toContain('app-01');
    expect(comments[1]!.body).not.toContain('evil');
  });

  it('deploys a preview of each changed project, never production, and leaves one pull request comment with their rows', async () => {
    const { workspace, ids } = manyProjects(world, 5);
    const changed = ['app-02', 'app-04'];
    const productionWrites = writesFrom(world.platform);
    seedDiff(world, { pull: 7 }, [...changed.map((key) => `apps/${key}/index.html`), 'README.md']);
    const { report, legs } = await deployMany(workspace, pullRequestAt('b'.repeat(40)));
    for (const leg of legs) {
      expect(leg.exitCode, leg.stdout + leg.stderr).toBe(0);
      expect(leg.outputs.status).toBe('live');
      expect(leg.stdout).toContain('Deploying 1 project of platform.yml,');
    }
    expect(report.exitCode, report.stdout).toBe(0);
    expect(report.outputs.status).toBe('live');

    // Each changed project got its preview project, {project}-pr-{pr}, and only those were deployed.
    const previews = changed.map(
      (key) =>
        [...world.platform.state.projects.values()].find((project) => project.name === `${key}-pr-7`)?.id,
    );
    expect(
      previews.every((id) => id !== undefined),
      legs.map((leg) => leg.stdout).join('\n'),
    ).toBe(true);
    const deployed = [...world.platform.state.deployments.values()].map((deployment) => deployment.projectId);
    expect(new Set(deployed)).toEqual(new Set(previews));
    const production = new Set(ids.values());
    expect(
      productionWrites().filter((write) => [...production].some((id) => write.path.includes(id))),
    ).toEqual([]);

    const comments = world.github.state.comments.filter((comment) => comment.issueNumber === 7);
    expect(comments).toHaveLength(1);
    const body = comments[0]!.body;
    for (const key of changed) expect(body).toMatch(new RegExp(`\\| ${key} \\| ✅ live \\| \\[http`));
    expect(body).not.toContain('app-01');
    expect(report.summary).toContain('| app-04 | ✅ live |');
    // The legs wrote nothing to GitHub: the one comment is all, and no GitHub deployments (the GraphQL
    // POST is the read that tells whose the token is).
    const writes = world.github.requestLog.filter(
      (request) => request.method !== 'GET' && request.path !== '/graphql',
    );
    expect(writes.map((request) => `${request.method} ${request.path}`)).toEqual([
      `POST /repos/${OWNER}/${REPO}/issues/7/comments`,
    ]);

    // The next commit redeploys one project: the same comment, this commit's row on top, the last folded.
    world.github.state.diffs.splice(0, 1, {
      owner: OWNER,
      repo: REPO,
      pull: 7,
      files: [{ filename: 'apps/app-05/index.html' }],
    });
    const second = await deployMany(workspace, pullRequestAt('c'.repeat(40)));
    expect(second.report.exitCode, second.report.stdout).toBe(0);
    const after = world.github.state.comments.filter((comment) => comment.issueNumber === 7);
    expect(after).toHaveLength(1);
    const [current, earlier] = after[0]!.body.split('<details>');
    expect(current).toContain('at `ccccccc`');
    expect(current).toMatch(/\| app-05 \| ✅ live \|/);
    expect(current).not.toContain('app-02');
    expect(earlier).toContain('Earlier commits (1)');
    expect(earlier).toContain('`bbbbbbb`');
    for (const key of changed) expect(earlier).toMatch(new RegExp(`\\| ${key} \\| ✅ live \\|`));
  });

  it('a leg deploys a batch in one job and reports a failed build as its row, not as the end of the others', async () => {
    const { workspace, ids } = manyProjects(world, 3);
    world.platform.admin.failNextBuild(ids.get('app-02')!);
    const leg = await step(
      'deploy',
      workspace,
      { name: 'workflow_dispatch', payload: {} },
      {
        projects: 'app-01,app-02,app-03',
        concurrency: '2',
        comment: 'false',
        'github-deployment': 'false',
      },
    );
    expect(leg.exitCode).toBe(1);
    const rows = JSON.parse(leg.outputs.results!) as { key: string; status: string }[];
    expect(rows.map((row) => [row.key, row.status])).toEqual([
      ['app-01', 'live'],
      ['app-02', 'failed'],
      ['app-03', 'live'],
    ]);
    expect(leg.errors.join('\n')).toMatch(/1 of 3 projects did not go live: app-02 \(failed\)/);
  });

  it('a pool of keys: the leg uses the key a stable hash of its first project picks', async () => {
    const { workspace } = manyProjects(world, 2);
    const revoked = world.platform.admin.issueKey('full');
    world.platform.admin.revokeKey(revoked);
    const pool = [world.platform.fullKey, revoked];
    const onGood = ['app-01', 'app-02'].find((key) => keySlot(key, 2) === 0)!;
    const onRevoked = ['app-01', 'app-02'].find((key) => keySlot(key, 2) === 1)!;
    expect(onGood && onRevoked, 'the two keys hash to both slots').toBeTruthy();
    const run = (key: string) =>
      step(
        'deploy',
        workspace,
        { name: 'workflow_dispatch', payload: {} },
        {
          projects: key,
          'api-keys': pool.join('\n'),
          comment: 'false',
          'github-deployment': 'false',
        },
      );
    expect((await run(onGood)).outputs.status).toBe('live');
    const refused = await run(onRevoked);
    expect(refused.outputs.status).toBe('failed');
    // The key is masked (`::add-mask::`) and never printed otherwise.
    const printed = refused.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::'));
    expect(printed.join('\n')).toContain('revoked');
    expect(printed.join('\n')).not.toContain(revoked);
  });
});
