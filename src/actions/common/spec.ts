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
  readonly description: string;
  readonly inputs: Readonly<Record<I, InputSpec>>;
  readonly outputs: Readonly<Record<O, OutputSpec>>;
}

export function defineAction<const I extends string, const O extends string>(
  spec: ActionSpec<I, O>,
): ActionSpec<I, O> {
  return spec;
}
