import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PlatformClient } from '../../src/api/client.ts';
import { createRunOnce } from '../../src/runs/create.ts';
import { watchRun } from '../../src/runs/watch.ts';
import { captureLogger } from '../api/helpers/fakes.ts';
import { type Platform, startPlatform } from '../fakes/platform/index.ts';

let platform: Platform;
beforeEach(async () => {
  platform = await startPlatform({ lifecycle: { runMs: 100 } });
});
afterEach(async () => {
  await platform.close();
});

const client = () => new PlatformClient({ apiUrl: platform.url, apiKey: platform.fullKey });
const runsOf = (projectId: string) =>
  [...platform.state.runs.values()].filter((run) => run.projectId === projectId);
const creates = () => platform.requestLog.filter((r) => r.operation === 'createProjectRun');

describe('createRunOnce', () => {
  it('adopts the run an answered-but-lost POST started, and does not send it again', async () => {
    const project = platform.admin.createProject({ name: 'a' });
    // Another run of the same command from before must not be taken for ours.
    const earlier = await client().call('createProjectRun', {
      params: { id: project.id },
      body: { command: 'npm run migrate' },
    });
    platform.faults.add({ operation: 'createProjectRun', times: 1, drop: 'after-body' });
    const logger = captureLogger();
    const run = await createRunOnce(client(), project.id, 'npm run migrate', { logger, rereadDelayMs: 10 });
    expect(runsOf(project.id)).toHaveLength(2);
    expect(creates()).toHaveLength(2);
    const ids = runsOf(project.id).map((r) => r.id);
    expect(ids).toContain(run.id);
    expect(run.id).not.toBe((earlier as { id: string }).id);
    expect(logger.infos.join('\n')).toMatch(/Adopted run/);
  });

  it('sends the POST again only after re-reads show the lost one started nothing', async () => {
    const project = platform.admin.createProject({ name: 'b' });
    platform.faults.add({ operation: 'createProjectRun', times: 1, drop: 'before-body' });
    const logger = captureLogger();
    const run = await createRunOnce(client(), project.id, 'npm run seed', { logger, rereadDelayMs: 10 });
    expect(runsOf(project.id).map((r) => r.id)).toEqual([run.id]);
    expect(logger.infos.join('\n')).toMatch(/started no run; starting it now/);
  });
});

describe('watchRun', () => {
  it('follows a run to its end and returns the whole output', async () => {
    const project = platform.admin.createProject({ name: 'c' });
    const c = client();
    const created = await createRunOnce(c, project.id, 'echo one && echo two', { logger: captureLogger() });
    const batches: string[][] = [];
    const result = await watchRun(c, project.id, created, {
      deadline: Date.now() + 10_000,
      onOutput: (lines) => batches.push([...lines]),
      pacing: { firstMs: 20, activeMs: 20 },
    });
    expect(result.status).toBe('succeeded');
    expect(result.run.exitCode).toBe(0);
    expect(batches.flat()).toEqual(['$ echo one && echo two', 'one', 'two']);
    expect(result.lines).toEqual(['$ echo one && echo two', 'one', 'two']);
  });
});
