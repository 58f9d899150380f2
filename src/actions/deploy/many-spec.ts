import type { InputSpec, OutputSpec } from '../common/spec.ts';

/** The deploy action's manifest mode: several projects of `platform.yml` in one job. */
export const MANY_INPUTS = {
  projects: {
    description:
      'Manifest mode: keys of the manifest to deploy in this one job, one per line or separated by commas (a matrix leg passes `matrix.projects`). Each project deploys its own `path` with its own checks, exclude and timeout, its `env-file` variables set first, several at once under one rate budget (`api-rate` is then a cap per second, not a pace). `project` is then empty, or the ids the projects action resolved (`matrix.project`).',
  },
  manifest: {
    description: "The manifest of the repository's projects that `projects` names keys of.",
    default: 'platform.yml',
  },
  concurrency: {
    description: 'Manifest mode: how many of the projects deploy at the same time (1 to 16).',
    default: '4',
  },
  previews: {
    description:
      "Manifest mode, on pull_request and merge_group: `deploy` each project's preview (a closed pull request's are removed instead), or `remove` them: the merge queue workflow's last job, whatever the group's outcome. The preview's name and domain come from the project's `preview-name` and `preview-domain` in the manifest.",
    default: 'deploy',
  },
  'api-keys': {
    description:
      "Manifest mode: a pool of full API keys, one per line; the job uses the one a stable hash of its first project's key picks (the `projects` action plans each key's budget the same way). Empty: `api-key`.",
    secret: true,
  },
} as const satisfies Record<string, InputSpec>;

export const MANY_OUTPUTS = {
  results: {
    description:
      "Manifest mode: a JSON list with one row per project (`key`, `project`, `status`, `url`, `checks`, `durationMs`, `deploymentId`), for the `projects` action's report.",
  },
} as const satisfies Record<string, OutputSpec>;
