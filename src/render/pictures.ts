import { formatDuration } from './deploy-status.ts';
import { codeBlock, oneLine } from './markdown.ts';

/** A measured step for a Gantt chart; times in ms from the start of what is charted. */
interface GanttPhase {
  readonly name: string;
  readonly startMs: number;
  readonly durationMs: number;
}

export interface GanttChart {
  readonly title: string;
  readonly phases: readonly GanttPhase[];
  /** A zero-length milestone at the end, e.g. `live` or `failed`. */
  readonly end?: { readonly name: string; readonly atMs: number };
}

/**
 * A Mermaid Gantt chart, which GitHub draws in summaries and comments. Times are milliseconds from
 * the epoch (`dateFormat x`), so the axis starts at 00:00 and reads as time since the start.
 * Mermaid gives `:`, `#` and `;` meanings inside a task line, so names keep only safe characters.
 */
export function renderGantt(chart: GanttChart): string {
  const longest = Math.max(chart.end?.atMs ?? 0, ...chart.phases.map((p) => p.startMs + p.durationMs));
  const lines = [
    'gantt',
    `  title ${mermaidText(chart.title)}`,
    '  dateFormat x',
    // Seconds and milliseconds for a short deploy; minutes and seconds once it takes a while.
    `  axisFormat ${longest < 60_000 ? '%-S.%Ls' : '%-M:%S'}`,
  ];
  chart.phases.forEach((phase, index) => {
    const name = mermaidText(phase.name);
    const duration = Math.max(1, Math.round(phase.durationMs));
    lines.push(`  section ${name}`);
    lines.push(
      `  ${taskLabel(name)} ${formatDuration(phase.durationMs)} :p${index}, ${Math.round(phase.startMs)}, ${duration}ms`,
    );
  });
  if (chart.end !== undefined) {
    // The milestone's text says when, so the diamond at the end of the axis needs no reading off.
    const name = mermaidText(chart.end.name);
    const label = `${taskLabel(name)} after ${formatDuration(chart.end.atMs)}`;
    lines.push(`  section ${name}`, `  ${label} :milestone, finish, ${Math.round(chart.end.atMs)}, 0ms`);
  }
  return codeBlock(lines.join('\n'), 'mermaid');
}

/**
 * What Mermaid's Gantt lexer reads as a statement at the start of a line (case-insensitively, most
 * even without a space after the word), before it would read a task's text: a status such as
 * `click p0 call alert()` starting a task line would be a click callback, `title x` the chart's title.
 * `section` and `title` lines are safe: their rule takes the rest of the line as the text.
 */
const STATEMENT_START =
  /^(?:click|call|href|gantt|dateformat|inclusiveenddates|topaxis|axisformat|tickinterval|includes|excludes|todaymarker|weekday|weekend|title|accdescription|accdescr|acctitle|section|\d{4}-\d\d-\d\d)/i;

/** A task's text, quoted when it starts as a statement would, so a label can never form one. */
function taskLabel(name: string): string {
  return STATEMENT_START.test(name) ? `“${name}”` : name;
}

function mermaidText(text: string): string {
  return (
    text
      .replace(/[^\p{L}\p{N} ._()/+-]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim() || '-'
  );
}

export type DiffLine =
  | { readonly op: 'add'; readonly text: string }
  | { readonly op: 'remove'; readonly text: string }
  | { readonly op: 'change'; readonly before: string; readonly after: string }
  | { readonly op: 'same'; readonly text: string };

/**
 * A ```diff block: GitHub colours `+` lines green and `-` lines red. A change is its old line then
 * its new one. Every line is one line: a newline inside the text would start an uncoloured line.
 */
export function renderDiff(lines: readonly DiffLine[]): string {
  return codeBlock(renderDiffLines(lines), 'diff');
}

/** The body of a diff block, for a caller that cuts it to a byte budget itself. */
export function renderDiffLines(lines: readonly DiffLine[]): string {
  const out: string[] = [];
  const one = (text: string) => oneLine(text, '\n').replace(/\s*\n\s*/g, ' ');
  for (const line of lines) {
    if (line.op === 'add') out.push(`+ ${one(line.text)}`);
    else if (line.op === 'remove') out.push(`- ${one(line.text)}`);
    else if (line.op === 'same') out.push(`  ${one(line.text)}`);
    else out.push(`- ${one(line.before)}`, `+ ${one(line.after)}`);
  }
  return out.join('\n');
}
