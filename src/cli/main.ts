/**
 * The command line: each action is a subcommand, its inputs are the flags (src/cli/flags.ts), and
 * the action itself runs unchanged through its importable `run`, with an environment, output file
 * and log stream of the command line's own. Human text goes to stderr, results to stdout.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inputVariable } from '../actions/common/inputs.ts';
import type { ActionRun, RunEnding } from '../actions/common/platform-action.ts';
import type { ActionSpec } from '../actions/common/spec.ts';
import { CancelledError } from '../errors.ts';
import { type CiFacts, detectCi, runnerVariables } from './ci-env.ts';
import { consoleStream } from './console-stream.ts';
import { type ParsedCommand, parseCommand, UsageError } from './flags.ts';
import { commandHelp, overallHelp } from './help.ts';
import { postMergeRequestNote } from './merge-request-note.ts';
import { readOutputsFile } from './outputs-file.ts';

interface CliCommand {
  readonly spec: ActionSpec;
  /** The action's `run`, loaded only for the command that runs. */
  readonly load: () => Promise<ActionRun>;
}

export type CommandTable = Readonly<Record<string, CliCommand>>;

interface Writable {
  write(text: string): unknown;
}

export interface CliIo {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cwd: string;
  readonly stdout: Writable;
  readonly stderr: Writable;
  /** Ctrl-C: the run stops as a cancelled job does. */
  readonly signal: AbortSignal;
}

const EXIT: Record<RunEnding, number> = { succeeded: 0, failed: 1, usage: 2, refused: 3, cancelled: 130 };

/** Runs one command line; resolves to the exit code. */
export async function runCli(table: CommandTable, argv: readonly string[], io: CliIo): Promise<number> {
  const [name, ...args] = argv;
  const specs = Object.values(table).map((command) => command.spec);
  if (name === undefined) {
    io.stderr.write(overallHelp(specs));
    return 2;
  }
  if (name === 'help' || name === '--help' || name === '-h') {
    const topic = args[0];
    if (topic === undefined) return print(io.stdout, overallHelp(specs), 0);
    const command = table[topic];
    if (!command) return print(io.stderr, `error: ${unknownCommand(topic, table)}\n`, 2);
    return print(io.stdout, commandHelp(command.spec), 0);
  }
  const command = table[name];
  if (!command) return print(io.stderr, `error: ${unknownCommand(name, table)}\n`, 2);
  let parsed: ParsedCommand;
  try {
    parsed = parseCommand(command.spec, args);
  } catch (error) {
    if (error instanceof UsageError) return print(io.stderr, `error: ${error.message}\n`, 2);
    throw error;
  }
  if (parsed.help) return print(io.stdout, commandHelp(command.spec), 0);
  for (const input of parsed.secretsAsFlags) {
    io.stderr.write(
      `warning: --${input} was given as a flag, so it is in your shell history and the process list; set ${inputVariable(input)} instead.\n`,
    );
  }
  return runCommand(command, parsed, io);
}

async function runCommand(command: CliCommand, parsed: ParsedCommand, io: CliIo): Promise<number> {
  const temp = mkdtempSync(join(tmpdir(), 'platform-actions-'));
  try {
    const facts = detectCi(io.env, io.cwd);
    const outputFile = join(temp, 'outputs');
    writeFileSync(outputFile, '');
    const summaryFile = summaryFileOf(parsed, io, facts, temp);
    const env = {
      ...actionEnvironment(command.spec, parsed, io, facts, temp),
      GITHUB_OUTPUT: outputFile,
      GITHUB_STEP_SUMMARY: summaryFile,
    };
    const stream = consoleStream(io.stderr, parsed.verbose);
    const run = await command.load();
    const result = await run({ env, stream, signal: io.signal });
    stream.flush();
    const outputs = readOutputsFile(outputFile);
    printOutputs(io.stdout, outputs, parsed.json);
    if (facts.system === 'gitlab' && parsed.mrNote !== false) {
      await postMergeRequestNote({
        env: io.env,
        command: command.spec.name,
        inputs: parsed.inputs,
        summaryFile,
        log: io.stderr,
      });
    }
    return EXIT[result.ending];
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

/**
 * Where the summary goes: the file asked for (written anew), else on GitHub Actions the job's own
 * summary, else a file of the run's own (which a merge request note is made from).
 */
function summaryFileOf(parsed: ParsedCommand, io: CliIo, facts: CiFacts, temp: string): string {
  if (parsed.summaryFile) {
    const file = resolve(io.cwd, parsed.summaryFile);
    writeFileSync(file, '');
    return file;
  }
  if (facts.system === 'github-actions' && io.env.GITHUB_STEP_SUMMARY) return io.env.GITHUB_STEP_SUMMARY;
  const file = join(temp, 'summary.md');
  writeFileSync(file, '');
  return file;
}

/**
 * The environment the action runs in: on GitHub Actions the runner's own; elsewhere this process's
 * without any GITHUB_*, RUNNER_* or INPUT_* left over, plus what the CI system says of the run. Each
 * input is the flag, else PLATFORM_<NAME>, else (github-token) GITHUB_TOKEN, else the spec's default.
 */
function actionEnvironment(
  spec: ActionSpec,
  parsed: ParsedCommand,
  io: CliIo,
  facts: CiFacts,
  temp: string,
): Record<string, string | undefined> {
  const onGitHub = facts.system === 'github-actions';
  const base = Object.fromEntries(
    Object.entries(io.env).filter(([key]) => onGitHub || !/^(GITHUB_|RUNNER_|INPUT_)/.test(key)),
  );
  const env: Record<string, string | undefined> = onGitHub
    ? { ...base, PLATFORM_ACTIONS_CLI: '1' }
    : { ...base, ...runnerVariables(facts, io.cwd, temp), PLATFORM_ACTIONS_CLI: '1' };
  for (const name of Object.keys(spec.inputs)) {
    const fallback = name === 'github-token' ? io.env.GITHUB_TOKEN : undefined;
    const value = parsed.inputs[name] ?? io.env[inputVariable(name)] ?? fallback;
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value ?? '';
  }
  return env;
}

function printOutputs(out: Writable, outputs: Record<string, string>, json: boolean): void {
  if (json) {
    out.write(`${JSON.stringify(outputs)}\n`);
    return;
  }
  for (const [name, value] of Object.entries(outputs)) {
    if (value.includes('\n')) out.write(`${name}: (${value.split('\n').length} lines; --json prints it)\n`);
    else out.write(`${name}=${value}\n`);
  }
}

function unknownCommand(name: string, table: CommandTable): string {
  return `Unknown command "${name}": run "platform-actions help" for the ${Object.keys(table).length} commands (${Object.keys(table).join(', ')}).`;
}

function print(out: Writable, text: string, code: number): number {
  out.write(text);
  return code;
}

/** The Ctrl-C of a person at a terminal, or the SIGTERM of a CI system cancelling the job. */
export function interruptSignal(onSecond: () => void): AbortSignal {
  const controller = new AbortController();
  const onSignal = (name: NodeJS.Signals) => {
    if (controller.signal.aborted) return onSecond();
    process.stderr.write(
      `\nReceived ${name}: stopping; writes in flight settle, then what was done is reported.\n`,
    );
    controller.abort(new CancelledError(`Interrupted (${name}).`));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return controller.signal;
}
