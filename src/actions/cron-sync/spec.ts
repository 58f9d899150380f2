import { PLATFORM_INPUTS } from '../common/platform-inputs.ts';
import { defineAction } from '../common/spec.ts';
import { SYNC_INPUTS, SYNC_OUTPUTS } from '../common/sync-spec.ts';

export const spec = defineAction({
  name: 'cron-sync',
  title: 'Sync cron jobs to the platform',
  summary:
    'Makes the cron jobs match a file: schedules checked by the platform before any write, next runs in the summary.',
  description:
    'Make the platform’s cron jobs match a file in the repository: plan, check every schedule with the platform, then create, update and (with prune) delete jobs by name.',
  inputs: {
    ...PLATFORM_INPUTS,
    ...SYNC_INPUTS,
    'dry-run': {
      ...SYNC_INPUTS['dry-run'],
      description:
        "Plan and validate only: nothing is written. Works with a read key, which makes GET requests only: the platform's own schedule check (POST /cron/preview) then needs a full key, so schedules are checked offline and the next runs are computed offline (croner, in each job's time zone) and labelled so.",
    },
    project: {
      description:
        "The project's id or name, for jobs that name none (a job's own `project:` takes an id or a name too). Jobs of projects the file does not mention are never touched.",
    },
  },
  outputs: SYNC_OUTPUTS,
});
