import { ActionFailure } from '../errors.ts';
import type { PullRequestContext } from '../github/context.ts';

/**
 * Only a pull request whose head is this repository gets a preview. A fork's head branch is anyone's
 * to name (`main`), so a preview made from it could take a production name, and preview-sweep never
 * matches forks against the templates: what a preview step made for one would never be swept. Refused
 * before any request (a fork run only has a key under `pull_request_target` or a similar trigger).
 */
export function refuseForkPreview(action: string, pullRequest: PullRequestContext | undefined): void {
  if (pullRequest?.isFork !== true) return;
  throw new ActionFailure(
    `Pull request #${pullRequest.number} comes from a fork, and fork pull requests never get a preview, so ${action} changed nothing; skip the step for forks with \`if: github.event.pull_request.head.repo.full_name == github.repository\` (the preview workflow does).`,
  );
}
