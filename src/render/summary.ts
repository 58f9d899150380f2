import { redact } from '../secrets/redact.ts';
import { type DeployStatus, deployStatusLabel, formatBytes, formatDuration } from './deploy-status.ts';
import {
  codeBlock,
  details,
  escapeTableCell,
  markdownLink,
  renderTable,
  type TableCell,
} from './markdown.ts';
import { type GanttChart, renderGantt } from './pictures.ts';

/** "shop (prj_1)" when the name is known and says more than the id; the id alone otherwise. */
export function projectLabel(id: string, name: string | undefined): string {
  return name && name !== id ? `${name} (${id})` : id;
}

export { renderTable, type TableCell } from './markdown.ts';

interface ArchiveStats {
  readonly bytes: number;
  readonly fileCount: number;
  readonly sha256: string;
}

export interface DeploySummary {
  readonly project: string;
  /** The project's name from its record, when the run read it: the title reads "name (id)". */
  readonly projectName?: string;
  readonly status: DeployStatus;
  /** The platform's deployment id. */
  readonly deploymentId?: string | number;
  readonly url?: string;
  readonly durationMs?: number;
  readonly archive?: ArchiveStats;
  /** Why it failed, one line or a few. */
  readonly error?: string;
  /** The end of the deploy's log, shown open when the deploy did not succeed. */
  readonly logTail?: string | readonly string[];
  /** What to do about a failure, one or two sentences. */
  readonly nextSteps?: string;
  /** How long each step took, drawn as a Gantt chart. */
  readonly timeline?: GanttChart;
  /**
   * When the deployment is not what is live any more (rolled back after failed checks): what is,
   * e.g. "deployment dpl_9, built from dpl_7's source"; `url` is then its URL.
   */
  readonly liveNow?: string;
}

export interface LogTailOptions {
  readonly title?: string;
  readonly maxLines?: number;
  readonly open?: boolean;
}

const DEFAULT_TAIL_LINES = 100;
/** GitHub refuses summaries over 1 MiB per step; a tail is a glimpse, not the log. */
const MAX_TAIL_CHARS = 64 * 1024;
// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes start with ESC
const ANSI_ESCAPES = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;

/** The summary of one deploy as markdown: a table of facts, then the error and log tail if it failed. */
export function renderDeploySummary(summary: DeploySummary): string {
  const rows: [string, TableCell][] = [
    ['Status', deployStatusLabel(summary.status)],
    ['Project', summary.project],
  ];
  if (summary.deploymentId !== undefined) rows.push(['Deployment', String(summary.deploymentId)]);
  if (summary.liveNow !== undefined) rows.push(['Live now', summary.liveNow]);
  if (summary.url) rows.push(['URL', { markdown: markdownLink(summary.url, summary.url) }]);
  if (summary.durationMs !== undefined) rows.push(['Duration', formatDuration(summary.durationMs)]);
  if (summary.archive) {
    const { bytes, fileCount, sha256 } = summary.archive;
    const files = `${fileCount} file${fileCount === 1 ? '' : 's'}`;
    rows.push(['Archive', `${formatBytes(bytes)} (${bytes} bytes), ${files}`]);
    rows.push(['SHA-256', { markdown: `\`${sha256.replace(/[^0-9a-fA-F]/g, '')}\`` }]);
  }
  const title = `### Deploy ${escapeTableCell(redact(projectLabel(summary.project, summary.projectName)))}\n`;
  const parts = [title, renderTable(['', ''], rows)];
  if (summary.status !== 'success' && summary.error) {
    parts.push(`**Error:** ${escapeTableCell(redact(summary.error))}\n`);
  }
  if (summary.status !== 'success' && summary.nextSteps) {
    parts.push(`**Next steps:** ${escapeTableCell(redact(summary.nextSteps))}\n`);
  }
  if (summary.status !== 'success' && summary.logTail !== undefined) {
    parts.push(renderLogTail(summary.logTail, { open: true }));
  }
  if (summary.timeline !== undefined && summary.timeline.phases.length > 0) {
    parts.push(renderGantt(summary.timeline));
  }
  return parts.join('\n');
}

/** The last lines of a log, folded, in a code block nothing in the log can escape from. */
export function renderLogTail(log: string | readonly string[], options: LogTailOptions = {}): string {
  const { title = 'Log tail', maxLines = DEFAULT_TAIL_LINES, open = false } = options;
  const allLines = (typeof log === 'string' ? log.split(/\r?\n/) : log).flatMap((line) =>
    line.split(/\r?\n/),
  );
  while (allLines.length > 0 && allLines.at(-1) === '') allLines.pop();
  const lines = allLines.slice(-maxLines);
  let text = redact(lines.join('\n')).replace(ANSI_ESCAPES, '');
  if (text.length > MAX_TAIL_CHARS) text = text.slice(-MAX_TAIL_CHARS);
  const omitted = allLines.length - lines.length;
  const label = omitted > 0 ? `${title} (last ${lines.length} of ${allLines.length} lines)` : title;
  return details(redact(label), codeBlock(text, 'text'), open);
}
