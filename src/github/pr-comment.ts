import type { Logger } from '../log.ts';
import { type DeployStatus, deployStatusLabel } from '../render/deploy-status.ts';
import { fitToLimit, GITHUB_BODY_MAX_CHARS } from '../render/fit.ts';
import { escapeTableCell, markdownLink, renderTable, type TableCell } from '../render/markdown.ts';
import { type GanttChart, renderGantt } from '../render/pictures.ts';
import { projectLabel } from '../render/summary.ts';
import { redact } from '../secrets/redact.ts';
import { clientFor, type GitHubAccess, type GitHubClient } from './client.ts';
import { isPermissionFailure, warnGitHubFailure } from './failures.ts';
import { isWrittenBy, tokenIdentity } from './identity.ts';

export type StickyCommentOptions = GitHubAccess & {
  readonly owner: string;
  readonly repo: string;
  readonly issueNumber: number;
  /** A hidden HTML comment that identifies this comment among all others, e.g. from `deployCommentMarker`. */
  readonly marker: string;
  /** The body, or how to make it from the body of the comment an earlier run left (its history). */
  readonly body: string | ((earlier: string | undefined) => string);
  /** GitHub refused for lack of permission: the caller stops commenting for the rest of the run. */
  readonly onRefused?: () => void;
  /** Where a refusal is warned about: the action's port. */
  readonly logger: Logger;
  /** The run, linked from the line that says what was cut when a body passes GitHub's limit. */
  readonly runUrl?: string;
};

export interface StickyCommentResult {
  readonly id: number;
  readonly created: boolean;
}

const PERMISSION = 'pull-requests: write';

/** One sticky comment per project, so a repository that deploys several projects gets one each. */
export function deployCommentMarker(project: string): string {
  return `<!-- platform-actions:deploy:${project.replace(/--+|>/g, '-')} -->`;
}

/**
 * Create the comment that carries `marker`, or edit it in place when an earlier run left one, so a
 * pull request shows one up-to-date comment instead of one per push. Undefined (with a warning)
 * when GitHub refuses; commenting never fails a deploy.
 */
export async function upsertStickyComment(
  options: StickyCommentOptions,
): Promise<StickyCommentResult | undefined> {
  const { owner, repo, issueNumber, marker } = options;
  const where = { owner, repo, issue_number: issueNumber };
  try {
    const octokit = await clientFor(options);
    const existing = await findCommentWithMarker(octokit, where, marker, options.logger);
    const text = typeof options.body === 'string' ? options.body : options.body(existing?.body);
    // GitHub refuses a body over 65,536 characters: the marker stays first, the end is cut.
    const body = fitToLimit(`${marker}\n${redact(text)}`, GITHUB_BODY_MAX_CHARS, {
      what: 'a comment',
      unit: 'characters',
      ...(options.runUrl === undefined ? {} : { runUrl: options.runUrl }),
    });
    if (existing === undefined) {
      const { data } = await octokit.rest.issues.createComment({ ...where, body });
      return { id: data.id, created: true };
    }
    if (existing.body !== body) {
      await octokit.rest.issues.updateComment({ owner, repo, comment_id: existing.id, body });
    }
    return { id: existing.id, created: false };
  } catch (error) {
    if (isPermissionFailure(error)) options.onRefused?.();
    warnGitHubFailure(`comment on pull request #${issueNumber}`, PERMISSION, error, options.logger);
    return undefined;
  }
}

/**
 * The first comment of the token's own account whose body starts with the marker, looking through
 * every page: on a busy pull request ours can be far past the first 100. Matching only at the start
 * keeps a human reply that quotes our comment from being mistaken for it; matching only our own
 * account keeps anyone else from planting a comment with our marker and having us edit it (their
 * comment, our report in it, theirs to change later). Such a comment is left as it is.
 */
async function findCommentWithMarker(
  octokit: GitHubClient,
  where: { owner: string; repo: string; issue_number: number },
  marker: string,
  logger: Logger,
): Promise<{ id: number; body: string } | undefined> {
  const identity = await tokenIdentity(octokit);
  const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, { ...where, per_page: 100 });
  for await (const { data } of pages) {
    const marked = data.filter((comment) => comment.body?.startsWith(marker));
    const found = marked.find((comment) => isWrittenBy(comment.user, identity));
    if (found) return { id: found.id, body: found.body ?? '' };
    for (const other of marked) {
      logger.debug(
        `Comment ${other.id} carries ${marker} but is not by ${identity.login}: not ours to edit.`,
      );
    }
  }
  logger.debug(`No comment with ${marker} yet on #${where.issue_number}.`);
  return undefined;
}

export interface DeployCommentInput {
  readonly project: string;
  readonly status: DeployStatus;
  readonly url?: string;
  readonly commitSha: string;
  /** The commit's page on GitHub; the comment links the short SHA to it. */
  readonly commitUrl?: string;
  /** The project's name from its record, when known: the title reads "name (id)". */
  readonly projectName?: string;
  /** How long each step of the deploy took, drawn as a Gantt chart. */
  readonly timeline?: GanttChart;
  readonly runUrl?: string;
  /** The platform's deployment id. */
  readonly deploymentId?: string | number;
  /** The stable preview domain of the branch, when the platform gives one besides the per-deploy URL. */
  readonly previewDomainUrl?: string;
  /** After a rollback: what is live instead of `deploymentId` (`url` is then its URL). */
  readonly liveNow?: string;
}

/** The body of the sticky deploy comment (without its marker: `upsertStickyComment` adds it). */
export function renderDeployComment(input: DeployCommentInput): string {
  const rows: [string, TableCell][] = [['Status', deployStatusLabel(input.status)]];
  if (input.url) rows.push(['URL', { markdown: markdownLink(input.url, input.url) }]);
  if (input.previewDomainUrl) {
    rows.push(['Preview domain', { markdown: markdownLink(input.previewDomainUrl, input.previewDomainUrl) }]);
  }
  // GitHub links a bare SHA only in some places; a short SHA linked explicitly reads the same everywhere.
  const isHexSha = /^[0-9a-f]{7,64}$/i.test(input.commitSha);
  if (isHexSha && input.commitUrl) {
    rows.push([
      'Commit',
      { markdown: markdownLink(input.commitSha.slice(0, 7), input.commitUrl, { code: true }) },
    ]);
  } else rows.push(['Commit', input.commitSha]);
  if (input.deploymentId !== undefined) rows.push(['Deployment', String(input.deploymentId)]);
  if (input.liveNow !== undefined) rows.push(['Live now', input.liveNow]);
  if (input.runUrl) rows.push(['Run', { markdown: markdownLink('Logs', input.runUrl) }]);
  const heading = `### Deploy of ${escapeTableCell(redact(projectLabel(input.project, input.projectName)))}\n`;
  const chart = input.timeline === undefined ? '' : `\n${renderGantt(input.timeline)}`;
  return redact(`${heading}\n${renderTable(['', ''], rows)}${chart}`);
}
