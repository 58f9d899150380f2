/**
 * A run's output comes back whole on every poll (GET /projects/{id}/runs/{runId} has no cursor).
 * This turns those snapshots into the lines not printed yet, whole lines only while the run is
 * going (a half-written line waits for its end), and everything left once it has finished.
 */
export class OutputFollower {
  #printed: string[] = [];
  #latest = '';

  /** Every line of the latest snapshot, for the failure tail. */
  get lines(): readonly string[] {
    return splitOutput(this.#latest);
  }

  get text(): string {
    return this.#latest;
  }

  /** The complete lines of `output` not printed before. */
  update(output: string | undefined): string[] {
    if (output !== undefined) this.#latest = output;
    const normalised = this.#latest.replace(/\r\n?/g, '\n');
    const end = normalised.lastIndexOf('\n');
    return this.#take(end < 0 ? [] : normalised.slice(0, end).split('\n'));
  }

  /** The run has ended: the unterminated last line too. */
  finish(output: string | undefined): string[] {
    if (output !== undefined) this.#latest = output;
    return this.#take(splitOutput(this.#latest));
  }

  #take(current: readonly string[]): string[] {
    const fresh = newOutputLines(this.#printed, current);
    this.#printed = this.#printed.concat(fresh);
    return fresh;
  }
}

export function splitOutput(text: string): string[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

/**
 * The suffix past what was printed when the snapshot still starts with it; if the platform trimmed
 * or rewrote the head of the output, the lines not printed before, by content, so nothing repeats.
 */
export function newOutputLines(printed: readonly string[], current: readonly string[]): string[] {
  const aligned = current.length >= printed.length && printed.every((line, index) => current[index] === line);
  if (aligned) return current.slice(printed.length);
  const seen = new Set(printed);
  return current.filter((line) => !seen.has(line));
}
