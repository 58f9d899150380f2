/**
 * Runs one row of the fault matrix: a fresh platform, one action's scenario, one set of fault rules,
 * the real bundle run as the runner runs it; then the verdict: the intended effect exactly, or a clear
 * failure, never a duplicate side effect, never a run past its time bound.
 */
import type { OperationName } from '../../src/api/routes.ts';
import { type ActionRunOptions, type ActionRunResult, startAction } from '../e2e/harness.ts';
import type { RateLimitFault } from '../fakes/github/index.ts';
import type { FaultRule } from '../fakes/platform/faults.ts';
import type { PlatformOptions } from '../fakes/platform/index.ts';
import type { LoggedRequest } from '../fakes/platform/request-log.ts';
import { boundedAction, settle } from '../support/bounded-run.ts';
import { type GitHubWorld, startWorld } from '../support/world.ts';

/**
 * The clock of a fault-matrix file, shared by its concurrent rows and their platforms: ten
 * virtual milliseconds to a real one, so a timeout, a slow answer or `Retry-After: 1` costs a tenth
 * of its real time while every ratio between them stays what it was.
 */
export const MATRIX_CLOCK_OPTIONS = { factor: 10 } as const;

/**
 * The clock of the rows whose fault is a wait (a slow answer, a dropped connection): their requests
 * that are not faulted must still beat the short request timeout, in the loop time other rows share.
 * At 10× that was 150 real ms, and once, in a full run, an unfaulted updateCronJob missed it; at 3×
 * it is 500 ms, and the rows' waits keep the same proportions.
 */
export const WAITS_CLOCK_OPTIONS = { factor: 3 } as const;

/** PLATFORM_REQUEST_TIMEOUT_MS for rows that slow or drop answers, so a "slow" answer is one the client gives up on. */
export const REQUEST_TIMEOUT_MS = 1_500;
/**
 * PLATFORM_REQUEST_TIMEOUT_MS for every other row: their answers come at once, and at 10× a 1.5 s
 * timeout is 150 real ms, which a busy machine's scheduler alone can overrun (seen: a 429-storm row
 * timing out beside two busy loops). A timeout is then part of the row only where its fault is one.
 */
const UNHURRIED_REQUEST_TIMEOUT_MS = 20_000;
/** How long a slowed answer takes: well past the request timeout. */
export const SLOW_MS = 3_000;
/** A row still running after this is a hang: the process is killed and the row fails. */
export const RUN_BOUND_MS = 50_000;

export interface Prepared {
  readonly run: Omit<ActionRunOptions, 'action'>;
  /** Duplicate side effects the platform's state or request log shows; empty when there are none. */
  duplicates(): string[];
  /** How the platform's state differs from the run's intended effect; empty when it is exactly there. */
  missing(): string[];
}

export interface Scenario {
  /** Row label, e.g. `env-sync (project)`. */
  readonly name: string;
  readonly action: string;
  readonly world?: PlatformOptions;
  /** The reads every run makes, faulted by the read variants. */
  readonly reads: readonly OperationName[];
  /** Every write operation the run makes; the drop-after-body variants fault each in turn. */
  readonly writes: readonly OperationName[];
  /** How its bytes travel: a source archive (createUpload) or storage PUTs (CDN). */
  readonly uploads?: 'archive' | 'storage';
  /** Its own requests go to GitHub (an issue it keeps): the GitHub-fault variants apply too. */
  readonly github?: boolean;
  /** Variants that must end in a clear failure, with what the failure must say. */
  readonly failures?: Readonly<Record<string, RegExp>>;
  prepare(world: GitHubWorld): Promise<Prepared>;
}

export interface Variant {
  /** The fault, e.g. `429 storm (Retry-After: seconds)` or `drop after-body: createDeployment`. */
  readonly fault: string;
  readonly rules: readonly FaultRule[];
  /** GitHub answers `status` (or the rate limit `limit`, whose status it is) to the next `count` requests. */
  readonly github?: { readonly status: number; readonly count: number; readonly limit?: RateLimitFault };
}

export interface RowOutcome {
  readonly result: ActionRunResult;
  readonly duplicates: string[];
  readonly missing: string[];
  readonly hung: boolean;
  readonly faultsHit: number;
  readonly log: readonly LoggedRequest[];
}

/** Whether the row's fault makes the client wait out its request timeout: a slow answer or a dropped connection. */
export function waitsOnTimeout(variant: Variant): boolean {
  return variant.rules.some((rule) => rule.delayMs !== undefined || rule.drop !== undefined);
}

function requestTimeoutFor(variant: Variant): number {
  return waitsOnTimeout(variant) ? REQUEST_TIMEOUT_MS : UNHURRIED_REQUEST_TIMEOUT_MS;
}

/** Starts a world, prepares the scenario, adds the faults and runs the bundle under a hard time bound. */
export async function runRow(scenario: Scenario, variant: Variant): Promise<RowOutcome> {
  const world = await startWorld({ ...scenario.world, github: true });
  try {
    const prepared = await scenario.prepare(world);
    world.platform.admin.resetRateLimit();
    const handles = variant.rules.map((rule) => world.platform.faults.add({ ...rule }));
    const githubMark = world.github.requestLog.length;
    const github = variant.github;
    if (github?.limit) world.github.limitNext(github.limit, github.count);
    else if (github) world.github.failNext(github.status, github.count);
    const running = startAction({
      ...prepared.run,
      action: scenario.action,
      env: { ...prepared.run.env, PLATFORM_REQUEST_TIMEOUT_MS: String(requestTimeoutFor(variant)) },
    });
    const { result, hung } = await boundedAction(running, RUN_BOUND_MS);
    const githubHits = variant.github
      ? world.github.requestLog.slice(githubMark).filter((entry) => entry.status === variant.github?.status)
          .length
      : 0;
    const faultsHit = handles.reduce((sum, handle) => sum + handle.hits, githubHits);
    world.platform.faults.clear();
    // Whatever the run started on the platform (a build, a redeploy) settles before the state is judged.
    await settle(world.platform);
    return {
      result,
      duplicates: prepared.duplicates(),
      missing: prepared.missing(),
      hung,
      faultsHit,
      log: [...world.platform.requestLog],
    };
  } finally {
    await world.close();
  }
}

/** A failure is clear when it is an annotation naming what went wrong, not a crash or a bug report. */
export function unclearFailure(result: ActionRunResult): string | undefined {
  if (result.exitCode !== 1) return `exit code ${result.exitCode} (signal ${result.signal})`;
  if (result.errors.length === 0) return 'no error annotation';
  const bug = result.errors.find((error) => /This is a bug|Unexpected error/.test(error));
  if (bug) return `reported as a bug: ${bug}`;
  return undefined;
}

/** Successful writes of one operation after the run began (setup writes are excluded by the caller's mark). */
export function successfulWrites(log: readonly LoggedRequest[], operation: OperationName): number {
  return log.filter((r) => r.operation === operation && r.handled && r.status >= 200 && r.status < 300)
    .length;
}

/** One line for a failing row: what the run printed last and what the platform saw. */
export function describeRow(outcome: RowOutcome): string {
  const requests = outcome.log
    .map((r) => `${r.method} ${r.operation ?? r.path} ${r.status}${r.fault ? ` [${r.fault}]` : ''}`)
    .join('\n  ');
  return [
    `exit ${outcome.result.exitCode} in ${outcome.result.durationMs} ms, ${outcome.faultsHit} faults hit`,
    `errors: ${outcome.result.errors.join(' | ')}`,
    `stdout tail:\n${outcome.result.stdout.split('\n').slice(-25).join('\n')}`,
    `requests:\n  ${requests}`,
  ].join('\n');
}
