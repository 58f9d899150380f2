import {
  type ChangedFiles,
  changedFilesBetween,
  changedFilesOfPullRequest,
} from '../../github/changed-files.ts';
import type { GitHubWaits } from '../../github/client.ts';
import type { RunContext } from '../../github/context.ts';
import { stringAt, valueAt } from '../../github/event-payload.ts';
import type { Logger } from '../../log.ts';

const ZERO_SHA = /^0+$/;

/**
 * What this run's event changed. A push is compared `before...after` (a new branch, a deleted one
 * and a force push have nothing to compare with); a pull request lists its files; any other event
 * (`workflow_dispatch`, `schedule`, a release…) stands for everything. A merge queue's group
 * (`merge_group`) is compared `base_sha...head_sha`. Payload fields are checked
 * for their shape before they are used: a payload is input like any other.
 */
export async function changesOfEvent(
  context: RunContext,
  payload: unknown,
  githubToken: string | undefined,
  logger: Logger,
  waits: GitHubWaits = {},
): Promise<ChangedFiles | 'nothing'> {
  const event = context.eventName;
  const isPush = event === 'push';
  const isPull = event === 'pull_request' || event === 'pull_request_target';
  const group = event === 'merge_group' ? context.mergeGroup : undefined;
  if (event === 'merge_group' && group === undefined) {
    return everything('the merge_group event names no base_sha and head_sha to compare');
  }
  if (!isPush && !isPull && group === undefined)
    return everything(`the ${event || 'unknown'} event deploys every project`);
  if (!githubToken) return everything('there is no github-token to ask GitHub what changed');
  if (!context.owner || !context.repo) return everything('the run names no repository');
  const access = { token: githubToken, apiUrl: context.apiUrl, waits };
  const where = { owner: context.owner, repo: context.repo };
  // The queue's group is compared with the commit it merges onto: what landing it would change.
  if (group)
    return changedFilesBetween(access, { ...where, before: group.baseSha, after: group.headSha }, logger);
  if (isPull) {
    const number = context.pullRequest?.number;
    if (number === undefined || !Number.isSafeInteger(number) || number < 1) {
      return everything('the pull request event names no pull request number');
    }
    return changedFilesOfPullRequest(access, { ...where, number }, logger);
  }
  if (valueAt(payload, ['deleted']) === true) return 'nothing';
  const before = stringAt(payload, ['before']) ?? '';
  const after = stringAt(payload, ['after']) ?? context.sha;
  if (valueAt(payload, ['created']) === true || ZERO_SHA.test(before)) {
    return everything('the push created the branch, so there is nothing to compare with');
  }
  if (valueAt(payload, ['forced']) === true) {
    return everything('the push was forced, so what was deployed before may be gone from the branch');
  }
  return changedFilesBetween(access, { ...where, before, after }, logger);
}

function everything(reason: string): ChangedFiles {
  return { kind: 'everything', reason };
}
