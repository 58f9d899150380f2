import { formatDuration } from '../render/deploy-status.ts';
import { markdownLink, renderTable, type TableCell } from '../render/markdown.ts';

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
]);
const LABELS: Record<string, string> = {
  live: '✅ live',
  pending: '⏳ pending',
  cancelled: '🚫 cancelled',
  skipped: '⏭️ skipped',
  superseded: '⏭️ superseded (newer commit live)',
};

/**
 * The rows of one result file, each checked for its shape: the files travel between jobs as
 * artifacts, so anything that is not a row we wrote (a wrong type, a URL that is not http(s)) is dropped.
 */
export function parseResults(json: unknown): ProjectResult[] {
  const items = Array.isArray(json) ? json : [];
  const rows: ProjectResult[] = [];
  for (const item of items) {
    if (item === null || typeof item !== 'object') continue;
    const { key, project, status, url, checks, durationMs, deploymentId } = item as Record<string, unknown>;
    if (typeof key !== 'string' || typeof project !== 'string' || typeof status !== 'string') continue;
    if (!STATUSES.has(status)) continue;
    rows.push({
      key: key.slice(0, 63),
      project: project.slice(0, 200),
      status,
      durationMs:
        typeof durationMs === 'number' && Number.isFinite(durationMs) && durationMs >= 0 ? durationMs : 0,
      ...(typeof url === 'string' && /^https?:\/\/[^\s]+$/i.test(url) ? { url: url.slice(0, 500) } : {}),
      ...(checks === 'passed' || checks === 'failed' ? { checks } : {}),
      ...(typeof deploymentId === 'string' ? { deploymentId: deploymentId.slice(0, 200) } : {}),
    });
  }
  return rows;
}

export function isSuccess(row: ProjectResult): boolean {
  // Superseded: nothing shipped because a newer commit is live, which is what was wanted.
  return (row.status === 'live' || row.status === 'superseded') && row.checks !== 'failed';
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
