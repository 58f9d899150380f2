import { PLATFORM_INPUTS } from '../common/platform-inputs.ts';
import { defineAction } from '../common/spec.ts';
import { SYNC_INPUTS, SYNC_OUTPUTS } from '../common/sync-spec.ts';

export const spec = defineAction({
  name: 'project-sync',
  title: 'Sync a project’s configuration to the platform',
  summary:
    "A project's settings, routing mode, proxy rules, domains, env groups and service restarts from one file: plan on the PR, apply on merge.",
  description:
    'Make a platform project match a file in the repository: its settings, static-site routing mode, proxy rules, custom domains and env groups; plan, then apply, and restart the services the file names.',
  inputs: {
    ...PLATFORM_INPUTS,
    ...SYNC_INPUTS,
    project: {
      description:
        "The project's id or name: the project the file configures (production, or a preview project).",
      required: true,
    },
    overrides: {
      description:
        'YAML or JSON in the file’s format, laid over it: each section given replaces the file’s, except `settings`, which merges key by key. For one file applied to a preview, e.g. its own proxy origin.',
      default: '',
    },
    'allow-primary-change': {
      description:
        'Let the file change the primary (production) domain, or (with prune) detach it. Off: such a plan is refused and nothing is written.',
      default: 'false',
    },
    'proxy-wait': {
      description:
        'After attaching a domain or changing the primary one, how long to wait for its CDN-proxy status to settle before reporting it (e.g. 60s, 5m).',
      default: '60s',
    },
  },
  outputs: {
    ...SYNC_OUTPUTS,
    'proxy-status': {
      description:
        'JSON object of each domain this run attached or made primary to its CDN-proxy status, e.g. `{"shop.example.com":"active"}`.',
    },
    restarted: { description: 'The services restarted after the apply, comma-separated.' },
  },
});
