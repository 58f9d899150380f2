import { segmentProblem } from '../../api/path-params.ts';
import { DURATION_FORMS, readDuration, ZERO_DURATION } from '../../duration.ts';
import { ConfigurationError } from '../../errors.ts';
import { inputEnvName } from './runner-protocol.ts';
import type { ActionSpec } from './spec.ts';

export type InputSource = (name: string) => string;

/** The environment variable the command line reads an input from (src/cli/flags.ts says the same). */
export function inputVariable(name: string): string {
  return `PLATFORM_${name.replace(/-/g, '_').toUpperCase()}`;
}

const fromProcessEnv: InputSource = (name) => process.env[inputEnvName(name)] ?? '';

/** The reading surface, so helpers can ask for just the inputs they read (method parameters are bivariant). */
export interface Inputs<I extends string> {
  raw(name: I): string;
  optional(name: I): string | undefined;
  required(name: I, hint?: string): string;
  /** A required value that names one resource in a request path (an id or a name); `what` says which. */
  id(name: I, what: string, hint?: string): string;
  optionalId(name: I, what: string, hint?: string): string | undefined;
  boolean(name: I): boolean;
  durationMs(name: I): number;
  integer(name: I, min: number, max: number): number;
  oneOf<const V extends string>(name: I, values: readonly V[]): V;
  list(name: I, options?: { commas?: boolean }): string[];
}

/**
 * Reads an action's inputs strictly, and only the ones its spec declares (the type parameter
 * makes reading an undeclared input a compile error). It remembers what was read so a test
 * can prove that every declared input is used.
 */
export class InputReader<I extends string> implements Inputs<I> {
  readonly #spec: ActionSpec<I, string>;
  readonly #source: InputSource;
  readonly #read = new Set<I>();
  /** Non-secret values read so far, name → value, so a failure can say which input it is about. */
  readonly #values = new Map<string, string>();
  /** Where the user gives an input: the step's `with:`, or the command line's flag. */
  readonly #givenAs: 'with' | 'flag';

  constructor(
    spec: ActionSpec<I, string>,
    source: InputSource = fromProcessEnv,
    givenAs: 'with' | 'flag' = 'with',
  ) {
    this.#spec = spec;
    this.#source = source;
    this.#givenAs = givenAs;
  }

  /** The trimmed value, the spec's default when empty, or '' when neither. */
  raw(name: I): string {
    this.#read.add(name);
    const given = this.#source(name).trim();
    const fallback = this.#spec.inputs[name].default ?? '';
    // A runner expression such as ${{ github.token }} only has a value on a runner.
    const value = given !== '' ? given : fallback.includes('${{') ? '' : fallback;
    if (!this.#spec.inputs[name].secret) this.#values.set(name, value);
    return value;
  }

  optional(name: I): string | undefined {
    const value = this.raw(name);
    return value === '' ? undefined : value;
  }

  #whereToSet(name: I): string {
    return this.#givenAs === 'flag'
      ? `pass \`--${name}\` (or set ${inputVariable(name)})`
      : `set \`${name}\` in the step's \`with:\``;
  }

  required(name: I, hint = this.#whereToSet(name)): string {
    const value = this.raw(name);
    if (value === '') throw new ConfigurationError(`Input "${name}" is required: ${hint}.`, name);
    return value;
  }

  id(name: I, what: string, hint = `set it to ${what}`): string {
    return this.#checkedId(name, this.required(name, hint), what, hint);
  }

  optionalId(name: I, what: string, hint = `set it to ${what}, or leave it out`): string | undefined {
    const value = this.optional(name);
    return value === undefined ? undefined : this.#checkedId(name, value, what, hint);
  }

  /** `.` and `..` (also %-encoded) vanish when the URL resolves, so the request would reach another endpoint. */
  #checkedId(name: I, value: string, what: string, hint: string): string {
    if (segmentProblem(value) === undefined) return value;
    throw new ConfigurationError(
      `Input "${name}" is ${this.#show(name, value)}, which is not ${what}: a path segment of "." or ".." would send the request to another endpoint; ${hint}.`,
      name,
    );
  }

  boolean(name: I): boolean {
    const value = this.raw(name);
    if (value === 'true' || value === 'True' || value === 'TRUE') return true;
    if (value === 'false' || value === 'False' || value === 'FALSE') return false;
    throw new ConfigurationError(
      `Input "${name}" must be true or false, not ${this.#show(name, value)}: set it to true or false.`,
      name,
    );
  }

  durationMs(name: I): number {
    const value = this.raw(name);
    const duration = readDuration(value);
    if (duration.kind === 'duration') return duration.ms;
    throw new ConfigurationError(
      duration.kind === 'zero'
        ? `Input "${name}" must be a duration above zero, not ${this.#show(name, value)}: ${ZERO_DURATION}; give one such as 90s, 15m or 1h.`
        : `Input "${name}" must be a duration such as ${DURATION_FORMS}, not ${this.#show(name, value)}.`,
      name,
    );
  }

  integer(name: I, min: number, max: number): number {
    const value = this.raw(name);
    const number = Number(value);
    if (!/^-?\d+$/.test(value) || number < min || number > max) {
      throw new ConfigurationError(
        `Input "${name}" must be a whole number from ${min} to ${max}, not ${this.#show(name, value)}.`,
        name,
      );
    }
    return number;
  }

  oneOf<const V extends string>(name: I, values: readonly V[]): V {
    const value = this.raw(name);
    const match = values.find((v) => v === value.toLowerCase());
    if (match === undefined) {
      throw new ConfigurationError(
        `Input "${name}" must be one of ${values.join(', ')}, not ${this.#show(name, value)}.`,
        name,
      );
    }
    return match;
  }

  /** Non-empty, non-comment lines of a multi-line input (also splits on commas when asked). */
  list(name: I, options: { commas?: boolean } = {}): string[] {
    const value = this.raw(name);
    const pieces = options.commas ? value.split(/[\n,]/) : value.split('\n');
    return pieces.map((p) => p.trim()).filter((p) => p !== '' && !p.startsWith('#'));
  }

  valuesRead(): ReadonlyMap<string, string> {
    return this.#values;
  }

  /** Declared inputs that no code path has read yet. */
  unread(): I[] {
    return (Object.keys(this.#spec.inputs) as I[]).filter((name) => !this.#read.has(name));
  }

  #show(name: I, value: string): string {
    if (this.#spec.inputs[name].secret) return 'the given value';
    return value === '' ? 'an empty value' : `"${value.length > 60 ? `${value.slice(0, 60)}…` : value}"`;
  }
}
