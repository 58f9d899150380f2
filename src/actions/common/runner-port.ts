import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, statSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import { EOL } from 'node:os';
import type * as Toolkit from '@actions/core';
import { errorMessage } from '../../errors.ts';
import type { ActionPort, AnnotationProperties } from '../../port.ts';
import { fitToLimit, STEP_SUMMARY_MAX_BYTES, sizeOf } from '../../render/fit.ts';
import { redact } from '../../secrets/redact.ts';
import {
  annotationCommandProperties,
  commandsShownAsText,
  fileCommandEntry,
  inputEnvName,
  workflowCommand,
} from './runner-protocol.ts';

/** The environment an action reads: process.env under the runner, an object of its own in a test. */
export type ActionEnv = Readonly<Record<string, string | undefined>>;

/** What a stream of workflow commands needs: stdout, or a test's capture. */
export interface CommandStream {
  write(text: string): unknown;
}

export interface RunnerPort extends ActionPort {
  /** setFailed was called: the step fails. */
  readonly failed: boolean;
}

type Annotation = 'warning' | 'error' | 'notice';

/**
 * @actions/core, once loaded: only a run on this process's own env and stdout outside a bundle
 * (`@github/local-action`, which replaces the module to show what an action did) writes through it.
 * A bundle writes the same bytes itself and never loads it: with its HTTP client and that client's
 * own undici, it was a third of the deploy bundle's start-up before the first request (issue 27).
 */
let core: typeof Toolkit | undefined;
let bundled = false;

/** The bundle's entry: this process writes its workflow commands itself; @actions/core stays unloaded. */

const pauseToken = () => randomBytes(16).toString('hex');

export function writeCommandsItself(): void {
  bundled = true;
}

/** Loads @actions/core for a run on this process's own env and stdout, unless in a bundle. */
export async function loadToolkitIfHosted(env: ActionEnv, stream: CommandStream | undefined): Promise<void> {
  if (bundled || core || env !== process.env || (stream ?? process.stdout) !== process.stdout) return;
  core = await import('@actions/core');
}

/**
 * The port that speaks the runner's protocol: workflow commands on `stream`, outputs appended to the
 * file GITHUB_OUTPUT names, the summary to GITHUB_STEP_SUMMARY, inputs from INPUT_*, all read from
 * `env` at each call, so an in-process test can give every run its own env object and files. Every
 * output, log line, annotation and summary is redacted on the way out.
 *
 * On this process's own env and stdout outside a bundle (`@github/local-action`, which replaces
 * @actions/core to show what an action did) it writes through @actions/core, which writes the same
 * bytes to the same places; anywhere else (the bundle under the runner, a test) it writes them itself.
 */
export function runnerPort(env: ActionEnv = process.env, stream: CommandStream = process.stdout): RunnerPort {
  const toolkit = core !== undefined && env === process.env && stream === process.stdout;
  let failed = false;
  const command = (name: string, message: string, properties: AnnotationProperties = {}) => {
    stream.write(`${workflowCommand(name, annotationCommandProperties(properties), message)}${EOL}`);
  };
  const annotate = (kind: Annotation, message: string, properties?: AnnotationProperties) => {
    const text = redact(message);
    if (!toolkit) command(kind, text, properties);
    else if (kind === 'warning') core!.warning(text, properties);
    else if (kind === 'error') core!.error(text, properties);
    else core!.notice(text, properties);
  };

  const startGroup = (title: string) => {
    const text = redact(title);
    if (toolkit) core!.startGroup(text);
    else command('group', text);
  };
  const endGroup = () => {
    if (toolkit) core!.endGroup();
    else command('endgroup', '');
  };

  const port: RunnerPort = {
    get failed() {
      return failed;
    },
    input: (name) => env[inputEnvName(name)] ?? '',
    setOutput: (name, value) => {
      const text = redact(value);
      if (toolkit) return core!.setOutput(name, text);
      const file = env.GITHUB_OUTPUT;
      if (!file) {
        // The runner's fallback for an environment without the file: the old stdout command.
        stream.write(EOL);
        stream.write(`${workflowCommand('set-output', { name }, text)}${EOL}`);
        return;
      }
      // As @actions/core does: a missing file is a broken runner, not something to create.
      if (!existsSync(file)) throw new Error(`Missing file at path: ${file}`);
      appendFileSync(file, fileCommandEntry(name, text), 'utf8');
    },
    appendSummary: async (markdown) => {
      const file = env.GITHUB_STEP_SUMMARY;
      if (!file) {
        port.debug('No GITHUB_STEP_SUMMARY: skipping the job summary.');
        return false;
      }
      try {
        // GitHub drops a step summary over 1 MiB whole: what this step already wrote counts, and
        // the rest is cut to fit with a line saying so.
        const written = existsSync(file) ? statSync(file).size : 0;
        const room = STEP_SUMMARY_MAX_BYTES - written;
        const text = `${redact(markdown)}\n`;
        const fitted = fitToLimit(text, room, { what: 'a job summary', unit: 'bytes', ...runOf(env) });
        if (sizeOf(fitted, 'bytes') > room) {
          port.warning(
            'The job summary is full (GitHub holds at most 1 MiB per step): the rest is in the log.',
          );
          return false;
        }
        await appendFile(file, fitted, 'utf8');
        return true;
      } catch (error) {
        port.warning(`Could not write the job summary to ${file}: ${errorMessage(error)}`);
        return false;
      }
    },
    debug: (message) => {
      const text = redact(message);
      if (toolkit) core!.debug(text);
      else command('debug', text);
    },
    info: (message) => {
      for (const text of commandsShownAsText(redact(message), pauseToken)) {
        if (toolkit) core!.info(text);
        else stream.write(`${text}${EOL}`);
      }
    },
    warning: (message, properties) => annotate('warning', message, properties),
    error: (message, properties) => annotate('error', message, properties),
    notice: (message, properties) => annotate('notice', message, properties),
    group: async (title, fn) => {
      let opened = false;
      const open = (text: string) => {
        if (opened) return;
        opened = true;
        startGroup(text);
      };
      if (title !== null) open(title);
      try {
        return await fn(open);
      } finally {
        if (opened) endGroup();
      }
    },
    setSecret: (value) => {
      if (toolkit) core!.setSecret(value);
      else command('add-mask', value);
    },
    setFailed: (message) => {
      failed = true;
      const text = redact(message);
      // @actions/core also sets process.exitCode = 1, which the entry's finishProcess exits with.
      if (toolkit) core!.setFailed(text);
      else command('error', text);
    },
  };
  return port;
}

/** The run's page, from the runner's variables, for the line that says a summary was cut. */
function runOf(env: ActionEnv): { runUrl?: string } {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: runId } = env;
  return server && repository && runId ? { runUrl: `${server}/${repository}/actions/runs/${runId}` } : {};
}
