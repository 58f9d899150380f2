import type { Logger } from '../log.ts';
import { fitToLimit, GITHUB_BODY_MAX_CHARS } from '../render/fit.ts';
import { redact } from '../secrets/redact.ts';
import type { GitHubClient } from './client.ts';
import { isWrittenBy, type TokenIdentity, tokenIdentity } from './identity.ts';

/**
 * One issue kept up to date by a scheduled job: found by its marker among the open issues the
 * token's own identity opened (an issue by anyone else that quotes the marker is never ours), created
 * when there is something to say, edited in place, closed when all is well again.
 */
export interface TrackedIssue {
  readonly octokit: GitHubClient;
  readonly owner: string;
  readonly repo: string;
  /** A hidden HTML comment at the start of the body. */
  readonly marker: string;
  readonly title: string;
  readonly logger: Logger;
  /** The run, linked from the line that says what was cut when a body passes GitHub's limit. */
  readonly runUrl?: string;
}

export type IssueOutcome =
  | {
      readonly kind: 'opened' | 'updated' | 'unchanged' | 'closed';
      readonly number: number;
      readonly url: string;
    }
  | { readonly kind: 'none' };

async function findOurs(issue: TrackedIssue, identity: TokenIdentity) {
  const { octokit, owner, repo, marker } = issue;
  const pages = octokit.paginate.iterator(octokit.rest.issues.listForRepo, {
    owner,
    repo,
    state: 'open',
    per_page: 100,
  });
  for await (const { data } of pages) {
    const found = data.find(
      (candidate) =>
        candidate.pull_request === undefined &&
        isWrittenBy(candidate.user, identity) &&
        (candidate.body ?? '').startsWith(marker),
    );
    if (found) return found;
  }
  return undefined;
}

/** Opens or edits the issue with `body`; undefined body closes it (when open) instead. */
export async function keepIssue(issue: TrackedIssue, body: string | undefined): Promise<IssueOutcome> {
  const { octokit, owner, repo, marker, logger } = issue;
  const identity = await tokenIdentity(octokit);
  const existing = await findOurs(issue, identity);
  logger.debug(
    existing === undefined
      ? `No open issue of ${identity.login} starts with ${marker}.`
      : `Issue #${existing.number} of ${identity.login} starts with ${marker}: it is the one kept.`,
  );
  if (body === undefined) {
    if (existing === undefined) return { kind: 'none' };
    const closing = fitIssueBody(
      `${existing.body ?? marker}\n\n---\n✅ Everything matches the files again; closed by the drift check.`,
      issue.runUrl,
    );
    await octokit.rest.issues.update({
      owner,
      repo,
      issue_number: existing.number,
      body: closing,
      state: 'closed',
      state_reason: 'completed',
    });
    return { kind: 'closed', number: existing.number, url: existing.html_url };
  }
  const full = fitIssueBody(`${marker}\n${redact(body)}`, issue.runUrl);
  if (existing === undefined) {
    const { data } = await octokit.rest.issues.create({ owner, repo, title: issue.title, body: full });
    return { kind: 'opened', number: data.number, url: data.html_url };
  }
  if (existing.body === full) return { kind: 'unchanged', number: existing.number, url: existing.html_url };
  await octokit.rest.issues.update({ owner, repo, issue_number: existing.number, body: full });
  return { kind: 'updated', number: existing.number, url: existing.html_url };
}

/** GitHub refuses an issue body over 65,536 characters: the marker stays first, the end is cut. */
function fitIssueBody(body: string, runUrl: string | undefined): string {
  return fitToLimit(body, GITHUB_BODY_MAX_CHARS, {
    what: 'an issue',
    unit: 'characters',
    ...(runUrl === undefined ? {} : { runUrl }),
  });
}
