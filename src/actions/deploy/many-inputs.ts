import { segmentProblem } from '../../api/path-params.ts';
import { ConfigurationError } from '../../errors.ts';
import { type LiveCheckInputs, readLiveCheckInputs } from '../common/check-inputs.ts';
import { readWorkspaceDeployInputs, type WorkspaceDeployInputs } from '../common/deploy-inputs.ts';
import type { Inputs } from '../common/inputs.ts';
import { readKeyPool } from '../common/key-pool.ts';
import type { DeployInputName } from './inputs.ts';

export interface ManyDeployInputs {
  readonly keys: readonly string[];
  /** The platform ids of the keys, in order, when the projects action resolved them (`matrix.project`). */
  readonly ids: readonly string[] | undefined;
  readonly manifest: string;
  readonly concurrency: number;
  readonly apiKeys: readonly string[];
  /** The step's own inputs: what a project takes where the manifest says nothing. */
  readonly defaults: WorkspaceDeployInputs;
  readonly checks: LiveCheckInputs;
  /** Ship even a commit older than a project's live one. */
  readonly force: boolean;
  /** Asks GitHub which commit is live, when the platform does not say; records previews' GitHub Deployments. */
  readonly githubToken: string | undefined;
  /** A GitHub Deployment per project's preview (`preview/<key>`, `queue/<key>`). */
  readonly githubDeployment: boolean;
  /** `remove`: take this pull request's or merge group's previews down instead of deploying. */
  readonly previews: 'deploy' | 'remove';
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
  const keys = inputs.list('projects', { commas: true });
  const ids = readProjectIds(inputs.optional('project'), keys.length);
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
    keys,
    ids,
    manifest: inputs.required('manifest', 'set it to the manifest file, e.g. platform.yml'),
    concurrency: inputs.integer('concurrency', 1, 16),
    apiKeys,
    defaults,
    checks: readLiveCheckInputs(inputs, true),
    force: inputs.boolean('force'),
    githubToken: inputs.optional('github-token'),
    githubDeployment: inputs.boolean('github-deployment'),
    previews: inputs.oneOf('previews', ['deploy', 'remove']),
  };
}

/**
 * With `projects`, `project` may carry the ids the projects action resolved (`matrix.project`, one per
 * key, comma-separated), so a leg does not look each name up again: with hundreds of legs, every
 * leg listing the account's projects would cost more requests than the deploys.
 */
function readProjectIds(value: string | undefined, count: number): string[] | undefined {
  if (value === undefined) return undefined;
  const ids = value.split(',').map((id) => id.trim());
  if (ids.length !== count || ids.some((id) => segmentProblem(id) !== undefined || /[\s/?#]/.test(id))) {
    throw new ConfigurationError(
      `Input "project" must be empty with \`projects\`, or the ${count} project id${count === 1 ? '' : 's'} the projects action planned for them, comma-separated (\`project: \${{ matrix.project }}\`).`,
      'project',
    );
  }
  return ids;
}
