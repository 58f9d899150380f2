import { currentClock } from '../clock.ts';

/** One measured step of a deploy: `pack`, `upload`, then the platform's statuses (`queued`, `building`). */
interface TimelinePhase {
  readonly name: string;
  /** Milliseconds since the deploy started. */
  readonly startMs: number;
  readonly durationMs: number;
}

export interface Timeline {
  readonly phases: readonly TimelinePhase[];
  /** The status the deploy ended in (`live`, `failed`) and when it was seen, ms since the start. */
  readonly end?: { readonly name: string; readonly atMs: number };
}

/**
 * Records when each step of one deploy began, on the run's clock: the pipeline marks pack and
 * upload, the watch marks each status it sees. A phase lasts until the next one begins, so the
 * durations add up to the whole deploy, measured at the watch's polling resolution.
 */
export class TimelineRecorder {
  readonly #origin: number;
  readonly #marks: { name: string; at: number }[] = [];
  /** Steps that overlap others (pack and upload run in one pass), each with its own end. */
  readonly #spans: { name: string; start: number; end: number }[] = [];
  #end: { name: string; at: number } | undefined;

  constructor(origin = currentClock().now()) {
    this.#origin = origin;
  }

  /** Starts `name` now and ends the phase before it; the same name twice in a row is one phase. */
  begin(name: string): void {
    if (this.#end !== undefined || this.#marks.at(-1)?.name === name) return;
    this.#marks.push({ name, at: currentClock().now() });
  }

  /** A step measured on its own, from `start` to `end` on the run's clock; it may overlap others. */
  span(name: string, start: number, end: number): void {
    this.#spans.push({ name, start, end });
  }

  /** The deploy reached its last status; the open phase ends here. */
  finish(name: string): void {
    this.#end ??= { name, at: currentClock().now() };
  }

  /** A status the watch saw: an in-progress one begins a phase, a final one ends the timeline. */
  seen<T extends { readonly status: string; readonly lifecycle: string }>(deployment: T): T {
    if (deployment.lifecycle === 'in_progress') this.begin(deployment.status);
    else this.finish(deployment.status);
    return deployment;
  }

  /** Ends the timeline with `status` (unless a final status ended it already) and returns it. */
  close(status: string): Timeline {
    this.finish(status);
    return this.snapshot();
  }

  snapshot(): Timeline {
    const closing = this.#end?.at ?? currentClock().now();
    const marked = this.#marks.map((mark, index) => {
      const next = this.#marks[index + 1]?.at ?? closing;
      return { name: mark.name, startMs: mark.at - this.#origin, durationMs: Math.max(0, next - mark.at) };
    });
    const spanned = this.#spans.map((span) => ({
      name: span.name,
      startMs: span.start - this.#origin,
      durationMs: Math.max(0, span.end - span.start),
    }));
    const phases = [...spanned, ...marked].sort((a, b) => a.startMs - b.startMs);
    return this.#end === undefined
      ? { phases }
      : { phases, end: { name: this.#end.name, atMs: this.#end.at - this.#origin } };
  }
}
