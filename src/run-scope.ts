import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What one action run keeps to itself: the secrets it registered and the clock it waits on. Each run
 * gets a scope of its own, as a bundle's process would, so runs in one process (in-process tests, the
 * chaos runner) neither miss each other's masks nor share them. Code outside any run (scripts, unit
 * tests) shares the process's scope, where tests install their clocks.
 */
export interface RunScope {
  readonly secrets: SecretSet;
  /** The clock this scope waits on; unset in a run, which then waits on the process's clock. */
  clock: Clock | undefined;
}

/**
 * The one source of time for everything that waits: the client's pacing and backoff, polling loops,
 * request timeouts (src/clock.ts has the real one and the helpers).
 */
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
  /** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export interface SecretSet {
  readonly values: Set<string>;
  /** Longest first, so a secret that contains another is replaced whole instead of leaving a tail. */
  longestFirst: string[];
  /** Where newly registered secrets are announced: the running action's port (`::add-mask::`), if any. */
  announce: ((secret: string) => void) | undefined;
}

function newSecretSet(announce?: (secret: string) => void): SecretSet {
  return { values: new Set(), longestFirst: [], announce };
}

const processScope: RunScope = { secrets: newSecretSet(), clock: undefined };
const runs = new AsyncLocalStorage<RunScope>();

/** The scope of the run this code belongs to, or the process's outside any run. */
export function currentRunScope(): RunScope {
  return runs.getStore() ?? processScope;
}

/** The process's scope: the fallback clock of every run. */
export function processRunScope(): RunScope {
  return processScope;
}

/**
 * Runs `work` as one action run: secrets registered in it are its own and announced to `announce`
 * (the run's port, which tells the runner to mask them); it waits on the process's clock.
 */
export function withRunScope<T>(announce: (secret: string) => void, work: () => Promise<T>): Promise<T> {
  return runs.run({ secrets: newSecretSet(announce), clock: undefined }, work);
}
