import { afterAll, describe, expect, it } from 'vitest';
import * as api from '../../src/api/index.ts';
import { silentLogger } from '../../src/api/logger.ts';
import { watchDeployment } from '../../src/deploy/watch.ts';
import {
  type ContractWorld,
  SHAPES,
  type Shape,
  startContractWorld,
  stopContractWorld,
  writeSiteZip,
} from './helpers.ts';

/**
 * Tolerance end to end: the deploy flow (upload → create → watch with src/deploy → logs → list) against
 * the same platform speaking canonical, snake_case and wrapped JSON decodes to the same values, for a
 * build that goes live and one that fails. Only what the platform makes up per run is normalised:
 * ids, its address, timestamps, and the case of its raw status word (`LIVE` in the wrapped profile).
 */
const worlds: ContractWorld[] = [];
afterAll(async () => {
  await Promise.all(worlds.map(stopContractWorld));
  await api.closeSharedAgent();
});

function normalise(value: unknown, world: ContractWorld, ids: readonly string[]): unknown {
  let text = JSON.stringify(value, (key, inner) => {
    if (key === 'raw') return undefined;
    return key === 'status' && typeof inner === 'string' ? inner.toLowerCase() : inner;
  });
  text = text.split(world.platform.origin).join('<origin>');
  ids.forEach((id, index) => {
    text = text.split(id).join(`<id${index}>`);
  });
  return JSON.parse(text.replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, '<time>'));
}

async function deployFlow(shapes: Shape, fail: boolean) {
  const world = await startContractWorld(shapes);
  worlds.push(world);
  const project = world.platform.admin.createProject({ name: 'tolerance', id: 'prj_tolerance' });
  if (fail) world.platform.admin.failNextBuild(project.id, 'npm test exited with code 1');
  const upload = await api.createUpload(world.full, await writeSiteZip(world.dir));
  const created = await api.createDeployment(world.full, project.id, { sourceTarballUrl: upload.sourceUrl });
  const statuses: string[] = [];
  const watched = await watchDeployment(world.full, created.id, {
    deadline: Date.now() + 15_000,
    logger: silentLogger,
    pacing: { requestsPerSecond: 40 },
    // A listener: the watch reads the log as it goes, and its lines are compared with a direct read.
    onStatus: (deployment) => statuses.push(deployment.lifecycle),
  });
  const logs = await api.getDeploymentLogs(world.read, created.id);
  const listed = await api.listDeployments(world.read, project.id);
  const live = await api.getProject(world.read, project.id);
  const uploadId = /upl_\w+/.exec(upload.sourceUrl)?.[0] ?? '?';
  const result = {
    sourceUrl: upload.sourceUrl,
    created,
    watch: { status: watched.status, deployment: watched.deployment, logLines: watched.logLines },
    logs,
    listed,
    project: live,
  };
  expect(statuses.at(-1)).toBe(fail ? 'failed' : 'live');
  expect(watched.logLines).toEqual(logs);
  expect(world.logger.lines).toEqual([]);
  return normalise(result, world, [created.id, uploadId]);
}

describe('tolerance end to end', () => {
  it.each([
    ['goes live', false],
    ['fails', true],
  ])('a deployment that %s decodes identically in all three shapes', async (_, fail) => {
    const [canonical, snake, wrapped] = await Promise.all(SHAPES.map((shapes) => deployFlow(shapes, fail)));
    expect(canonical).toMatchObject({
      sourceUrl: '<origin>/storage/uploads/<id1>.zip',
      created: { id: '<id0>', lifecycle: 'in_progress', status: 'queued', projectId: 'prj_tolerance' },
      watch: { status: fail ? 'failed' : 'live' },
      listed: [{ id: '<id0>', lifecycle: fail ? 'failed' : 'live' }],
      project: { id: 'prj_tolerance', name: 'tolerance', liveUrl: '<origin>/sites/prj_tolerance/' },
    });
    const logText = (canonical as { logs: { text: string }[] }).logs.map((line) => line.text);
    expect(logText.at(-1)).toBe(
      fail ? 'Build failed' : 'Build completed; deployment is live at <origin>/sites/d/<id0>/',
    );
    if (fail) expect(logText).toContain('error: npm test exited with code 1');
    expect(snake).toEqual(canonical);
    expect(wrapped).toEqual(canonical);
  });
});
