import { PLATFORM_INPUTS } from '../common/platform-inputs.ts';
import { defineAction, statusOutput } from '../common/spec.ts';

export const spec = defineAction({
  name: 'run',
  title: 'Run a command on the platform',
  summary:
    "Runs a one-off command (migrations, seeds) in the platform's sandbox or a live container; fails when the command fails.",
  description:
    "Run a one-off command (a migration, a seed, a smoke test) in the platform's sandbox, or in a live service container, and follow its output until it ends.",
  inputs: {
    ...PLATFORM_INPUTS,
    project: { description: "The project's id or name: the project to run the command for.", required: true },
    command: {
      description:
        "The command line, e.g. `npm run migrate`. Sandbox runs accept only the platform's allowed commands (GET /runs/allowed-commands); others are refused before anything is sent.",
      required: true,
    },
    service: {
      description:
        "Run the command inside this service's live container (e.g. `web`) instead of a fresh sandbox. Exec is not limited to the allowed commands.",
    },
    timeout: {
      description: 'How long to follow a sandbox run before failing: `90s`, `15m`, `1h`, or plain seconds.',
      default: '30m',
    },
  },
  outputs: {
    'run-id': { description: 'The platform run id (sandbox runs; empty for `service` exec).' },
    'exit-code': { description: "The command's exit code (empty when unknown: timed out or cancelled)." },
    ...statusOutput(
      '`succeeded`, `failed` (also an input or key error before the command started), `timed-out` or `cancelled`.',
    ),
  },
});
