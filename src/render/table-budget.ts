/**
 * GitHub refuses a step summary over 1 MiB and a step output over 1 MB (a 30,000-record zone
 * rendered 1.7 MB of summary and 2.8 MB of plan output), so every long table or list written there (a
 * sync's plan, the cron next runs, the preview sweep's lists) is cut to a byte budget and ends with a
 * line that says how many rows were left out.
 */
export const SUMMARY_LIMIT_BYTES = 1024 * 1024;
export const OUTPUT_LIMIT_BYTES = 1_000_000;

/**
 * The plan table's share. The summary also holds a heading, notes, the outcome and an extra table
 * (the cron next runs), and the same markdown is the `plan-markdown` output: both stay under 1 MB.
 */
export const PLAN_TABLE_MAX_BYTES = 750_000;
/** An extra table's share (the next runs of new and changed cron jobs). */
export const EXTRA_TABLE_MAX_BYTES = 150_000;

/** Room kept for the closing lines (the "more" line, a details tag) of a cut table. */
const CLOSING_BYTES = 512;

export interface RowsWithin {
  readonly rows: string[];
  /** Rows left out because the next one would pass the budget. */
  readonly omitted: number;
  readonly bytes: number;
}

/** Renders rows in order until the next would pass `maxBytes` (newlines counted); the rest are only counted. */
export function rowsWithin<T>(
  items: readonly T[],
  render: (item: T) => string,
  maxBytes: number,
): RowsWithin {
  const rows: string[] = [];
  let bytes = 0;
  for (const item of items) {
    const row = render(item);
    const size = Buffer.byteLength(row) + 1;
    if (bytes + size > maxBytes - CLOSING_BYTES) break;
    rows.push(row);
    bytes += size;
  }
  return { rows, omitted: items.length - rows.length, bytes };
}

/** The line that ends a cut table; `what` is a plural noun phrase ("DNS record changes"). */
export function moreLine(omitted: number, what: string): string {
  return `_…and ${omitted.toLocaleString('en-US')} more ${what}, not shown: a job summary holds at most 1 MiB. The step log lists them all._`;
}
