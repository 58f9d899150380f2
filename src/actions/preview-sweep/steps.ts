import type { PlatformClient } from '../../api/client.ts';
import type { RunContext } from '../../github/context.ts';
import type { ActionPort } from '../../port.ts';
import type { PullRequests } from '../../preview/sweep/pulls.ts';
import { resolveProject } from '../../projects/project-input.ts';
import type { PreviewSweepInputs } from './inputs.ts';

/** The naming templates, with `project` (an id or a name) resolved once, before anything is listed or removed. */
export async function resolveTemplates(
  config: PreviewSweepInputs,
  { client, port, signal }: { client: PlatformClient; port: ActionPort; signal: AbortSignal },
) {
  const scope = config.templates.project;
  return scope?.kind === 'id'
    ? {
        ...config.templates,
        project: {
          kind: 'id' as const,
          id: (await resolveProject(client, scope.id, { logger: port, signal })).id,
        },
      }
    : config.templates;
}

/** GitHub answers 404 for every pull request of a repository the token cannot see: say so. */
export function warnIfPullRequestsUnseen(pulls: PullRequests, context: RunContext, port: ActionPort): void {
  const { unknown, known } = pulls.lookups();
  if (unknown.length > 0 && known === 0) {
    port.warning(
      `GitHub knows none of the pull requests these names point at (#${unknown.slice(0, 5).join(', #')}), so they were left alone; if they exist, the token cannot see ${context.owner}/${context.repo}'s pull requests.`,
    );
  }
}
