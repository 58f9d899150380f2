/**
 * An action's inputs as command-line flags, generated from its spec so the two can never drift:
 * every input is `--<name>` (inputs are kebab-case already), an input whose default is `true` or
 * `false` is a switch (`--dry-run`, `--no-dry-run`, `--dry-run=false`), and every input may also come
 * from the environment as `PLATFORM_<NAME>`, which is where secrets belong.
 *
 * Node's own `util.parseArgs` reads them: strict (an unknown flag or a missing value is an error, not
 * a positional), no dependency to load before the first request, and the help text is ours anyway,
 * since it is generated from the same spec. commander would add 180 KB and a second source of truth
 * for defaults and required flags.
 */
import { parseArgs } from 'node:util';
import type { ActionSpec, InputSpec } from '../actions/common/spec.ts';

/** Flags every command has, apart from its action's inputs. */
export const GLOBAL_FLAGS = {
  json: {
    type: 'boolean',
    description: "Print the action's outputs as one JSON object on stdout, and nothing else there.",
  },
  'summary-file': {
    type: 'string',
    description: 'Write the Markdown summary (the job summary on GitHub) to this file.',
  },
  'mr-note': {
    type: 'boolean',
    description:
      'On a GitLab merge request pipeline with GITLAB_TOKEN: keep one note on the merge request with the summary (default on there; --no-mr-note to skip).',
  },
  verbose: { type: 'boolean', description: 'Also print debug lines.' },
  help: { type: 'boolean', description: 'Print this help.' },
} as const;

export interface ParsedCommand {
  /** The action inputs given as flags, by input name ('true'/'false' for switches). */
  readonly inputs: Readonly<Record<string, string>>;
  readonly json: boolean;
  readonly summaryFile: string | undefined;
  /** Undefined: not said either way. */
  readonly mrNote: boolean | undefined;
  readonly verbose: boolean;
  readonly help: boolean;
  /** Secret inputs given as flags: they land in shell history. */
  readonly secretsAsFlags: readonly string[];
}

/** A mistake in the command line itself: exit 2, before anything is read or sent. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** An input is a switch when its default says it is one. */
export function isSwitch(input: InputSpec): boolean {
  return input.default === 'true' || input.default === 'false';
}

export function parseCommand(spec: ActionSpec, args: readonly string[]): ParsedCommand {
  const inputs = Object.entries(spec.inputs) as [string, InputSpec][];
  const clash = inputs.find(([name]) => name in GLOBAL_FLAGS);
  if (clash) throw new Error(`Input "${clash[0]}" of ${spec.name} has the name of a global flag.`);
  const options: Record<string, { type: 'string' | 'boolean'; short?: string }> = {};
  for (const [name, input] of inputs) options[name] = { type: isSwitch(input) ? 'boolean' : 'string' };
  for (const [name, flag] of Object.entries(GLOBAL_FLAGS)) options[name] = { type: flag.type };
  options.help = { type: 'boolean', short: 'h' };
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: switchesWithValues(args, options),
      options,
      strict: true,
      allowPositionals: false,
      allowNegative: true,
    }) as { values: Record<string, string | boolean | undefined> });
  } catch (error) {
    throw new UsageError(usageSentence(spec, error, Object.keys(options)));
  }
  const given: Record<string, string> = {};
  const secretsAsFlags: string[] = [];
  for (const [name, input] of inputs) {
    const value = values[name];
    if (value === undefined) continue;
    given[name] = String(value);
    if (input.secret) secretsAsFlags.push(name);
  }
  return {
    inputs: given,
    json: values.json === true,
    summaryFile: typeof values['summary-file'] === 'string' ? values['summary-file'] : undefined,
    mrNote: typeof values['mr-note'] === 'boolean' ? values['mr-note'] : undefined,
    verbose: values.verbose === true,
    help: values.help === true,
    secretsAsFlags,
  };
}

/** `--dry-run=false` reads as `--no-dry-run`: parseArgs takes no value after a boolean. */
function switchesWithValues(
  args: readonly string[],
  options: Record<string, { type: 'string' | 'boolean' }>,
): string[] {
  return args.map((arg) => {
    const match = /^--([a-z0-9-]+)=(true|false)$/.exec(arg);
    if (!match || options[match[1]!]?.type !== 'boolean') return arg;
    return match[2] === 'true' ? `--${match[1]}` : `--no-${match[1]}`;
  });
}

/** parseArgs's own message, as one sentence that names the flag and the fix. */
function usageSentence(spec: ActionSpec, error: unknown, known: readonly string[]): string {
  const message = error instanceof Error ? error.message : String(error);
  const help = `run "platform-actions help ${spec.name}" for its options`;
  const unknown = /Unknown option '(-{1,2}[^']+)'/.exec(message);
  if (unknown) {
    const flag = unknown[1]!;
    const near = nearest(flag.replace(/^-+(no-)?/, '').replace(/=.*$/, ''), known);
    const hint = near === undefined ? '' : ` (did you mean --${near}?)`;
    return `Unknown option "${flag}" for ${spec.name}${hint}: ${help}.`;
  }
  const missing = /Option '(-{1,2}[^']+?)(?: <value>)?' argument missing/.exec(message);
  if (missing) return `Option "${missing[1]}" needs a value (e.g. ${missing[1]}=VALUE): ${help}.`;
  const positional = /Unexpected argument '([^']+)'/.exec(message);
  if (positional) {
    return `Unexpected argument "${positional[1]}" for ${spec.name}: every input is a --flag; ${help}.`;
  }
  return `${message.replace(/\.$/, '')}: ${help}.`;
}

function nearest(word: string, names: readonly string[]): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const name of names) {
    const distance = editDistance(word, name);
    if (distance <= Math.max(2, Math.floor(name.length / 4)) && (!best || distance < best.distance)) {
      best = { name, distance };
    }
  }
  return best?.name;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      row[j] = Math.min(
        previous[j]! + 1,
        row[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = row;
  }
  return previous[b.length]!;
}
