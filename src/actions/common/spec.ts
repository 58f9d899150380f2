/**
 * The metadata of one action: the single place its inputs and outputs are named.
 * scripts/gen-metadata.ts writes each action.yml and the README tables from these specs,
 * and the entries read inputs only through an InputReader typed by the same spec.
 */
export interface InputSpec {
  readonly description: string;
  readonly required?: boolean;
  readonly default?: string;
  /** Never echoed back in an error message (api keys, tokens, env values). */
  readonly secret?: boolean;
}

export interface OutputSpec {
  readonly description: string;
}

export interface ActionSpec<I extends string = string, O extends string = string> {
  /** Folder name under actions/ and dist/ (the root action.yml is 'deploy'). */
  readonly name: string;
  readonly title: string;
  /** One line for the README's table of actions (npm run build writes the table from the specs). */
  readonly summary: string;
  readonly description: string;
  readonly inputs: Readonly<Record<I, InputSpec>>;
  readonly outputs: Readonly<Record<O, OutputSpec>>;
}

export function defineAction<const I extends string, const O extends string>(
  spec: ActionSpec<I, O>,
): ActionSpec<I, O> {
  return spec;
}

/** What most actions' `status` output says: the step as a whole succeeded, failed (however early) or was cancelled. */
export const STEP_STATUS =
  '`succeeded`, `failed` (the step failed, however early: an input, the key, the platform), or `cancelled`.';

/** The `status` output every action has: the usual values, or the action's own. */
export function statusOutput(values: string = STEP_STATUS): { readonly status: OutputSpec } {
  return { status: { description: values } };
}

/** The `timeout` of an action that waits for something: what it waits for, and for how long by default. */
export function waitTimeoutInput(waitsFor: string, byDefault: string): { readonly timeout: InputSpec } {
  const description = `How long to wait for ${waitsFor}: \`90s\`, \`15m\`, \`1h\`, or plain seconds.`;
  return { timeout: { description, default: byDefault } };
}
