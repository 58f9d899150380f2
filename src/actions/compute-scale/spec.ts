import { PLATFORM_INPUTS } from '../common/platform-inputs.ts';
import { defineAction, statusOutput, waitTimeoutInput } from '../common/spec.ts';

export const spec = defineAction({
  name: 'compute-scale',
  title: 'Scale a heavy-compute service',
  summary:
    "Sets a compute service's CPU and memory: plan (dry run with a read key), then wait for the new size.",
  description:
    "Set a heavy-compute service's CPU and memory: plan the change (current → wanted), make it only when something changes, and wait until the service reports the new size. A dry run works with a read key.",
  inputs: {
    ...PLATFORM_INPUTS,
    service: {
      description:
        "The compute service's id or name. A name two services share is refused (the error lists their ids): give the id.",
      required: true,
    },
    cpu: {
      description:
        'CPUs wanted, e.g. `2` or `0.5`. Empty: keep the current CPU. Give `cpu`, `memory` or both.',
    },
    memory: {
      description:
        'Memory wanted: MB as a plain number (`4096`), or with a unit: `4096MB`, `4GB` (1 GB = 1024 MB). Empty: keep the current memory.',
    },
    'dry-run': {
      description: 'Only plan: read the service and show the change, write nothing. Works with a read key.',
      default: 'false',
    },
    wait: {
      description:
        'Wait until the service reports the new size (`true`), or only send the request (`false`).',
      default: 'true',
    },
    ...waitTimeoutInput('the new size', '10m'),
  },
  outputs: {
    ...statusOutput(
      '`succeeded` (the service has the size wanted, changed or not), `planned` (dry run), `requested` (`wait: false`), `timed-out`, `failed` or `cancelled`.',
    ),
    'service-id': { description: "The compute service's id." },
    cpu: { description: 'CPUs wanted (what the service has once the change is done).' },
    memory: { description: 'Memory wanted, in MB.' },
    changed: {
      description: '`true` when the size differs from the current one (a dry run says what it would do).',
    },
    plan: {
      description:
        'The plan as JSON: `{"service":{"id","name"},"current":{"cpu","memoryMb"},"wanted":{"cpu","memoryMb"},"changed"}`.',
    },
  },
});
