import { DEFAULT_MAX_DELETIONS } from '../../preview/sweep/sweep.ts';
import { githubTokenInput, PLATFORM_INPUTS } from '../common/platform-inputs.ts';
import { defineAction } from '../common/spec.ts';
import { EXPECTED_PLAN_INPUT, SYNC_OUTPUTS } from '../common/sync-spec.ts';

export const spec = defineAction({
  name: 'preview-sweep',
  title: 'Sweep the previews of closed pull requests',
  summary:
    "Removes what closed pull requests' previews left behind (domains, databases, env groups), matched strictly by the templates: plan first, `max-deletions`, dry run.",
  description:
    'Find what previews left behind (domains, databases, env groups, projects) from the preview templates, ask GitHub which pull requests are closed, and remove their resources: plan first, a deletion threshold, and a dry run.',
  inputs: {
    ...PLATFORM_INPUTS,
    project: {
      description:
        'The id or name of the one project the preview domains are attached to (as in preview-domain). Give this or `project-name` to sweep domains.',
    },
    'project-name': {
      description:
        "The preview project name template of preview-domain, e.g. `shop-pr-{pr}` (`{pr}`, `{branch}`, `{sha}`). A closed pull request's project loses its domains and env groups, and is listed: the API cannot delete projects.",
    },
    domain: {
      description:
        'The preview domain template of preview-domain, e.g. `pr-{pr}.preview.example.com`. Only domains whose whole name it renders are detached.',
    },
    'database-name': {
      description:
        'The database name template of preview-database, e.g. `shop-pr-{pr}`. Only databases whose whole name matches it (`^shop-pr-\\d+$`) are deleted.',
    },
    'env-group-name': {
      description:
        "A name template of env groups made per pull request, e.g. `shop-pr-{pr}`: such groups of closed pull requests are deleted. Shared groups attached by `env-groups` are only detached from the closed previews' projects.",
    },
    'max-deletions': {
      description:
        'Refuse (write nothing) when the plan removes more than this many resources, unless `force` is true.',
      default: String(DEFAULT_MAX_DELETIONS),
    },
    force: {
      description: 'Apply a plan that removes more than `max-deletions` resources.',
      default: 'false',
    },
    'dry-run': {
      description: 'Plan only: nothing is written. Works with a read key.',
      default: 'false',
    },
    ...EXPECTED_PLAN_INPUT,
    ...githubTokenInput(
      'Token that reads the pull requests (`pull-requests: read`). Required: nothing is removed without GitHub saying its pull request is closed.',
    ),
  },
  outputs: {
    ...SYNC_OUTPUTS,
    deleted: { description: 'How many resources were removed (on a dry run or a refused plan: would be).' },
    unchanged: { description: 'How many resources of open pull requests were kept.' },
    unmanaged: {
      description:
        'How many resources were left alone: names outside the templates, or of no known pull request.',
    },
    'projects-left': {
      description:
        'JSON list of `{ id, name, pr }` of the preview projects of closed pull requests, which the API cannot delete.',
    },
  },
});
