import { PLATFORM_INPUTS } from '../common/platform-inputs.ts';
import { defineAction, statusOutput, waitTimeoutInput } from '../common/spec.ts';
import { EXPECTED_PLAN_INPUT, PLAN_ID_OUTPUT } from '../common/sync-spec.ts';

export const spec = defineAction({
  name: 'env-sync',
  title: 'Sync environment variables to the platform',
  summary:
    "Keeps a project's, env group's or compose service's variables equal to dotenv text or a file; no silent deletes, no redeploy when nothing changed.",
  description:
    "Keep a project's environment variables, an env group's, or one compose service's, equal to a declared dotenv set; values never appear in logs, summaries or outputs.",
  inputs: {
    ...PLATFORM_INPUTS,
    project: {
      description:
        "The project's id or name: the project whose variables are synced; with `service`, the project that service belongs to. Give `project` or `group`, not both.",
    },
    group: { description: 'The id of the env group whose variables are synced (instead of `project`).' },
    service: {
      description:
        "A compose service of `project`: sync that service's own variables instead of the project's.",
    },
    variables: {
      description:
        'The declared variables as dotenv text (`NAME=value` lines; quotes, multi-line quoted values, comments and `export ` work). Pass secret values in from repository secrets. Wins over `env-file` for a name in both.',
      secret: true,
    },
    'env-file': {
      description: 'Path of a dotenv file with declared variables, relative to the workspace.',
    },
    prune: {
      description:
        'Delete variables on the platform that are not declared. Off, a project sync that would have to delete them fails instead.',
      default: 'false',
    },
    wait: {
      description:
        'Project target: follow the redeploy the platform starts for the new values until it is live.',
      default: 'true',
    },
    'dry-run': {
      description: 'Print the plan (names to add, keep and remove) and write nothing; a read key is enough.',
      default: 'false',
    },
    ...waitTimeoutInput('the redeploy to go live', '30m'),
    'digest-key': {
      description:
        'The secret that keys the digest variable, whose name tells later runs whether the values changed; give plans and applies the same one, and their plan ids agree. Without it an apply keys the digest with `api-key`, and a dry run compares names only ("values not compared"): nothing it publishes is derived from the values.',
      secret: true,
    },
    ...EXPECTED_PLAN_INPUT,
    'attach-to': {
      description:
        'Group target: projects (ids or names) to attach the group to, one per line or comma-separated; a project it is attached to already is left as is.',
    },
  },
  outputs: {
    ...statusOutput(),
    added: { description: 'Names of the variables added, comma-separated (on a dry run: that would be).' },
    removed: { description: 'Names of the variables removed by prune, comma-separated.' },
    kept: { description: 'Names of declared variables that existed already, comma-separated.' },
    changed: {
      description:
        '`true` when anything was written (on a dry run: would be), `false` when the platform already matched.',
    },
    ...PLAN_ID_OUTPUT,
    'deployment-id': { description: 'Project target: the redeploy the new values started, if any.' },
  },
});
