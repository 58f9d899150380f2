/**
 * Issue 34's monorepo previews, as deploy-many.yml runs them job by job against the local platform and
 * the fake GitHub: a pull request that changes 2 of 5 manifest projects gets 2 preview projects (named
 * and given a domain from each project's templates, its env file applied), one GitHub Deployment each
 * in `preview/<key>`, one comment with 2 rows, and nothing written to production; closing it takes both
 * previews down and marks their deployments (only ours) inactive; the merge queue's run deploys its
 * head to queue previews, comments nothing, and its last job removes them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergeGroupEvent } from '../fakes/github/index.ts';
import type { GitHubWorld } from '../support/world.ts';
import { acceleratedWorldPerTest } from '../support/world-per-test.ts';
import { makeWorkspace, pullRequestEvent, writesFrom } from './fixtures.ts';
import { type ActionRunResult, type GitHubEvent, runAction } from './harness.ts';
import { keyOf, legInputs, runLegs, seedDiff } from './projects-world.ts';

let world: GitHubWorld;
acceleratedWorldPerTest({ github: true }, (started) => {
  world = started;
});

const CHANGED = ['app-02', 'app-04'];
const DOMAIN = 'app-02-pr-7.preview.example.com';

/** Five projects; app-02 has a preview domain and an env file, app-04 a preview name of its own. */
function monorepo() {
  const ids = new Map<string, string>();
  const lines = ['projects:'];
  const files: Record<string, string> = {};
  for (let index = 0; index < 5; index++) {
    const key = keyOf(index);
    ids.set(key, world.platform.admin.createProject({ name: key }).id);
    lines.push(`  ${key}:`, `    project: ${key}`, `    path: apps/${key}`);
    files[`apps/${key}/index.html`] = `<h1>${key}</h1>`;
  }
  lines.splice(
    lines.indexOf('    path: apps/app-02') + 1,
    0,
    ['    preview-domain: app-02-pr-{pr}.preview.example.com', '    env-file: config/app-02.env'].join('\n'),
  );
  lines.splice(lines.indexOf('    path: apps/app-04') + 1, 0, "    preview-name: '{project}-review-{pr}'");
  files['platform.yml'] = `${lines.join('\n')}\n`;
  files['config/app-02.env'] = 'GREETING=preview-hello\n';
  return { workspace: makeWorkspace(files), ids };
}

function step(
  action: string,
  workspace: string,
  event: GitHubEvent,
  inputs: Record<string, string>,
  env: Record<string, string> = {},
): Promise<ActionRunResult> {
  return runAction({
    action,
    inputs: { 'api-key': world.platform.fullKey, 'api-url': world.platform.url, ...inputs },
    event,
    env,
    workspace,
    githubApiUrl: world.github.url,
    githubToken: world.github.token,
  });
}

/** deploy-many.yml's jobs: plan, one leg per planned entry (as the workflow passes them), report. */
async function workflow(workspace: string, event: GitHubEvent, env: Record<string, string> = {}) {
  const plan = await step('projects', workspace, event, {}, env);
  expect(plan.exitCode, plan.stdout).toBe(0);
  // The workflow's `github-deployment`: previews get one each, production legs none.
  const githubDeployment = event.name === 'pull_request' || event.name === 'merge_group';
  const { legs, results } = await runLegs(
    plan,
    (entry) => step('deploy', workspace, event, legInputs(entry, githubDeployment), env),
    { inTurn: true },
  );
  const report = await step('projects', workspace, event, { results, planned: plan.outputs.matrix! }, env);
  return { plan, legs, report };
}

const projectNamed = (name: string) =>
  [...world.platform.state.projects.values()].find((project) => project.name === name);

describe('monorepo previews (deploy-many on pull_request and merge_group)', () => {
  it('a pull request changing 2 of 5 projects gets 2 previews, one comment, and production untouched; closing it takes them down', async () => {
    const { workspace, ids } = monorepo();
    seedDiff(
      world,
      { pull: 7 },
      CHANGED.map((key) => `apps/${key}/index.html`),
    );
    const writes = writesFrom(world.platform);
    const opened = await workflow(workspace, pullRequestEvent('opened', 7));
    for (const leg of opened.legs) expect(leg.exitCode, leg.stdout + leg.stderr).toBe(0);
    expect(opened.report.exitCode, opened.report.stdout).toBe(0);

    const previews = [projectNamed('app-02-pr-7'), projectNamed('app-04-review-7')];
    expect(previews.every((project) => project !== undefined)).toBe(true);
    const [web, review] = previews as unknown as [{ id: string }, { id: string }];
    const production = [...ids.values()];
    expect(writes().filter((write) => production.some((id) => write.path.includes(id)))).toEqual([]);
    expect(world.platform.state.domains.get(DOMAIN)?.projectId).toBe(web.id);
    // The env file went to the preview, never to production.
    expect(world.platform.state.env.get(web.id)?.get('GREETING')?.value).toBe('preview-hello');
    expect(world.platform.state.env.get(ids.get('app-02')!)?.has('GREETING') ?? false).toBe(false);

    const comments = world.github.state.comments.filter((comment) => comment.issueNumber === 7);
    expect(comments).toHaveLength(1);
    const rows = comments[0]!.body.split('\n').filter((line) => /^\| app-0\d \|/.test(line));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain(`| app-02 | ✅ live | [https://${DOMAIN}]`);
    expect(rows[1]).toMatch(/^\| app-04 \| ✅ live \| \[http/);

    const ours = [...world.github.state.deployments];
    expect(ours.map((d) => [d.environment, d.ref, d.transientEnvironment]).sort()).toEqual([
      ['preview/app-02', 'feature/login', true],
      ['preview/app-04', 'feature/login', true],
    ]);
    for (const deployment of ours) {
      expect(world.github.deploymentStates(deployment.id)).toEqual(['in_progress', 'success']);
    }
    // Another tool's deployment in the same environment and branch: not ours to touch.
    const foreign = { ...ours[0]!, id: 9001, payload: { app: 'other-tool' } };
    world.github.state.deployments.push(foreign);

    const writesBeforeClose = writes().length;
    const closed = await workflow(workspace, pullRequestEvent('closed', 7));
    for (const leg of closed.legs) {
      expect(leg.exitCode, leg.stdout + leg.stderr).toBe(0);
      expect(leg.outputs.status).toBe('removed');
      expect(leg.summary).toContain('the platform API cannot delete projects');
    }
    expect(closed.report.exitCode, closed.report.stdout).toBe(0);
    expect(world.platform.state.domains.has(DOMAIN)).toBe(false);
    for (const deployment of ours)
      expect(world.github.deploymentStates(deployment.id).at(-1)).toBe('inactive');
    expect(world.github.deploymentStates(foreign.id)).toEqual([]);
    // Taking down writes only to the previews: the domain's DELETE, nothing else.
    const closeWrites = writes().slice(writesBeforeClose);
    expect(closeWrites.map((write) => `${write.method} ${write.path}`)).toEqual([
      `DELETE /projects/${web.id}/domains/${DOMAIN}`,
    ]);
    expect(review.id).not.toBe(ids.get('app-04'));
    const after = world.github.state.comments.filter((comment) => comment.issueNumber === 7);
    expect(after).toHaveLength(1);
    expect(after[0]!.body).toContain('| app-02 | 🧹 preview removed |');
  });

  it("the merge queue deploys the group's head to queue previews, comments nothing, and its last job removes them", async () => {
    const { workspace, ids } = monorepo();
    const BASE = '1'.repeat(40);
    const HEAD = '2'.repeat(40);
    const queue = mergeGroupEvent({ baseSha: BASE, headSha: HEAD, pull: 9 });
    seedDiff(world, { base: BASE, head: HEAD }, ['apps/app-02/index.html']);
    const writes = writesFrom(world.platform);
    const run = await workflow(workspace, queue.event, queue.env);
    expect(run.legs).toHaveLength(1);
    expect(run.legs[0]!.exitCode, run.legs[0]!.stdout).toBe(0);
    // The default queue name, and the project's domain template with {pr} as queue-{pr}.
    const preview = projectNamed('app-02-queue-9');
    expect(preview).toBeDefined();
    expect(world.platform.state.domains.get('app-02-pr-queue-9.preview.example.com')?.projectId).toBe(
      preview!.id,
    );
    const production = [...ids.values()];
    expect(writes().filter((write) => production.some((id) => write.path.includes(id)))).toEqual([]);
    expect(world.github.state.comments).toEqual([]);
    const made = world.github.state.deployments;
    expect(made.map((d) => [d.environment, d.sha])).toEqual([['queue/app-02', HEAD]]);

    // The workflow's last job, whatever the group's outcome: the planned keys, `previews: remove`.
    const removal = await step(
      'deploy',
      workspace,
      queue.event,
      { projects: JSON.parse(run.plan.outputs.keys!).join(','), previews: 'remove', comment: 'false' },
      queue.env,
    );
    expect(removal.exitCode, removal.stdout + removal.stderr).toBe(0);
    expect(removal.outputs.status).toBe('removed');
    expect(world.platform.state.domains.has('app-02-pr-queue-9.preview.example.com')).toBe(false);
    expect(world.github.deploymentStates(made[0]!.id).at(-1)).toBe('inactive');
    expect(world.github.state.comments).toEqual([]);
  });

  it('`previews: remove` on a push is refused, naming the input, before any request', async () => {
    const { workspace } = monorepo();
    const writes = writesFrom(world.platform);
    const push = { name: 'push', payload: { ref: 'refs/heads/main' } };
    const run = await step('deploy', workspace, push, { projects: 'app-01', previews: 'remove' });
    expect(run.exitCode).toBe(1);
    expect(run.errors.join('\n')).toContain('Input "previews" is `remove`');
    expect(writes()).toEqual([]);
  });

  it('a preview template this run cannot fill fails the leg before any write, not halfway through its projects', async () => {
    const { workspace } = monorepo();
    const text = readFileSync(join(workspace, 'platform.yml'), 'utf8');
    const long = 'a'.repeat(60);
    writeFileSync(
      join(workspace, 'platform.yml'),
      text.replace(
        '    path: apps/app-05',
        `    path: apps/app-05\n    preview-domain: ${long}-{branch}-{pr}.example.com`,
      ),
    );
    const writes = writesFrom(world.platform);
    const run = await step('deploy', workspace, pullRequestEvent('opened', 7), {
      projects: 'app-01,app-05',
      comment: 'false',
    });
    expect(run.exitCode).toBe(1);
    expect(run.errors.join('\n')).toContain('leaves no room for {branch}');
    expect(writes()).toEqual([]);
  });
});
