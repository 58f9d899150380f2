import { formatDuration } from '../render/deploy-status.ts';
import { markdownLink, renderTable, type TableCell } from '../render/markdown.ts';
import { KEY_PATTERN } from './manifest.ts';

/** How one manifest project's deploy ended, as a leg reports it to the report job. */
export interface ProjectResult {
  readonly key: string;
  readonly project: string;
  readonly status: string;
  readonly url?: string;
  /** `passed`, `failed`, or absent when no checks ran. */
  readonly checks?: string;
  readonly durationMs: number;
  readonly deploymentId?: string;
}

const STATUSES = new Set([
  'live',
  'failed',
  'timed-out',
  'cancelled',
  'pending',
  'checks-failed',
  'rolled-back',
  'skipped',
  'superseded',
  // A pull request's or merge group's previews taken down (manifest mode's removal).
  'removed',
  'no-preview',
  'refused',
  // Written by the report for a planned project no leg reported (see `unreportedRows`).
  'no-result',
  'not-reported',
]);
const LABELS: Record<string, string> = {
  live: '✅ live',
  pending: '⏳ pending',
  cancelled: '🚫 cancelled',
  skipped: '⏭️ skipped',
  superseded: '⏭️ superseded (newer commit live)',
  removed: '🧹 preview removed',
  'no-preview': '— no preview to remove',
  refused: '❌ refused: the domain is production',
  'no-result': '❌ no result: the leg failed before deploying',
  'not-reported': '❌ no result: the leg never reported (it did not start, or was cancelled)',
};

/**
 * The rows of one result file, each checked for its shape: the files travel between jobs as
 * artifacts, so anything that is not a row we wrote (a key the manifest could not hold, a wrong type,
 * a URL that is not http(s)) is dropped.
 */
export function parseResults(json: unknown): ProjectResult[] {
  const items = Array.isArray(json) ? json : [];
  const rows: ProjectResult[] = [];
  for (const item of items) {
    if (item === null || typeof item !== 'object') continue;
    const { key, project, status, url, checks, durationMs, deploymentId } = item as Record<string, unknown>;
    if (typeof key !== 'string' || typeof project !== 'string' || typeof status !== 'string') continue;
    if (!STATUSES.has(status) || !KEY_PATTERN.test(key)) continue;
    rows.push({
      key,
      project: project.slice(0, 200),
      status,
      durationMs:
        typeof durationMs === 'number' && Number.isFinite(durationMs) && durationMs >= 0 ? durationMs : 0,
      ...(typeof url === 'string' && url.length <= 500 && /^https?:\/\/[^\s]+$/i.test(url) ? { url } : {}),
      ...(checks === 'passed' || checks === 'failed' ? { checks } : {}),
      ...(typeof deploymentId === 'string' ? { deploymentId: deploymentId.slice(0, 200) } : {}),
    });
  }
  return rows;
}

/** How a planned project's leg ended when it left no row for it. */
export type LegEnd = 'reported' | 'cancelled' | 'unknown';

/**
 * A failed row for every planned key without a result: a leg that wrote its file but no row for the
 * key died before its deploy step said anything (`no-result`); a leg that wrote no file was cancelled
 * or never started. The report never reads silence as success.
 */
export function unreportedRows(
  planned: readonly string[],
  rows: readonly ProjectResult[],
  legEnd: (key: string) => LegEnd,
): ProjectResult[] {
  const reported = new Set(rows.map((row) => row.key));
  return planned
    .filter((key) => !reported.has(key))
    .map((key) => {
      const end = legEnd(key);
      const status = end === 'reported' ? 'no-result' : end === 'cancelled' ? 'cancelled' : 'not-reported';
      return { key, project: key, status, durationMs: 0 };
    });
}

export function isSuccess(row: ProjectResult): boolean {
  // Superseded: nothing shipped because a newer commit is live, which is what was wanted.
  // Removed, or nothing to remove: the end a closed pull request's previews should have.
  const ended = ['live', 'superseded', 'removed', 'no-preview'].includes(row.status);
  return ended && row.checks !== 'failed';
}

/** One row per project, sorted by key: status, URL, checks, duration. */
export function renderResultsTable(rows: readonly ProjectResult[]): string {
  const sorted = [...rows].sort((a, b) => a.key.localeCompare(b.key));
  const cells = sorted.map((row): TableCell[] => [
    row.key,
    LABELS[row.status] ?? `❌ ${row.status}`,
    row.url ? { markdown: markdownLink(row.url, row.url) } : '',
    row.checks === undefined ? '—' : row.checks === 'passed' ? '✅ passed' : '❌ failed',
    formatDuration(row.durationMs),
  ]);
  return renderTable(['Project', 'Status', 'URL', 'Checks', 'Duration'], cells);
}
