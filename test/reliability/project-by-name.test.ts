/**
 * Every action that names a project takes its id or its name (the README writes
 * `project: my-app`). The name is resolved once, before any write, and the log says which project
 * was meant, name and id; a name no project has lists close names, and a name two projects share is
 * refused, listing their ids, with nothing written.
 */
import { describe, expect, it } from 'vitest';
import { runCase } from '../catalogue/index.ts';
import type { ActionRunResult } from '../e2e/harness.ts';
import { call } from '../fakes/platform/tests/helpers.ts';
import { type ActionName, type CaseSetup, CRON_FILE, failureAnnotations, inWorld } from './cases.ts';

/** Every action with a `project` input; cron-sync's file names projects too (below). */
const PROJECT_ACTIONS = [
  'deploy',
  'preview-domain',
  'env-sync',
  'cron-sync',
  'run',
  'preview-database',
] as const satisfies readonly ActionName[];

function log(result: ActionRunResult): string {
  return `${result.stdout}\n${result.stderr}`;
}

/** What landed under the project: writes to its paths, or (cron) jobs that belong to it. */
function wroteTo(setup: CaseSetup, action: ActionName): boolean {
  const { platform } = setup.world;
  if (action === 'cron-sync') {
    const jobs = [...platform.state.cronJobs.values()];
    return jobs.length > 0 && jobs.every((job) => job.projectId === setup.projectId);
  }
  return platform.writes().some((write) => write.path.includes(`/projects/${setup.projectId}`));
}

describe.concurrent('a project given by name', () => {
  it.each(PROJECT_ACTIONS)('%s resolves it to its id and says which project it meant', (action) =>
    inWorld(async (setup) => {
      const result = await runCase(setup, action, { inputs: { project: 'shop' } });
      expect(result.exitCode, log(result)).toBe(0);
      const said = `Project shop (${setup.projectId}).`;
      expect(result.stdout.split('\n').filter((line) => line === said)).toHaveLength(1);
      expect(wroteTo(setup, action), JSON.stringify(setup.world.platform.writes())).toBe(true);
      expect(setup.world.platform.writes().filter((write) => write.path.includes('/projects/shop'))).toEqual(
        [],
      );
    }),
  );

  it.each(PROJECT_ACTIONS)('%s refuses a name two projects share, listing their ids', (action) =>
    inWorld(async (setup) => {
      // platform-api.md does not say names are unique (this emulator keeps them so on create), so a
      // second project is given the name behind the API's back.
      const { state, admin } = setup.world.platform;
      const twin = admin.createProject({ name: 'shop-twin' }).id;
      (state.projects.get(twin) as { name: string }).name = 'shop';
      const result = await runCase(setup, action, { inputs: { project: 'shop' } });
      expect(result.exitCode, log(result)).not.toBe(0);
      const [sentence] = failureAnnotations(result);
      expect(sentence).toMatch(/^Input "project" is "shop", which is the name of 2 projects/);
      expect(sentence).toContain(setup.projectId);
      expect(sentence).toContain(twin);
      expect(setup.world.platform.writes()).toEqual([]);
      expect(setup.world.platform.storageLog).toEqual([]);
      expect(result.outputs.status).toBe('failed');
    }),
  );

  it.each(PROJECT_ACTIONS)('%s refuses a name no project has, offering the close ones', (action) =>
    inWorld(async (setup) => {
      const result = await runCase(setup, action, { inputs: { project: 'shpo' } });
      expect(result.exitCode, log(result)).not.toBe(0);
      const [sentence] = failureAnnotations(result);
      expect(sentence).toMatch(/^Input "project" is "shpo", which is neither the id nor the name/);
      expect(sentence).toContain(`close names: shop (${setup.projectId})`);
      expect(setup.world.platform.writes()).toEqual([]);
    }),
  );
});

describe.concurrent('projects named elsewhere', () => {
  it('an id wins over another project whose name is that id, as for buckets and zones', () =>
    inWorld(async (setup) => {
      const { admin } = setup.world.platform;
      admin.createProject({ id: 'blog', name: 'blog-by-id' });
      admin.createProject({ name: 'blog' });
      const result = await runCase(setup, 'run', { inputs: { project: 'blog' } });
      expect(result.exitCode, log(result)).toBe(0);
      expect(result.stdout).toContain('Project blog-by-id (blog).');
      expect(result.summary).toContain('blog-by-id (blog)');
    }));

  it('a cron file names its jobs’ projects by name; an unknown one is a file:line problem', () =>
    inWorld(async (setup) => {
      const other = setup.world.platform.admin.createProject({ name: 'blog' }).id;
      const file = `${CRON_FILE}digest:\n  schedule: '0 6 * * 1'\n  command: npm run digest\n  project: blog\n`;
      const result = await runCase(setup, 'cron-sync', {
        inputs: { project: 'shop' },
        files: { 'cron.yml': file },
      });
      expect(result.exitCode, log(result)).toBe(0);
      const jobs = [...setup.world.platform.state.cronJobs.values()];
      expect(Object.fromEntries(jobs.map((job) => [job.name, job.projectId]))).toEqual({
        nightly: setup.projectId,
        digest: other,
      });
      expect(result.stdout).toContain(`Project blog (${other}).`);

      const typo = file.replace('project: blog', 'project: blgo');
      const refused = await runCase(setup, 'cron-sync', {
        inputs: { project: 'shop' },
        files: { 'cron.yml': typo },
      });
      expect(refused.exitCode).not.toBe(0);
      expect(log(refused)).toMatch(/cron\.yml.*line=\d+/);
      expect(log(refused)).toContain(`Job "digest": project "blgo" is neither the id nor the name`);
      expect(log(refused)).toContain(`close names: blog (${other})`);
    }));

  it('env-sync attaches a group to projects named in attach-to', () =>
    inWorld(async (setup) => {
      const { platform } = setup.world;
      const other = platform.admin.createProject({ name: 'blog' }).id;
      const group = await runCase(setup, 'env-sync', {
        inputs: { project: '', group: await groupId(setup), 'attach-to': 'shop, blog' },
      });
      expect(group.exitCode, log(group)).toBe(0);
      const attached = platform
        .writes()
        .filter((write) => write.operation === 'attachProjectEnvGroup')
        .map((write) => write.path);
      expect(attached.some((path) => path.includes(`/projects/${setup.projectId}/`))).toBe(true);
      expect(attached.some((path) => path.includes(`/projects/${other}/`))).toBe(true);
    }));

  it('env-sync and deploy title their summaries with the name and the id', () =>
    inWorld(async (setup) => {
      const env = await runCase(setup, 'env-sync', { inputs: { project: 'shop', wait: 'false' } });
      expect(env.exitCode, log(env)).toBe(0);
      expect(env.summary).toContain(`Env sync: project shop (${setup.projectId})`);
      const deploy = await runCase(setup, 'deploy', { inputs: { project: 'shop' } });
      expect(deploy.exitCode, log(deploy)).toBe(0);
      expect(deploy.summary).toContain(`shop (${setup.projectId})`);
    }));
});

async function groupId(setup: CaseSetup): Promise<string> {
  const created = await call(setup.world.platform, 'POST', '/env-groups', { body: { name: 'shared' } });
  return created.json.id as string;
}
