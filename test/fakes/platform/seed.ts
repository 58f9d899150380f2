import { blankCronJob, nextRunAt } from './handlers/cron.ts';
import { newId, nowIso } from './ids.ts';
import type { ComputeServiceRecord, CronJobRecord, RepoHostInstallationRecord } from './records-infra.ts';
import type { Runtime } from './runtime.ts';

/** Resources that exist in every account but cannot be created through the API. */

export function addInstallation(
  runtime: Runtime,
  input: Partial<RepoHostInstallationRecord> & { accountLogin: string },
): RepoHostInstallationRecord {
  const record: RepoHostInstallationRecord = {
    id: newId('inst'),
    provider: 'github',
    accountType: 'Organization',
    repositorySelection: 'all',
    repositories: [],
    createdAt: nowIso(),
    ...input,
  };
  runtime.state.installations.set(record.id, record);
  return record;
}

export function addComputeService(
  runtime: Runtime,
  input: Partial<ComputeServiceRecord> & { name: string },
): ComputeServiceRecord {
  const now = nowIso();
  const record: ComputeServiceRecord = {
    id: newId('cs'),
    status: 'running',
    cpu: 2,
    memoryMb: 4096,
    scalingTo: null,
    region: 'eu-central',
    createdAt: now,
    updatedAt: now,
    ...input,
  };
  runtime.state.computeServices.set(record.id, record);
  return record;
}

/**
 * A cron job as POST /cron leaves it, made without a request: what a seeded platform or a test's
 * setup needs before its own requests start. A command job unless `path` or `url` is given.
 */
export function addCronJob(
  runtime: Runtime,
  input: Partial<CronJobRecord> & { name: string; schedule: string },
): CronJobRecord {
  const record: CronJobRecord = { ...blankCronJob(), ...input };
  if (record.projectId !== null && !runtime.state.projects.has(record.projectId))
    throw new Error(`project ${record.projectId} not found`);
  record.nextRunAt = nextRunAt(record);
  runtime.state.cronJobs.set(record.id, record);
  return record;
}

export function seedAccount(runtime: Runtime): void {
  addInstallation(runtime, { accountLogin: 'acme', repositorySelection: 'all' });
  addComputeService(runtime, { name: 'ml-worker', cpu: 4, memoryMb: 16384 });
  addComputeService(runtime, { name: 'video-encoder', cpu: 2, memoryMb: 4096, status: 'stopped' });
}
