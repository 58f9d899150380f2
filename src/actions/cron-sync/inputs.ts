import type { Inputs } from '../common/inputs.ts';
import { readSyncFlags, type SyncFlags } from '../common/sync-inputs.ts';
import type { spec } from './spec.ts';

export interface CronSyncInputs extends SyncFlags {
  readonly project: string | undefined;
}

/** Everything but api-key and api-url, which readConnection handles first so the key is masked. */
export function readCronSyncInputs(inputs: Inputs<keyof typeof spec.inputs>): CronSyncInputs {
  return { ...readSyncFlags(inputs), project: inputs.optionalId('project', 'a project id') };
}
