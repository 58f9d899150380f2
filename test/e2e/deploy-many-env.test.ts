/**
 * A manifest project's `env-file`: its variables are on the platform before its deployment is created,
 * in a matrix leg (one project, the ids the plan resolved) and in one job deploying several; a missing
 * file fails before any write, naming the manifest's line; values never reach a log or an output.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LoggedRequest } from '../fakes/platform/request-log.ts';
import { startWorld, type World } from '../support/world.ts';
import { makeWorkspace } from './fixtures.ts';
import { type ActionRunResult, runAction } from './harness.ts';
import { matrixOf } from './projects-world.ts';

let world: World;
beforeEach(async () => {
  world = await startWorld();
});
afterEach(() => world.close());

const DISPATCH = { name: 'workflow_dispatch', payload: {} };
/** Values no log line could hold by chance. */
const VALUES = { web: 'web-value-7f3a9c1e', api: 'api-value-2b8d4f60' };

function step(action: string, workspace: string, inputs: Record<string, string>, bundle = false) {
  return runAction({
    action,
    inputs: { 'api-key': world.platform.fullKey, 'api-url': world.platform.url, ...inputs },
    event: DISPATCH,
    workspace,
    bundle,
  });
}

const LEG = { comment: 'false', 'github-deployment': 'false' };

/** Two projects, each with an env file; `web` lists its env file on line 5 of the manifest. */
function repository(envFiles: { web?: string; api?: string } = {}) {
  const ids = new Map(
    ['web', 'api'].map((key) => [key, world.platform.admin.createProject({ name: key }).id] as const),
  );
  const manifest = [
    'projects:',
    '  web:',
    '    project: web',
    '    path: apps/web',
    `    env-file: ${envFiles.web ?? 'config/web.env'}`,
    '  api:',
    '    project: api',
    '    path: apps/api',
    `    env-file: ${envFiles.api ?? 'apps/api/.env.production'}`,
  ].join('\n');
  const workspace = makeWorkspace({
    'platform.yml': `${manifest}\n`,
    'apps/web/index.html': '<h1>web</h1>',
    'apps/api/index.html': '<h1>api</h1>',
    'config/web.env': `# web\nGREETING=${VALUES.web}\nMODE=production\n`,
    'apps/api/.env.production': `TOKEN="${VALUES.api}"\n`,
  });
  return { workspace, ids };
}

function requestsOf(projectId: string): string[] {
  return world.platform.requestLog
    .filter((request: LoggedRequest) => request.path.startsWith(`/projects/${projectId}/`))
    .filter((request) => request.method !== 'GET' || request.path.endsWith('/env'))
    .map((request) => `${request.method} ${request.path.replace(projectId, '{id}')}`);
}

function everythingPrinted(run: ActionRunResult): string {
  return [run.stdout, run.stderr, run.summary, JSON.stringify(run.outputs), ...run.errors].join('\n');
}

function storedEnv(projectId: string): Record<string, string> {
  const stored = world.platform.state.env.get(projectId) ?? new Map();
  return Object.fromEntries(
    [...stored].filter(([name]) => !name.startsWith('PLATFORM_ENV_DIGEST_')).map(([n, v]) => [n, v.value]),
  );
}

describe('env-file of a manifest project', () => {
  it('a matrix leg sets the variables before it creates the deployment, and never prints a value', async () => {
    const { workspace, ids } = repository();
    const plan = await step('projects', workspace, { projects: 'all' });
    expect(plan.exitCode, plan.stdout).toBe(0);
    const web = matrixOf(plan).find((entry) => entry.key === 'web')!;
    // The leg as the runner runs it: the built bundle, with the id the plan resolved.
    const leg = await step(
      'deploy',
      workspace,
      { ...LEG, projects: web.projects, project: web.project, 'api-rate': web['api-rate'] },
      true,
    );
    expect(leg.exitCode, leg.stdout).toBe(0);
    expect(leg.outputs.status).toBe('live');
    const id = ids.get('web')!;
    // The emulator's request log is in arrival order: read names, write them, then the deployment.
    expect(requestsOf(id)).toEqual([
      'GET /projects/{id}/env',
      'PUT /projects/{id}/env',
      'POST /projects/{id}/deployments',
    ]);
    expect(storedEnv(id)).toEqual({ GREETING: VALUES.web, MODE: 'production' });
    expect(leg.stdout).toContain('[web] Set 2 variables from config/web.env before deploying.');
    for (const run of [plan, leg]) {
      for (const value of Object.values(VALUES)) expect(everythingPrinted(run)).not.toContain(value);
    }

    // The same file again: the digest shows the set is there, so no write and no redeploy.
    const again = await step('deploy', workspace, { ...LEG, projects: 'web', project: web.project });
    expect(again.exitCode, again.stdout).toBe(0);
    expect(requestsOf(id).slice(3)).toEqual(['GET /projects/{id}/env', 'POST /projects/{id}/deployments']);
    expect(again.stdout).toContain('[web] 2 variables from config/web.env already set; nothing written.');
  });

  it("a job deploying several projects at once sets each one's variables before its own deployment", async () => {
    const { workspace, ids } = repository();
    const run = await step('deploy', workspace, { ...LEG, projects: 'web,api', concurrency: '2' });
    expect(run.exitCode, run.stdout).toBe(0);
    for (const key of ['web', 'api']) {
      const id = ids.get(key)!;
      expect(requestsOf(id)).toEqual([
        'GET /projects/{id}/env',
        'PUT /projects/{id}/env',
        'POST /projects/{id}/deployments',
      ]);
    }
    expect(storedEnv(ids.get('api')!)).toEqual({ TOKEN: VALUES.api });
    for (const value of Object.values(VALUES)) expect(everythingPrinted(run)).not.toContain(value);
  });

  it('a missing env file fails the plan and the leg before any write, naming the manifest line', async () => {
    const { workspace } = repository({ web: 'config/missing.env' });
    const sentence =
      'platform.yml:5: Project "web": env-file config/missing.env is not a file in the checked-out repository; commit it there, or fix the path (relative to the repository root).';
    const plan = await step('projects', workspace, { projects: 'all' });
    expect(plan.exitCode).toBe(1);
    // The plan's declared-file failure is also annotated on platform.yml's line (file and line travel
    // as the annotation's properties, so its text is the sentence without the place).
    expect(plan.errors).toEqual([sentence.replace('platform.yml:5: ', ''), sentence]);
    const leg = await step('deploy', workspace, { ...LEG, projects: 'api,web' }, true);
    expect(leg.exitCode).toBe(1);
    expect(leg.errors).toEqual([sentence.replace('platform.yml:5: ', ''), sentence]);
    expect(world.platform.writes()).toEqual([]);
  });

  it('a variable on the platform that the file lacks refuses that project before its writes, not the others', async () => {
    const { workspace, ids } = repository();
    const web = ids.get('web')!;
    world.platform.state.env.set(
      web,
      new Map([['LEGACY_FLAG', { value: 'on', updatedAt: new Date().toISOString() }]]),
    );
    const run = await step('deploy', workspace, { ...LEG, projects: 'web,api' });
    expect(run.exitCode).toBe(1);
    const rows = JSON.parse(run.outputs.results!) as { key: string; status: string }[];
    expect(rows.map((row) => [row.key, row.status])).toEqual([
      ['web', 'failed'],
      ['api', 'live'],
    ]);
    expect(run.errors[0]).toBe(
      'web: Refusing to set the variables of project "web" from config/web.env (platform.yml:5): the platform replaces the whole set, so it would delete 1 variable the file does not declare (LEGACY_FLAG); add it to config/web.env, or delete it on the platform. Nothing of this project was written.',
    );
    expect(requestsOf(web)).toEqual(['GET /projects/{id}/env']);
    expect(storedEnv(web)).toEqual({ LEGACY_FLAG: 'on' });
  });
});
