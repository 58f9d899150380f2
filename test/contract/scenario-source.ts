import { expect } from 'vitest';
import * as api from '../../src/api/index.ts';
import { pollUntil } from '../support/poll.ts';
import { type ContractWorld, expectApiError, getBytes, idOf, SITE_FILES, word } from './helpers.ts';
import { type Site, watchUntilSettled } from './scenario-site.ts';

/** The site's source tree: browsed, edited, searched, reorganised, then deployed as edited. */
export async function fileSteps(world: ContractWorld, site: Site): Promise<void> {
  const { full, read } = world;
  const id = site.projectId;
  // The live build put the uploaded source in the tree.
  const root = await api.listProjectFiles(read, id);
  expect(root.map((entry) => [entry.path, entry.type])).toEqual([
    ['/about', 'directory'],
    ['/index.html', 'file'],
    ['/src', 'directory'],
  ]);
  const app = await api.readProjectFile(read, id, 'src/app.js');
  expect(app).toMatchObject({ path: 'src/app.js', content: SITE_FILES['src/app.js'], encoding: 'utf8' });

  const written = await api.writeProjectFile(full, id, 'src/feature.js', 'export const TODO_FLAG = 1;\n');
  expect(api.field(written, 'path')).toBe('/src/feature.js');
  expect(api.field(written, 'size')).toBe(28);
  const bytes = Uint8Array.from([0, 159, 146, 150, 255]);
  await api.writeProjectFile(full, id, 'src/blob.bin', bytes);
  const blob = await api.readProjectFile(read, id, 'src/blob.bin');
  expect(blob.encoding).toBe('base64');
  expect(Buffer.from(blob.content, 'base64')).toEqual(Buffer.from(bytes));

  const matches = await api.searchProjectFiles(read, id, 'TODO_FLAG');
  expect(matches.map((match) => [api.field(match, 'path'), api.field(match, 'line')])).toEqual([
    ['/src/feature.js', 1],
  ]);

  const made = await api.createProjectDirectory(full, id, 'lib');
  expect(api.field(made, 'type')).toBe('directory');
  const moved = await api.moveProjectFile(full, id, { from: 'src/feature.js', to: 'lib/feature.js' });
  expect(api.field(moved, 'moved')).toBe(1);
  const lib = await api.listProjectFiles(read, id, 'lib');
  expect(lib.map((entry) => entry.path)).toEqual(['/lib/feature.js']);
  await api.deleteProjectFile(full, id, 'src/blob.bin');
  const gone = await expectApiError(api.readProjectFile(read, id, 'src/blob.bin'), 404, 'not_found');
  expect(gone.message).toContain(`File "src/blob.bin" in project "${id}" was not found`);

  const shipped = await api.deployProjectFiles(full, id);
  expect(shipped.deploymentId).toMatch(idOf(world, 'dpl'));
  const live = await watchUntilSettled(world, shipped.deploymentId!);
  expect(live.lifecycle).toBe('live');
  expect(api.field(live.raw, 'trigger')).toBe('files');
  const served = await getBytes(`${live.url}lib/feature.js`);
  expect(served.status).toBe(200);
  expect(served.body.toString()).toBe('export const TODO_FLAG = 1;\n');
}

/** The site's containers: controlled, exec'd into, and given their own variables. */
export async function serviceSteps(world: ContractWorld, site: Site): Promise<void> {
  const { full, read } = world;
  const id = site.projectId;
  const services = await api.listProjectServices(read, id);
  expect(services.map((service) => [service.name, word(service.status)])).toEqual([['web', 'running']]);

  const stopped = await api.controlProjectService(full, id, 'web', 'stop');
  expect(word(api.rawStatusOf(stopped))).toBe('stopped');
  await expectApiError(api.execProjectService(full, id, 'web', 'echo hi'), 409, 'service_not_running');
  const started = await api.controlProjectService(full, id, 'web', 'start');
  expect(word(api.rawStatusOf(started))).toBe('running');
  const restarted = await api.controlProjectService(full, id, 'web', 'restart');
  expect(api.field(restarted, 'restartCount')).toBe(1);

  const exec = await api.execProjectService(full, id, 'web', 'echo hello from exec');
  expect(exec).toMatchObject({ output: 'hello from exec\n', exitCode: 0 });

  const set = await api.setServiceEnvVar(full, id, 'web', 'WORKERS', '4');
  expect(api.field(set, 'name')).toBe('WORKERS');
  expect(await api.listServiceEnvNames(read, id, 'web')).toEqual(['WORKERS']);
  await api.deleteServiceEnvVar(full, id, 'web', 'WORKERS');
  expect(await api.listServiceEnvNames(read, id, 'web')).toEqual([]);
}

/** One-off sandbox runs: only allowed commands start, and a run is followed to its end. */
export async function runSteps(world: ContractWorld, site: Site): Promise<void> {
  const { full, read } = world;
  const id = site.projectId;
  const allowed = await api.listAllowedRunCommands(read);
  expect(allowed).toEqual(expect.arrayContaining(['npm', 'node', 'echo']));
  await expectApiError(
    api.createProjectRun(full, id, 'curl https://example.com'),
    400,
    'command_not_allowed',
  );

  const run = await api.createProjectRun(full, id, 'echo migrated');
  expect(run.id).toMatch(idOf(world, 'run'));
  expect(run).toMatchObject({ outcome: 'in_progress', command: 'echo migrated' });
  const done = await pollUntil(
    `run ${run.id}`,
    () => api.getProjectRun(read, id, run.id),
    (current) => current.outcome !== 'in_progress',
  );
  expect(done).toMatchObject({ id: run.id, outcome: 'succeeded', exitCode: 0 });
  expect(done.output).toContain('migrated');
  const runs = await api.listProjectRuns(read, id);
  expect(runs.map((listed) => [listed.id, listed.outcome])).toEqual([[run.id, 'succeeded']]);
}
