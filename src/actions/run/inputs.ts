import type { Inputs } from '../common/inputs.ts';
import type { spec } from './spec.ts';

export type RunInputName = keyof typeof spec.inputs;

export interface RunInputs {
  /** The project's id or name, as given; resolved once the client exists. */
  readonly project: string;
  readonly command: string;
  readonly service: string | undefined;
  readonly timeoutMs: number;
}

/** Everything but api-key and api-url, which readConnection reads first so the key is masked. */
export function readRunInputs(inputs: Inputs<RunInputName>): RunInputs {
  return {
    project: inputs.id(
      'project',
      "a project's id or name",
      'set it to the id or name of the platform project',
    ),
    command: inputs.required('command', 'set it to the command line to run, e.g. `npm run migrate`'),
    service: inputs.optionalId('service', 'the name of a compose service'),
    timeoutMs: inputs.durationMs('timeout'),
  };
}
