import { expect } from 'vitest';
import * as api from '../../src/api/index.ts';
import { pollUntil } from '../support/poll.ts';
import { type ContractWorld, expectApiError, idOf } from './helpers.ts';

/** Cron: a schedule previewed (across a DST gap), a job created, changed, run by hand, then deleted. */
export async function cronSteps(world: ContractWorld): Promise<void> {
  const { full, read } = world;
  // A POST, so a full key even though it has no W mark: a read key permits GET only (§5).
  const preview = await api.previewCronSchedule(full, {
    schedule: '30 2 * * *',
    timezone: 'Europe/Berlin',
    count: 3,
    from: '2025-03-29T00:00:00Z',
  });
  // 02:30 does not exist in Berlin on 2025-03-30 (clocks jump from 02:00 to 03:00), so that day is skipped.
  expect(preview.nextRuns).toEqual([
    '2025-03-29T01:30:00.000Z',
    '2025-03-31T00:30:00.000Z',
    '2025-04-01T00:30:00.000Z',
  ]);

  const job = await api.createCronJob(full, {
    name: 'nightly-backup',
    schedule: '0 3 * * *',
    command: 'echo backup done',
  });
  expect(job.id).toMatch(idOf(world, 'cron'));
  expect(job).toMatchObject({
    name: 'nightly-backup',
    schedule: '0 3 * * *',
    timezone: 'UTC',
    enabled: true,
  });
  expect(await api.getCronJob(read, job.id)).toMatchObject({ id: job.id, name: 'nightly-backup' });
  expect((await api.listCronJobs(read)).map((j) => j.id)).toEqual([job.id]);

  const paused = await api.updateCronJob(full, job.id, { enabled: false, timezone: 'Europe/Paris' });
  expect(paused).toMatchObject({ id: job.id, enabled: false, timezone: 'Europe/Paris' });
  expect(api.field(paused.raw, 'nextRunAt')).toBeUndefined();

  const run = await api.runCronJob(full, job.id);
  expect(run.id).toMatch(idOf(world, 'crun'));
  expect(run.outcome).toBe('in_progress');
  const [finished] = await pollUntil(
    `cron run ${run.id}`,
    () => api.listCronJobRuns(read, job.id),
    (runs) => runs[0]?.outcome !== 'in_progress',
  );
  expect(finished).toMatchObject({ id: run.id, outcome: 'succeeded' });
  expect(api.field(finished?.raw, 'output')).toBe('backup done\n');

  await api.deleteCronJob(full, job.id);
  expect(await api.listCronJobs(read)).toEqual([]);
  await expectApiError(api.getCronJob(read, job.id), 404, 'not_found');
}

/**
 * Sign-in by e-mailed code gives a key that works: it creates the tunnel the tunnel steps then manage
 * (a W operation, so it is a full key).
 */
export async function signInAndTunnelSteps(world: ContractWorld): Promise<void> {
  const { full, read, platform } = world;
  const email = 'Dev@Example.com';
  const started = await api.startSignIn(read, email);
  expect(api.field(started, 'sent')).toBe(true);
  const code = platform.admin.signInCode(email);
  expect(code).toMatch(/^\d{6}$/);
  const signedIn = await api.verifySignIn(read, { email, code: code! });
  expect(signedIn.apiKey).toMatch(/^plat_pk_/);
  expect(api.field(signedIn.raw, 'kind')).toBe('full');
  // The code is single-use.
  await expectApiError(api.verifySignIn(read, { email, code: code! }), 401, 'invalid_code');

  const client = new api.PlatformClient({
    apiUrl: platform.url,
    apiKey: signedIn.apiKey!,
    ratePerSecond: 200,
  });
  const tunnel = await api.createTunnel(client, { localPort: 3000, name: 'dev-preview' });
  const made = platform.requestLog.at(-1);
  expect(made).toMatchObject({ operation: 'createTunnel', status: 201, keyKind: 'full' });
  expect(tunnel.id).toMatch(idOf(world, 'tun'));
  expect(tunnel).toMatchObject({
    name: 'dev-preview',
    localPort: 3000,
    url: 'https://dev-preview.tunnels.platform.test',
  });
  expect(tunnel.status?.toLowerCase()).toBe('active');

  expect(await api.getTunnel(read, tunnel.id)).toMatchObject({ id: tunnel.id, localPort: 3000 });
  expect((await api.listTunnels(read)).map((t) => t.id)).toEqual([tunnel.id]);
  const moved = await api.setTunnelPort(full, tunnel.id, 4000);
  expect(moved).toMatchObject({ id: tunnel.id, localPort: 4000 });
  expect(platform.state.tunnels.get(platform.internalId(tunnel.id))?.localPort).toBe(4000);
  await api.deleteTunnel(full, tunnel.id);
  await expectApiError(api.getTunnel(read, tunnel.id), 404, 'not_found');
}

/** Heavy compute (seeded by the platform, scaled through the API) and repository-host installations. */
export async function computeAndRepoHostSteps(world: ContractWorld): Promise<void> {
  const { full, read, platform } = world;
  const services = await api.listComputeServices(read);
  expect(services.map((service) => service.name)).toEqual(['ml-worker', 'video-encoder']);
  const worker = services[0]!;
  expect(await api.getComputeService(read, worker.id)).toMatchObject({
    id: worker.id,
    name: 'ml-worker',
    cpu: 4,
    memoryMb: 16384,
  });
  // The answer shows the old size and where it is going; the new size is in place a little later.
  const scaled = await api.scaleComputeService(full, worker.id, { cpu: 8, memoryMb: 32768 });
  expect(scaled).toMatchObject({ id: worker.id, cpu: 4, memoryMb: 16384 });
  await platform.admin.idle();
  expect(await api.getComputeService(read, worker.id)).toMatchObject({ cpu: 8, memoryMb: 32768 });
  expect(platform.state.computeServices.get(platform.internalId(worker.id))).toMatchObject({
    cpu: 8,
    memoryMb: 32768,
  });
  const refused = await expectApiError(
    api.scaleComputeService(full, worker.id, { cpu: 1, memoryMb: 512 }),
    400,
    'invalid_request',
  );
  expect(refused.field).toBe('memoryMb');

  const installations = await api.listRepoHostInstallations(read);
  expect(installations.map((installation) => installation.account)).toEqual(['acme']);
  expect(installations[0]?.id).toMatch(idOf(world, 'inst'));
}
