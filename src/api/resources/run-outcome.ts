import { numberField } from '../decode.ts';
import { canonicalState, FAILED_STATES } from '../lifecycle.ts';
import type { Logger } from '../logger.ts';

/**
 * A one-off run (project run, cron run) ends, unlike a deployment that goes live: `running` here
 * means still in progress, so runs have their own mapping.
 */
export type RunOutcome = 'in_progress' | 'succeeded' | 'failed';

const IN_PROGRESS = [
  'queued',
  'pending',
  'scheduled',
  'starting',
  'running',
  'in_progress',
  'started',
  'executing',
];
const SUCCEEDED = [
  'succeeded',
  'success',
  'successful',
  'completed',
  'complete',
  'done',
  'finished',
  'ok',
  'passed',
];
const FAILED = [...FAILED_STATES, 'killed'];

const reported = new WeakMap<Logger, Set<string>>();

/** From the status word; when there is none (or it is unknown) a present exit code decides. */
export function toRunOutcome(status: string, record: unknown, logger: Logger): RunOutcome {
  const word = canonicalState(status);
  if (IN_PROGRESS.includes(word)) return 'in_progress';
  if (SUCCEEDED.includes(word)) return 'succeeded';
  if (FAILED.includes(word)) return 'failed';
  const exitCode = numberField(record, 'exitCode', 'exitStatus', 'code');
  if (exitCode !== undefined) return exitCode === 0 ? 'succeeded' : 'failed';
  if (word !== '') {
    const seen = reported.get(logger) ?? new Set<string>();
    reported.set(logger, seen);
    if (!seen.has(word)) {
      seen.add(word);
      logger.info(
        `The platform reported an unknown run status "${status}"; treating it as still in progress.`,
      );
    }
  }
  return 'in_progress';
}
