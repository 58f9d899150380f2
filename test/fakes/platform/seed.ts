import { newId, nowIso } from './ids.ts';
import type { ComputeServiceRecord, RepoHostInstallationRecord } from './records-infra.ts';
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

export function seedAccount(runtime: Runtime): void {
  addInstallation(runtime, { accountLogin: 'acme', repositorySelection: 'all' });
  addComputeService(runtime, { name: 'ml-worker', cpu: 4, memoryMb: 16384 });
  addComputeService(runtime, { name: 'video-encoder', cpu: 2, memoryMb: 4096, status: 'stopped' });
}
