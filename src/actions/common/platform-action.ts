import { PlatformClient } from '../../api/client.ts';
import { closeSharedAgent } from '../../api/transport.ts';
import { currentClock } from '../../clock.ts';
import { CancelledError, isConfigurationError, SafetyRefusal } from '../../errors.ts';
import { type RunContext, readRunContext } from '../../github/context.ts';
import type { ActionPort } from '../../port.ts';
import { withRunScope } from '../../run-scope.ts';
import { UnsafePlanError } from '../../sync/engine/safety.ts';
import { ACTION_TERMS } from './api-terms.ts';
import { type PlatformConnection, readConnection } from './connection.ts';
import { InputReader } from './inputs.ts';
import { assertDeclaredOutput, type Outputs, outputWriter } from './outputs.ts';
import { type BaseCheck, reportFailure } from './report-failure.ts';
import {
  type ActionEnv,
  type CommandStream,
  loadToolkitIfHosted,
  type RunnerPort,
  runnerPort,
  writeCommandsItself,
} from './runner-port.ts';
import type { ActionSpec, OutputSpec } from './spec.ts';
import { type OutcomePort, reportFailureOutcome, reportSuccess, trackOutcome } from './step-outcome.ts';

/** Where one run of an action reads its inputs and writes what it says: the runner's, or a test's own. */
interface RunOptions {
  /** INPUT_*, GITHUB_* and RUNNER_* as the runner sets them; default this process's environment. */
  readonly env?: ActionEnv;
  /** Where workflow commands and log lines go; default stdout. */
  readonly stream?: CommandStream;
  /**
   * Cancels the run, as the runner's SIGINT does. Without it (a bundle under the runner) the run
   * listens to this process's SIGINT and SIGTERM itself.
   */
  readonly signal?: AbortSignal;
}

/**
 * How a run ended, finer than failed or not, for the command line's exit codes: `usage` is a mistake
 * in what was given (an input, a file), `refused` a plan refused for safety, nothing written.
 */
export type RunEnding = 'succeeded' | 'failed' | 'usage' | 'refused' | 'cancelled';

interface RunResult {
  /** setFailed was called: the step fails, as the bundle's exit code 1 says. */
  readonly failed: boolean;
  readonly ending: RunEnding;
}

/** What every action's body starts from: built once, in the same order, for every action. */
export interface ActionContext<I extends string, O extends string = never> {
  readonly port: ActionPort;
  /** The outputs the spec declares, and only those (the port's setOutput checks the same at run time). */
  readonly outputs: Outputs<O>;
  readonly env: ActionEnv;
  readonly inputs: InputReader<I>;
  readonly context: RunContext;
  readonly connection: PlatformConnection;
  readonly client: PlatformClient;
  /** Aborted when the job is cancelled; every wait and request of the action listens to it. */
  readonly signal: AbortSignal;
  /** GITHUB_WORKSPACE, else the working directory: where relative paths in inputs point. */
  readonly workspace: string;
  /** RUNNER_TEMP, else the workspace: where the action may write files of its own. */
  readonly tempDir: string;
}

export type ActionBody<I extends string, O extends string = never> = (
  action: ActionContext<I, O>,
) => Promise<void>;
export type ActionRun = (options?: RunOptions) => Promise<RunResult>;

/** Inputs every action connected to the platform declares (the spec helpers add them). */
type ConnectionInput = 'api-key' | 'api-url' | 'api-rate' | 'allow-insecure-http';

/** Every action reports `status` whatever the outcome, so its spec must declare it. */
type PlatformActionSpec<I extends string, O extends string> = ActionSpec<I | ConnectionInput, O> & {
  readonly outputs: { readonly status: OutputSpec };
};

/** How long a cancelled bundle may take to wrap up; the runner's SIGTERM follows SIGINT after 7.5 s. */
const CANCEL_GRACE_MS = 4_500;

/**
 * Builds an action's importable `run`: the run context, inputs, connection and client are made here
 * once, then `body` does the action's own work. One top-level catch ends every failure, whatever was
 * thrown, in `setFailed` with a redacted sentence: user mistakes as the sentence they are, bugs as bugs.
 */
export function platformAction<I extends string, O extends string>(
  spec: PlatformActionSpec<I, O>,
  body: ActionBody<I | ConnectionInput, O>,
): ActionRun {
  return async (options = {}) => {
    const env = options.env ?? process.env;
    await loadToolkitIfHosted(env, options.stream);
    const port = runnerPort(env, options.stream);
    return withRunScope(
      (secret) => port.setSecret(secret),
      () => runIn(port, env, options, spec, body),
    );
  };
}

async function runIn<I extends string, O extends string>(
  runner: RunnerPort,
  env: ActionEnv,
  options: RunOptions,
  spec: PlatformActionSpec<I, O>,
  body: ActionBody<I | ConnectionInput, O>,
): Promise<RunResult> {
  const port = trackOutcome(runner, (name) => assertDeclaredOutput(spec, name));
  const outputs = outputWriter<O>(port);
  const cancel = options.signal ? { signal: options.signal, stop() {} } : cancelOnSignals(port);
  // The command line (src/cli) runs the same action; its errors then name flags, not `with:`.
  const givenAs = env.PLATFORM_ACTIONS_CLI === '1' ? 'flag' : 'with';
  const inputs = new InputReader(spec, port.input, givenAs);
  let baseCheck: BaseCheck | undefined;
  let ending: RunEnding = 'succeeded';
  try {
    const context = readRunContext(env, port);
    const connection = readConnection(
      inputs,
      { isForkPullRequest: context.pullRequest?.isFork ?? false },
      env,
    );
    const { signal } = cancel;
    baseCheck = { connection, signal };
    const deadline = stepDeadline(spec, inputs);
    const client = new PlatformClient({
      ...connection,
      terms: ACTION_TERMS,
      logger: port,
      signal,
      ...deadline,
    });
    const workspace = env.GITHUB_WORKSPACE || process.cwd();
    const tempDir = env.RUNNER_TEMP || workspace;
    await body({ port, outputs, env, inputs, context, connection, client, signal, workspace, tempDir });
    reportSuccess(port);
  } catch (error) {
    ending = endingOf(error);
    const sentence = await reportFailure(port, error, inputs.valuesRead(), baseCheck);
    await reportFailureOutcome(port, spec.title, error, sentence);
  } finally {
    cancel.stop();
  }
  return { failed: port.failed, ending: port.failed && ending === 'succeeded' ? 'failed' : ending };
}

function endingOf(error: unknown): RunEnding {
  if (error instanceof CancelledError) return 'cancelled';
  if (error instanceof SafetyRefusal || error instanceof UnsafePlanError) return 'refused';
  if (isConfigurationError(error)) return 'usage';
  return 'failed';
}

/**
 * What is left of the step bounds every request: an action with a `timeout` input gives its client
 * that deadline, plus a little to report and clean up, so a platform that accepts a request and never
 * answers cannot hold the step past it. The action's own waits end at `timeout` first and say so.
 */
function stepDeadline(
  spec: ActionSpec<string, string>,
  inputs: InputReader<string>,
): { deadline: number } | Record<string, never> {
  if (!('timeout' in spec.inputs)) return {};
  return { deadline: currentClock().now() + inputs.durationMs('timeout') + WRAP_UP_MS };
}

/** How long past `timeout` the reporting requests may still take (a last status read, a summary). */
const WRAP_UP_MS = 10_000;

/** The bundle's cancellation: the runner sends SIGINT, then SIGTERM 7.5 s later, then kills. */
function cancelOnSignals(port: OutcomePort): { signal: AbortSignal; stop(): void } {
  const controller = new AbortController();
  const onSignal = (name: NodeJS.Signals) => {
    if (controller.signal.aborted) return;
    port.warning(`Received ${name}: stopping and reporting what was done.`);
    controller.abort(new CancelledError(`The job was cancelled (${name}).`));
    // If wrapping up hangs, leave before the runner kills us, still with a failed status.
    setTimeout(() => {
      // Outputs are written at once (files), so `status` is there even though the exit comes next.
      if (!port.statusSet) port.setOutput('status', 'cancelled');
      port.setFailed('The job was cancelled and did not wrap up in time.');
      process.exit(1);
    }, CANCEL_GRACE_MS).unref();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return {
    signal: controller.signal,
    stop: () => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    },
  };
}

/**
 * A bundle's whole life: runs the action on this process's environment, closes the shared HTTP pool and exits with the run's status, so a kept-alive
 * socket or a stray timer can never hold the job open after the work is done.
 *
 * @public The build's generated entries (.tmp/entries/<name>.ts, see scripts/gen-metadata.ts) call it.
 */
export async function runBundle(run: ActionRun): Promise<never> {
  writeCommandsItself();
  const result = await run();
  await closeSharedAgent().catch(() => undefined);
  process.exit(result.failed ? 1 : (process.exitCode ?? 0));
}
