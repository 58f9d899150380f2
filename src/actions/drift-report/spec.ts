import { githubTokenInput, PLATFORM_INPUTS } from '../common/platform-inputs.ts';
import { defineAction, statusOutput } from '../common/spec.ts';

export const spec = defineAction({
  name: 'drift-report',
  title: 'Keep one issue about platform drift',
  summary:
    'Keeps one GitHub issue listing what scheduled read-key plans found drifted; closes it when all matches.',
  description:
    "Read the dry runs of the sync actions (a scheduled job's `needs`) and keep one GitHub issue up to date with what drifted: opened when something differs, edited as it changes, closed when everything matches again. Writes nothing to the platform.",
  inputs: {
    ...PLATFORM_INPUTS,
    needs: {
      description:
        "The plan jobs' results and outputs: `${{ toJSON(needs) }}` in a job that `needs` the env-sync, dns-sync, cron-sync and project-sync dry runs (any subset; skipped jobs are left out unless `expected` names them). The issue is closed only when at least one plan ran and every one found no drift.",
      required: true,
    },
    expected: {
      description:
        'The plan jobs that must run, comma-separated or one per line (drift.yml names each one whose file is set). One of them skipped or missing means drift is unknown: the issue is left as it is, with a warning. Empty: the jobs of `needs` that were not skipped.',
    },
    title: { description: 'Title of the issue when it is opened.', default: 'Platform config drift' },
    marker: {
      description:
        'A name that tells this drift issue from others (one per platform or environment); it goes in a hidden marker at the start of the body.',
      default: 'platform-config-drift',
    },
    ...githubTokenInput(
      'Token that opens, edits and closes the issue (`issues: write`). Only issues this token’s identity opened are ever edited.',
    ),
  },
  outputs: {
    ...statusOutput(
      '`succeeded`, `failed` (the step failed: an input, GitHub, or a plan job that did not finish), or `cancelled`.',
    ),
    drift: { description: '`true` when any checked area differs from its files, else `false`.' },
    drifted: { description: 'The areas that drifted, comma-separated job ids (`dns-sync,cron-sync`).' },
    'issue-number': { description: 'The drift issue, when one is open or was just closed.' },
    'issue-action': { description: '`opened`, `updated`, `unchanged`, `closed` or `none`.' },
  },
});
