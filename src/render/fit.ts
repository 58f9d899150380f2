/**
 * GitHub's size limits on what we write: an issue or comment body over 65,536 characters is refused
 * with 422 (so the drift issue could not be opened exactly when drift is largest), and a step's job
 * summary over 1 MiB is dropped. Every body is cut to fit here, at a line boundary, with what was
 * left open (a code fence, a `<details>`) closed and one line saying what was cut and where the run is.
 */
export const GITHUB_BODY_MAX_CHARS = 65_536;
export const STEP_SUMMARY_MAX_BYTES = 1024 * 1024;

export interface FitOptions {
  /** What the limit is, for the cut line: "a comment", "an issue", "a job summary". */
  readonly what: string;
  /** Characters (GitHub's bodies) or UTF-8 bytes (the step summary). */
  readonly unit: 'characters' | 'bytes';
  /** The run, linked from the cut line so the reader can find the rest. */
  readonly runUrl?: string;
}

/** Room for the closers of a cut body (a fence, `</details>` tags) besides the cut line. */
const CLOSERS_RESERVE = 200;

export function sizeOf(text: string, unit: FitOptions['unit']): number {
  return unit === 'bytes' ? Buffer.byteLength(text) : text.length;
}

/** `markdown` as it is when it fits in `limit`, else its first lines and a line saying what was cut. */
export function fitToLimit(markdown: string, limit: number, options: FitOptions): string {
  const total = sizeOf(markdown, options.unit);
  if (total <= limit) return markdown;
  const note = (shown: number) => cutLine(total - shown, total, limit, options);
  // The note's size grows by a few digits at most; measure it at its largest.
  const budget = limit - sizeOf(note(0), options.unit) - CLOSERS_RESERVE;
  const lines = markdown.split('\n');
  const kept: string[] = [];
  let used = 0;
  for (const line of lines) {
    const size = sizeOf(line, options.unit) + 1;
    if (used + size > budget) {
      if (kept.length === 0) kept.push(sliceLine(line, budget, options.unit));
      break;
    }
    kept.push(line);
    used += size;
  }
  const head = kept.join('\n');
  return `${head}\n${closers(head)}\n${note(sizeOf(head, options.unit))}\n`;
}

function cutLine(cut: number, total: number, limit: number, options: FitOptions): string {
  const count = (n: number) => n.toLocaleString('en-US');
  const where = options.runUrl === undefined ? 'the run' : `[the run](${options.runUrl})`;
  return `_✂️ Cut to fit: ${count(cut)} of ${count(total)} ${options.unit} not shown (GitHub holds at most ${count(limit)} ${options.unit} in ${options.what}). See ${where} for the rest._`;
}

/** One line cut short; never inside a hidden comment it opens, which would hide the cut line. */
function sliceLine(line: string, budget: number, unit: FitOptions['unit']): string {
  const end = Math.max(0, budget);
  const cut =
    unit === 'bytes'
      ? Buffer.from(line)
          .subarray(0, end)
          .toString('utf8')
          .replace(/\uFFFD$/, '')
      : line.slice(0, end).replace(/[\uD800-\uDBFF]$/, '');
  const open = cut.lastIndexOf('<!--');
  return open > cut.lastIndexOf('-->') ? cut.slice(0, open) : cut;
}

/** What the kept part opened and did not close: a code fence, `<details>` sections. */
function closers(head: string): string {
  const fences = head.match(/^\s*(`{3,}|~{3,})/gm) ?? [];
  const fence = fences.length % 2 === 1 ? `${fences.at(-1)?.trim()}\n` : '';
  const opened = (head.match(/<details[\s>]/g) ?? []).length - (head.match(/<\/details>/g) ?? []).length;
  return `${fence}${'</details>\n'.repeat(Math.max(0, opened))}`;
}
