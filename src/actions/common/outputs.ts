import type { ActionPort, Outputs } from '../../port.ts';
import type { ActionSpec } from './spec.ts';

export type { Outputs };

/**
 * The writer of the outputs `S` declares, named from the spec itself (`OutputsOf<typeof spec>`), so a
 * report never restates the names by hand and goes stale with the spec.
 */
export type OutputsOf<S extends Pick<ActionSpec, 'outputs'>> = Outputs<keyof S['outputs'] & string>;

/** Values for some of the outputs `S` declares: what a report turns an outcome into. */
export type OutputValues<S extends Pick<ActionSpec, 'outputs'>> = Partial<
  Record<keyof S['outputs'] & string, string>
>;

/** A writer over `port` for the outputs `spec` declares. */
export function outputWriter<O extends string>(port: Pick<ActionPort, 'setOutput'>): Outputs<O> {
  return {
    set: (name, value) => port.setOutput(name, value),
    setAll: (values) => {
      for (const [name, value] of Object.entries(values) as [O, string | undefined][]) {
        if (value !== undefined) port.setOutput(name, value);
      }
    },
  };
}

/**
 * The run-time half of the guarantee, for what the types cannot see (a name built at run time, a
 * port handed to a lower layer): writing an output the action's action.yml does not declare is a bug,
 * and fails the step with one, so a test of the action fails with it too.
 */
export function assertDeclaredOutput(
  spec: Pick<ActionSpec<string, string>, 'name' | 'outputs'>,
  name: string,
): void {
  if (Object.hasOwn(spec.outputs, name)) return;
  throw new UndeclaredOutputError(
    `Bug: the ${spec.name} action wrote the output \`${name}\`, which its action.yml does not declare.`,
  );
}

class UndeclaredOutputError extends Error {
  override readonly name = 'UndeclaredOutputError';
}
