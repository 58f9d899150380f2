/** One measured figure of a benchmark, as printed in the table and saved in bench/results/. */
export interface BenchRow {
  readonly bench: string;
  readonly metric: string;
  readonly value: number | string;
  readonly unit?: string;
  /** The target, as text (e.g. "≤ 150 ms"), and whether it was met; undefined when there is none. */
  readonly target?: string;
  readonly met?: boolean;
  /**
   * A correctness proof moved out of `npm test` for its length (e.g. no 429 over thousands of calls):
   * when it is not met, `npm run bench` exits 1, quick run included.
   */
  readonly proof?: boolean;
}

export interface BenchOptions {
  /** CI's smoke run: tiny inputs, to prove each benchmark runs, not how fast. */
  readonly quick: boolean;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
