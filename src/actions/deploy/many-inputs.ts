import { ConfigurationError } from '../../errors.ts';
import type { Inputs } from '../common/inputs.ts';
import { readKeyPool } from '../projects/inputs.ts';
import { type LiveCheckInputs, readLiveCheckInputs } from './check-inputs.ts';
import { type DeployInputName, readWorkspaceDeployInputs, type WorkspaceDeployInputs } from './inputs.ts';

export interface ManyDeployInputs {
  readonly keys: readonly string[];
  readonly manifest: string;
  readonly concurrency: number;
  readonly apiKeys: readonly string[];
  /** The step's own inputs: what a project takes where the manifest says nothing. */
  readonly defaults: WorkspaceDeployInputs;
  readonly checks: LiveCheckInputs;
}

/** Manifest mode is on when `projects` names keys. */
export function isManyMode(inputs: Inputs<DeployInputName>): boolean {
  return inputs.list('projects', { commas: true }).length > 0;
}

/**
 * The inputs of manifest mode. What only makes sense for one project (its id, another source, a
 * `path`) is refused rather than silently ignored.
 */
export function readManyDeployInputs(inputs: Inputs<DeployInputName>): ManyDeployInputs {
  const apiKeys = readKeyPool(inputs.raw('api-keys'));
  if (inputs.optional('project') !== undefined) {
    throw new ConfigurationError(
      'Inputs "project" and "projects" both name what to deploy; keep `projects` (manifest keys) or `project` (one platform project), not both.',
      'project',
    );
  }
  if (inputs.oneOf('source', ['upload', 'repository', 'deployment']) !== 'upload') {
    throw new ConfigurationError(
      'Input "source" must be `upload` with `projects`: each manifest project uploads its own path; remove `source` or deploy one `project`.',
      'source',
    );
  }
  const defaults = readWorkspaceDeployInputs(inputs);
  if (defaults.path !== '.') {
    throw new ConfigurationError(
      'Input "path" does not apply with `projects`: each project deploys the `path` its manifest entry names; remove `path`.',
      'path',
    );
  }
  if (!defaults.wait) {
    throw new ConfigurationError(
      'Input "wait" must stay `true` with `projects`: the results of the projects are what the report shows; remove `wait: false`.',
      'wait',
    );
  }
  return {
    keys: inputs.list('projects', { commas: true }),
    manifest: inputs.required('manifest', 'set it to the manifest file, e.g. platform.yml'),
    concurrency: inputs.integer('concurrency', 1, 16),
    apiKeys,
    defaults,
    checks: readLiveCheckInputs(inputs, true),
  };
}
