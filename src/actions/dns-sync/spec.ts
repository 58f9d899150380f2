import { PLATFORM_INPUTS } from '../common/platform-inputs.ts';
import { defineAction } from '../common/spec.ts';
import { SYNC_INPUTS, SYNC_OUTPUTS } from '../common/sync-spec.ts';

export const spec = defineAction({
  name: 'dns-sync',
  title: 'Sync DNS records to the platform',
  summary: 'Makes a DNS zone match a records file: plan, safety checks, apply; apex NS changes need `force`.',
  description:
    'Make a platform DNS zone match a records file in the repository (octoDNS-style YAML or JSON): plan, then create, update and (with prune) delete record sets by name and type.',
  inputs: {
    ...PLATFORM_INPUTS,
    ...SYNC_INPUTS,
    zone: {
      description: 'The DNS zone to sync: its id, or its domain name (example.com).',
      required: true,
    },
    'create-zone': {
      description:
        'Create the zone when no zone has this domain name (a dry run only reports that it would). Off: a missing zone is an error.',
      default: 'false',
    },
  },
  outputs: {
    ...SYNC_OUTPUTS,
    'zone-id': { description: 'The id of the synced zone; empty when a dry run found it missing.' },
  },
});
