import type { GitHubAccess } from '../../github/client.ts';
import { upsertStickyComment } from '../../github/pr-comment.ts';
import type { Logger } from '../../log.ts';
import { type ProjectResult, parseResults, renderResultsTable } from '../../manifest/results.ts';
import { formatDuration } from '../../render/deploy-status.ts';
import { details, escapeTableCell, markdownLink } from '../../render/markdown.ts';

/** One commit's rows, as the comment keeps them for the next run to fold below. */
interface CommitRows {
  readonly commit: string;
  readonly rows: readonly ProjectResult[];
}

const STATE_PREFIX = '<!-- platform-actions:deploy-many-state:';
/** How many earlier commits the comment keeps folded below the newest. */
const EARLIER_COMMITS = 10;
/** GitHub refuses comment bodies over 65,536 characters; the oldest commits go first. */
const MAX_BODY = 60_000;

export interface ManyCommentInput {
  readonly commit: string;
  readonly rows: readonly ProjectResult[];
  /** What the comment held before, newest first. */
  readonly earlier: readonly CommitRows[];
  readonly runUrl: string | undefined;
}

/**
 * The comment: this commit's rows (a re-run that deployed only some projects keeps the others' rows of
 * the same commit), the earlier commits folded below, and the state for the next run in a hidden line.
 */
export function renderManyComment(input: ManyCommentInput): string {
  const same = input.earlier.find((entry) => entry.commit === input.commit);
  const merged = new Map((same?.rows ?? []).map((row) => [row.key, row]));
  for (const row of input.rows) merged.set(row.key, row);
  const current: CommitRows = { commit: input.commit, rows: [...merged.values()] };
  let earlier = input.earlier.filter((entry) => entry.commit !== input.commit).slice(0, EARLIER_COMMITS);
  for (;;) {
    const body = renderBody(current, earlier, input.runUrl);
    if (body.length <= MAX_BODY || earlier.length === 0) return body;
    earlier = earlier.slice(0, -1);
  }
}

function renderBody(current: CommitRows, earlier: readonly CommitRows[], runUrl: string | undefined): string {
  const failed = current.rows.filter((row) => row.status !== 'live' || row.checks === 'failed').length;
  const total = current.rows.reduce((sum, row) => sum + row.durationMs, 0);
  const title = `### Deploy of ${current.rows.length} project${current.rows.length === 1 ? '' : 's'} at \`${shortSha(current.commit)}\``;
  const line = `${failed === 0 ? 'All live' : `${failed} not live`} · ${formatDuration(total)} of deploy time${runUrl ? ` · ${markdownLink('logs', runUrl)}` : ''}`;
  const folded = earlier
    .map((entry) => `#### \`${shortSha(entry.commit)}\`\n\n${renderResultsTable(entry.rows)}`)
    .join('\n');
  const older = earlier.length === 0 ? '' : `\n${details(`Earlier commits (${earlier.length})`, folded)}`;
  const state = Buffer.from(JSON.stringify([current, ...earlier])).toString('base64');
  return `${title}\n\n${line}\n\n${renderResultsTable(current.rows)}${older}\n${STATE_PREFIX}${state} -->\n`;
}

function shortSha(sha: string): string {
  return escapeTableCell(sha.slice(0, 7));
}

/** The rows an earlier run left in the comment; anything unreadable is no history at all. */
function readState(body: string): CommitRows[] {
  const start = body.lastIndexOf(STATE_PREFIX);
  if (start < 0) return [];
  const end = body.indexOf(' -->', start);
  try {
    const json: unknown = JSON.parse(
      Buffer.from(body.slice(start + STATE_PREFIX.length, end), 'base64').toString('utf8'),
    );
    if (!Array.isArray(json)) return [];
    return json.flatMap((entry: unknown): CommitRows[] => {
      if (entry === null || typeof entry !== 'object') return [];
      const { commit, rows } = entry as Record<string, unknown>;
      return typeof commit === 'string' && /^[0-9a-f]{7,64}$/i.test(commit)
        ? [{ commit, rows: parseResults(rows) }]
        : [];
    });
  } catch {
    return [];
  }
}

export interface ManyCommentOptions {
  readonly access: GitHubAccess;
  readonly owner: string;
  readonly repo: string;
  readonly issueNumber: number;
  readonly marker: string;
  readonly render: (earlier: readonly CommitRows[]) => string;
  readonly logger: Logger;
  readonly runUrl: string | undefined;
}

/**
 * Creates or edits the one comment. Its history is read only from the token's own comment (the sticky
 * comment's ownership rule): anyone can post a comment that starts with our marker, and their rows are
 * not ours.
 */
export async function upsertManyComment(options: ManyCommentOptions): Promise<void> {
  await upsertStickyComment({
    ...options.access,
    owner: options.owner,
    repo: options.repo,
    issueNumber: options.issueNumber,
    marker: options.marker,
    body: (earlier) => options.render(earlier === undefined ? [] : readState(earlier)),
    logger: options.logger,
    ...(options.runUrl === undefined ? {} : { runUrl: options.runUrl }),
  });
}
