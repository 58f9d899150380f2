import { GITHUB_TOKEN_INPUT, PLATFORM_INPUTS } from '../common/platform-inputs.ts';
import { defineAction, statusOutput } from '../common/spec.ts';

export const spec = defineAction({
  name: 'projects',
  title: 'Plan the projects to deploy',
  summary:
    "Plans a matrix of only the projects of a monorepo's `platform.yml` a push or PR changed (batched past 256 legs), each leg with its share of the key's rate.",
  description:
    "Read the repository's manifest of projects (`platform.yml`) and the event, and decide which projects to deploy: the ones whose watched files changed, or all of them. Gives a matrix for `strategy.matrix` with each leg's share of the key's rate; with `results`, writes the one report of a matrix's deploys instead.",
  inputs: {
    ...PLATFORM_INPUTS,
    manifest: {
      description: "The manifest of the repository's projects, relative to the workspace.",
      default: 'platform.yml',
    },
    projects: {
      description:
        'Keys of the manifest to deploy whatever changed, one per line or separated by commas, or `all`. Empty: the changed projects on `push` and `pull_request`, all of them on other events (`workflow_dispatch`, `schedule`).',
    },
    'max-parallel': {
      description:
        "How many legs the matrix runs at once (the workflow's `strategy.max-parallel`): each leg's share of the key's rate is the budget divided by the legs that can run at once on its key.",
      default: '8',
    },
    'rate-budget': {
      description:
        "Requests per second all legs running at once may make together with one key (the platform allows 20; the rest is headroom for timing jitter). Each leg's share is in the matrix as `api-rate`.",
      default: '18',
    },
    'api-keys': {
      description:
        'A pool of full API keys, one per line, that the deploy legs spread over by a stable hash of the project key. Only counted here, to give each key its own budget; pass the same pool to the legs.',
      secret: true,
    },
    results: {
      description:
        "Report mode: a directory of the legs' result files (`*.json`, the deploy step's `results` output). Writes one job summary and one sticky pull request comment with a row per project, instead of planning.",
    },
    planned: {
      description:
        "Report mode: the projects job's `matrix` output. Every planned project without a result row is a failed row (its leg died before deploying, was cancelled, or never started), never silence read as success.",
    },
    'deploy-result': {
      description:
        "Report mode: the deploy job's result (`${{ needs.deploy.result }}`); `cancelled` names the rows of legs that left no file as cancelled.",
    },
    ...GITHUB_TOKEN_INPUT,
    comment: {
      description: 'In report mode on a pull request: post or update the one sticky comment.',
      default: 'true',
    },
  },
  outputs: {
    matrix: {
      description:
        'JSON for `strategy.matrix`: `{"include":[{"key":"web","project":"prj_…","path":"apps/web","projects":"web","api-rate":"4.5"},…]}`; past 256 projects a leg deploys a batch, named in its `projects`.',
    },
    keys: { description: 'The keys of the projects to deploy, as a JSON list.' },
    count: { description: 'How many projects to deploy (0: skip the deploy job).' },
    legs: { description: 'How many matrix legs deploy them (at most 256).' },
    reason: { description: 'Why these projects, in one sentence.' },
    ...statusOutput(
      '`planned` (planning), or in report mode `live` when every project went live, else `failed`.',
    ),
  },
});
