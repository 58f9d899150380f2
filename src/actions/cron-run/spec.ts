import { PLATFORM_INPUTS } from '../common/platform-inputs.ts';
import { defineAction, statusOutput, waitTimeoutInput } from '../common/spec.ts';

export const spec = defineAction({
  name: 'cron-run',
  title: 'Run a cron job now',
  summary:
    'Runs a cron job now and follows that run to its end: status, duration, output tail; a failed run fails the step.',
  description:
    "Run one of the platform's cron jobs now, by id or name, and follow the job's run history until that run ends: its status, duration and the tail of its output. A failed run fails the step. A dry run works with a read key.",
  inputs: {
    ...PLATFORM_INPUTS,
    job: {
      description:
        "The cron job's id or name. A name two jobs share is refused (the error lists their ids): give the id, or narrow it with `project`.",
      required: true,
    },
    project: {
      description:
        "The id or name of the project the job belongs to. Given, a name is looked up among that project's jobs only, and a job of another project is refused. Empty: every job the key sees.",
    },
    'dry-run': {
      description: 'Only say which job would run and what it runs; nothing is run. Works with a read key.',
      default: 'false',
    },
    ...waitTimeoutInput('the run to end', '30m'),
  },
  outputs: {
    ...statusOutput(
      '`succeeded`, `failed` (the run failed, or the step failed before it: an input, the key, the platform), `timed-out`, `planned` (dry run) or `cancelled`.',
    ),
    'job-id': { description: "The cron job's id." },
    'run-id': { description: 'The id of the run this step started (empty for a dry run).' },
    'exit-code': { description: "The run's exit code, when the platform reports one." },
    'duration-ms': {
      description:
        "How long the run took, in milliseconds: the platform's figure, else from its start and end times.",
    },
  },
});
