import type { PlatformClient } from '../api/client.ts';
import { getProjectRun, type ProjectRun } from '../api/resources/runs.ts';
import { type PollPacing, pollAdaptively } from '../poll.ts';
import { OutputFollower } from './output.ts';

export type RunStatus = 'succeeded' | 'failed' | 'timed-out' | 'cancelled';

export interface RunWatchOptions {
  /** Epoch ms after which the watch stops with `timed-out`. */
  readonly deadline: number;
  readonly signal?: AbortSignal;
  /** Each batch of output lines not printed before, in order. */
  readonly onOutput?: (lines: readonly string[]) => void;
  readonly pacing?: Partial<PollPacing>;
}

export interface RunWatchResult {
  readonly status: RunStatus;
  /** The last state read; the created run when nothing could be read after it. */
  readonly run: ProjectRun;
  /** Every line of the output seen, for the failure tail. */
  readonly lines: readonly string[];
  readonly requests: number;
}

/**
 * Follows one run until it succeeds or fails, printing new output lines as they arrive. One GET a
 * tick (the run record carries its output), quick while the output grows, backing off while quiet.
 */
export async function watchRun(
  client: PlatformClient,
  projectId: string,
  created: ProjectRun,
  options: RunWatchOptions,
): Promise<RunWatchResult> {
  const follower = new OutputFollower();
  let run = created;
  let requests = 0;
  let lastStatus = run.status;
  const emit = (lines: readonly string[]) => {
    if (lines.length > 0) options.onOutput?.(lines);
  };
  emit(follower.update(run.output));

  const outcome = await pollAdaptively<RunStatus>(
    async () => {
      if (run.outcome !== 'in_progress') return { done: run.outcome, moved: true };
      requests++;
      run = await getProjectRun(client, projectId, created.id, { signal: options.signal });
      if (run.outcome !== 'in_progress') return { done: run.outcome, moved: true };
      const fresh = follower.update(run.output);
      emit(fresh);
      const moved = fresh.length > 0 || run.status !== lastStatus;
      lastStatus = run.status;
      return { moved };
    },
    { deadline: options.deadline, signal: options.signal, pacing: options.pacing },
  ).catch((error: unknown) => {
    // A poll in flight when the job is cancelled throws the abort reason: that is a cancellation.
    if (options.signal?.aborted) return { kind: 'cancelled' } as const;
    throw error;
  });
  const status: RunStatus = outcome.kind === 'done' ? outcome.value : outcome.kind;
  if (outcome.kind === 'done') emit(follower.finish(run.output));
  return { status, run, lines: follower.lines, requests };
}
