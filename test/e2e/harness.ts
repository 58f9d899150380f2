/**
 * Runs an action the way the GitHub runner does, in this process through its `run` or as the built
 * bundle (`node dist/<name>/index.js`), with INPUT_*
 * variables (action.yml defaults filled in), GITHUB_OUTPUT / GITHUB_STEP_SUMMARY / GITHUB_STATE
 * files, an event payload at GITHUB_EVENT_PATH, and GITHUB_API_URL pointing at the fake GitHub.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { ActionRun } from '../../src/actions/common/platform-action.ts';
import { CancelledError } from '../../src/errors.ts';

/** A file path on every OS (a URL's pathname is `/D:/…` on Windows). */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/**
 * The bundles need Node 24; the machine's own node may be older. npm scripts and npx run the tests on
 * the pinned one, so that is this process's own; else node_modules/.bin/node (a shell script there,
 * which Windows cannot spawn, hence the process's own first).
 */
export const NODE24 =
  Number(process.versions.node.split('.')[0]) >= 24
    ? process.execPath
    : join(REPO_ROOT, 'node_modules/.bin/node');

export interface GitHubEvent {
  readonly name: string;
  readonly payload: Record<string, unknown>;
}

export interface ActionRunOptions {
  readonly action: string;
  readonly inputs: Record<string, string>;
  readonly event?: GitHubEvent;
  readonly githubApiUrl?: string;
  readonly githubToken?: string;
  readonly workspace?: string;
  readonly env?: Record<string, string>;
  /** Run the built bundle as the runner does, instead of the action's `run` in this process. */
  readonly bundle?: boolean;
  /** A command to run node under, e.g. ['/usr/bin/time', '-f', '%M', '-o', file] for peak RSS. */
  readonly launcher?: readonly string[];
}

export interface ActionRunResult {
  readonly exitCode: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly outputs: Record<string, string>;
  readonly summary: string;
  readonly errors: string[];
  readonly warnings: string[];
  readonly durationMs: number;
}

export interface RunningAction {
  /** The bundle's process; undefined for an in-process run. */
  readonly child?: ChildProcess;
  readonly result: Promise<ActionRunResult>;
  /** What the runner does to cancel a job: SIGINT, then SIGTERM, then SIGKILL (in process: an abort). */
  interrupt(signal: 'SIGINT' | 'SIGTERM' | 'SIGKILL'): void;
  /** Resolves when stdout has printed a line containing `text`. */
  waitForOutput(text: string, timeoutMs?: number): Promise<void>;
}

export function actionYamlFor(action: string): string {
  return action === 'deploy'
    ? join(REPO_ROOT, 'action.yml')
    : join(REPO_ROOT, 'actions', action, 'action.yml');
}

export function inputEnvName(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

/** What the runner puts in the environment for an action's inputs, defaults included. */
export function runnerInputEnv(
  action: string,
  given: Record<string, string>,
  token: string,
): Record<string, string> {
  const metadata = parse(readFileSync(actionYamlFor(action), 'utf8')) as {
    inputs?: Record<string, { default?: string }>;
  };
  const env: Record<string, string> = {};
  for (const [name, spec] of Object.entries(metadata.inputs ?? {})) {
    const fallback = spec.default === '${{ github.token }}' ? token : (spec.default ?? '');
    env[inputEnvName(name)] = given[name] ?? fallback;
  }
  for (const [name, value] of Object.entries(given)) env[inputEnvName(name)] = value;
  return env;
}

/**
 * The stdout lines the runner reads as commands: not those between `::stop-commands::<token>` and
 * `::<token>::`, which it shows as text.
 */
export function runnerCommandLines(stdout: string): string[] {
  const lines: string[] = [];
  let paused: string | undefined;
  for (const line of stdout.split('\n')) {
    if (paused !== undefined) {
      if (line.trim() === `::${paused}::`) paused = undefined;
      continue;
    }
    const pause = /^\s*::stop-commands::(.+)$/.exec(line);
    if (pause) paused = pause[1]!.trim();
    else lines.push(line);
  }
  return lines;
}

export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const heredoc = /^([^<=]+)<<(.+)$/.exec(lines[i]!);
    if (heredoc) {
      const [, name, delimiter] = heredoc;
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i]!);
      outputs[name!] = value.join('\n');
    } else if (lines[i]!.includes('=')) {
      const at = lines[i]!.indexOf('=');
      outputs[lines[i]!.slice(0, at)] = lines[i]!.slice(at + 1);
    }
  }
  return outputs;
}

/** The runner's files and environment for one run: INPUT_*, GITHUB_*, RUNNER_TEMP, an event payload. */
function prepareRun(options: ActionRunOptions): {
  dir: string;
  env: Record<string, string>;
  files: RunFiles;
} {
  const dir = mkdtempSync(join(tmpdir(), `run-${options.action}-`));
  const runnerTemp = join(dir, 'runner-temp');
  mkdirSync(runnerTemp);
  const files = { output: join(dir, 'output'), summary: join(dir, 'summary'), state: join(dir, 'state') };
  for (const file of Object.values(files)) writeFileSync(file, '');
  const event = options.event ?? { name: 'push', payload: { ref: 'refs/heads/main', after: 'a'.repeat(40) } };
  const eventPath = join(dir, 'event.json');
  writeFileSync(eventPath, JSON.stringify(event.payload));
  const token = options.githubToken ?? 'ghs_faketoken';
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_STATE: files.state,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_EVENT_NAME: event.name,
    GITHUB_SHA: 'a'.repeat(40),
    GITHUB_REF: 'refs/heads/main',
    GITHUB_REPOSITORY: 'octo/shop',
    GITHUB_REPOSITORY_OWNER: 'octo',
    GITHUB_RUN_ID: '4242',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: options.githubApiUrl ?? 'http://127.0.0.1:9',
    GITHUB_WORKSPACE: options.workspace ?? dir,
    GITHUB_JOB: 'deploy',
    GITHUB_WORKFLOW: 'Deploy',
    GITHUB_ACTOR: 'octocat',
    RUNNER_TEMP: runnerTemp,
    RUNNER_OS: 'Linux',
    ...runnerInputEnv(options.action, options.inputs, token),
    ...options.env,
  };
  return { dir, env, files };
}

interface RunFiles {
  readonly output: string;
  readonly summary: string;
  readonly state: string;
}

/** Collects what the action printed, and wakes whoever waits for a line to appear. */
class OutputCapture {
  text = '';
  readonly #waiters: { text: string; resolve: () => void }[] = [];

  write(chunk: string): void {
    this.text += chunk;
    for (const waiter of this.#waiters.filter((w) => this.text.includes(w.text))) {
      this.#waiters.splice(this.#waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  }

  waitFor(text: string, timeoutMs = 30_000): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      if (this.text.includes(text)) return resolve();
      const timer = setTimeout(
        () => reject(new Error(`no "${text}" in stdout after ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.#waiters.push({
        text,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }
}

/** GitHub drops a step's job summary over 1 MiB whole; a run that writes one is a failed test. */
function withinSummaryLimit(summary: string): string {
  const bytes = Buffer.byteLength(summary);
  if (bytes > 1024 * 1024)
    throw new Error(`The step wrote a job summary of ${bytes} bytes; GitHub drops any over 1 MiB.`);
  return summary;
}

function readResult(
  files: RunFiles,
  stdout: string,
  stderr: string,
  exit: { exitCode: number | null; signal: NodeJS.Signals | null },
  started: number,
): ActionRunResult {
  const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');
  const commands = (kind: string) =>
    runnerCommandLines(stdout)
      .filter((line) => line.startsWith(`::${kind}`))
      .map((line) => decodeCommand(line.slice(line.indexOf('::', 2) + 2)));
  return {
    ...exit,
    stdout,
    stderr,
    outputs: parseOutputFile(read(files.output)),
    summary: withinSummaryLimit(read(files.summary)),
    errors: commands('error'),
    warnings: commands('warning'),
    durationMs: Date.now() - started,
  };
}

/**
 * Starts an action: by default in this process, through its importable `run` with the runner's env,
 * files and command stream of its own; with `bundle: true`, as the runner does, `node dist/<name>/index.js`.
 */
export function startAction(options: ActionRunOptions): RunningAction {
  return options.bundle ? startBundle(options) : startInProcess(options);
}

export function runAction(options: ActionRunOptions): Promise<ActionRunResult> {
  return startAction(options).result;
}

function startInProcess(options: ActionRunOptions): RunningAction {
  const { dir, env, files } = prepareRun(options);
  const stdout = new OutputCapture();
  const controller = new AbortController();
  const started = Date.now();
  const result = (async () => {
    const { run } = (await import(`../../src/actions/${options.action}/run.ts`)) as { run: ActionRun };
    try {
      const { failed } = await run({ env, stream: stdout, signal: controller.signal });
      return readResult(files, stdout.text, '', { exitCode: failed ? 1 : 0, signal: null }, started);
    } finally {
      removeRun(dir);
    }
  })();
  return {
    result,
    waitForOutput: (text, timeoutMs) => stdout.waitFor(text, timeoutMs),
    interrupt: (signal) => {
      if (controller.signal.aborted) return;
      stdout.write(`::warning::Received ${signal}: stopping and reporting what was done.\n`);
      controller.abort(new CancelledError(`The job was cancelled (${signal}).`));
    },
  };
}

function startBundle(options: ActionRunOptions): RunningAction {
  const { dir, env, files } = prepareRun(options);
  const started = Date.now();
  const [command, ...prefix] = [...(options.launcher ?? []), NODE24];
  const child = spawn(command!, [...prefix, join(REPO_ROOT, 'dist', options.action, 'index.js')], {
    cwd: options.workspace ?? dir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdout = new OutputCapture();
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => stdout.write(chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const result = new Promise<ActionRunResult>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (exitCode, signal) => {
      try {
        resolve(readResult(files, stdout.text, stderr, { exitCode, signal }, started));
      } catch (error) {
        reject(error);
      } finally {
        removeRun(dir);
      }
    });
  });
  return {
    child,
    result,
    waitForOutput: (text, timeoutMs) => stdout.waitFor(text, timeoutMs),
    interrupt: (signal) => child.kill(signal),
  };
}

/** The run's runner files, once read: a test sees them only through the result. */
function removeRun(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** Undoes the runner's command escaping (%25, %0D, %0A). */
function decodeCommand(text: string): string {
  return text.replaceAll('%0A', '\n').replaceAll('%0D', '\r').replaceAll('%25', '%');
}
