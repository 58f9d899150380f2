import type { Inputs } from '../common/inputs.ts';
import { readSyncFlags, type SyncFlags } from '../common/sync-inputs.ts';
import type { spec } from './spec.ts';

export interface ProjectSyncInputs extends SyncFlags {
  /** The project's id or name, as given; resolved once the client exists. */
  readonly project: string;
  /** YAML or JSON laid over the file; undefined when not given. */
  readonly overrides: string | undefined;
  readonly allowPrimaryChange: boolean;
  readonly proxyWaitMs: number;
}

/** Everything but api-key and api-url, which readConnection handles first so the key is masked. */
export function readProjectSyncInputs(inputs: Inputs<keyof typeof spec.inputs>): ProjectSyncInputs {
  const overrides = inputs.optional('overrides');
  return {
    ...readSyncFlags(inputs),
    project: inputs.id(
      'project',
      "a project's id or name",
      'set it to the id or name of the project the file configures, e.g. shop',
    ),
    overrides: overrides === undefined || overrides.trim() === '' ? undefined : overrides,
    allowPrimaryChange: inputs.boolean('allow-primary-change'),
    proxyWaitMs: inputs.durationMs('proxy-wait'),
  };
}
