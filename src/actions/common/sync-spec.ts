import { type InputSpec, type OutputSpec, STEP_STATUS, statusOutput } from './spec.ts';

/** `expected-plan`, which every sync action (and the preview sweep) takes. */
function EXPECTED_PLAN_INPUT_SPEC() {
  return {
    'expected-plan': {
      description:
        'The `plan-id` of the plan a reviewer saw (e.g. on the pull request). The action plans again and, when the new plan has another id, writes nothing and says what changed since. Empty: no check.',
    },
  } as const satisfies Record<string, InputSpec>;
}

export const EXPECTED_PLAN_INPUT = EXPECTED_PLAN_INPUT_SPEC();

export const PLAN_ID_OUTPUT = {
  'plan-id': {
    description:
      'A digest of the changes the plan makes (the same changes give the same id, whatever the order or time); pass it as `expected-plan` to apply exactly this plan.',
  },
} as const satisfies Record<string, OutputSpec>;

/** Inputs every sync action takes (cron-sync, dns-sync), described once so they read the same. */
export const SYNC_INPUTS = {
  file: {
    description:
      'The file that declares the desired state (YAML or JSON), relative to the workspace (the checked-out repository).',
    required: true,
  },
  prune: {
    description:
      'Delete what the platform has and the file does not declare. Off: such items are listed as unmanaged and left alone.',
    default: 'false',
  },
  'dry-run': {
    description:
      'Plan and validate only: nothing is written. Works with a read key (it makes GET requests only).',
    default: 'false',
  },
  force: {
    description:
      'Apply a plan the safety checks refuse: over 30% of 10 or more items updated or deleted, an empty file with prune, or (DNS) a change to the apex NS records.',
    default: 'false',
  },
  ...EXPECTED_PLAN_INPUT_SPEC(),
} as const satisfies Record<string, InputSpec>;

/** How many items a sync wrote one way: what it did, or on a dry run what it would do. */
function writesCounted(verb: string): OutputSpec {
  return { description: `How many items were ${verb} (on a dry run: would be).` };
}

export const SYNC_OUTPUTS = {
  ...statusOutput(`${STEP_STATUS} A refused plan is \`failed\`.`),
  plan: {
    description:
      'The plan as JSON: `{ kind, prune, counts, items: [{ op, key, name, detail, before, after, result, error }] }`.',
  },
  'plan-markdown': {
    description: 'The plan as the markdown of the job summary, e.g. for a pull request comment.',
  },
  changed: {
    description:
      '`true` when something was (or, on a dry run or a refused plan, would be) created, updated or deleted.',
  },
  created: writesCounted('created'),
  updated: writesCounted('updated'),
  deleted: writesCounted('deleted'),
  unchanged: { description: 'How many declared items already matched.' },
  unmanaged: { description: 'How many platform items the file does not declare and were left alone.' },
  ...PLAN_ID_OUTPUT,
} as const satisfies Record<string, OutputSpec>;
