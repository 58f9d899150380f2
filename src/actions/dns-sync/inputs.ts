import type { Inputs } from '../common/inputs.ts';
import { readSyncFlags, type SyncFlags } from '../common/sync-inputs.ts';
import type { spec } from './spec.ts';

export interface DnsSyncInputs extends SyncFlags {
  readonly zone: string;
  readonly createZone: boolean;
}

/** Everything but api-key and api-url, which readConnection handles first so the key is masked. */
export function readDnsSyncInputs(inputs: Inputs<keyof typeof spec.inputs>): DnsSyncInputs {
  return {
    ...readSyncFlags(inputs),
    zone: inputs.id(
      'zone',
      'a DNS zone id or domain name',
      'set it to the zone id or its domain name, e.g. example.com',
    ),
    createZone: inputs.boolean('create-zone'),
  };
}
