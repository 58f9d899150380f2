import { ConfigurationError } from '../../errors.ts';
import { type LiveCheckInputs, readLiveCheckInputs } from '../common/check-inputs.ts';
import { readWorkspaceDeployInputs, type WorkspaceDeployInputs } from '../common/deploy-inputs.ts';
import type { Inputs } from '../common/inputs.ts';
import type { spec } from './spec.ts';

export type DeployInputName = keyof typeof spec.inputs;

export interface DeployInputs extends WorkspaceDeployInputs {
  /** The project's id or name, as given; resolved once the client exists. */
  readonly project: string;
  readonly source: 'upload' | 'repository' | 'deployment';
  /** With `source: deployment`: a deployment id, or `previous`. */
  readonly deployment: string | undefined;
  readonly branch: string | undefined;
  readonly commitSha: string | undefined;
  readonly githubToken: string | undefined;
  readonly environment: string | undefined;
  readonly comment: boolean;
  readonly githubDeployment: boolean;
  readonly checks: LiveCheckInputs;
  /** Ship even a commit older than the live one. */
  readonly force: boolean;
}

/** Everything but api-key and api-url, which readConnection handles first so the key is masked. */
export function readDeployInputs(inputs: Inputs<DeployInputName>): DeployInputs {
  const source = inputs.oneOf('source', ['upload', 'repository', 'deployment']);
  const deployment = readDeploymentInput(inputs, source);
  const branch = inputs.optional('branch');
  const commitSha = inputs.optional('commit-sha');
  if (commitSha !== undefined && !/^[0-9a-f]{7,40}$/i.test(commitSha)) {
    throw new ConfigurationError(
      `Input "commit-sha" must be a commit hash of 7 to 40 hex digits, not "${commitSha}".`,
      'commit-sha',
    );
  }
  if (source !== 'repository' && (branch !== undefined || commitSha !== undefined)) {
    throw new ConfigurationError(
      'Inputs "branch" and "commit-sha" only apply to `source: repository`; remove them or set `source: repository`.',
      'source',
    );
  }
  const workspace = readWorkspaceDeployInputs(inputs);
  return {
    project: inputs.id(
      'project',
      "a project's id or name",
      'set it to the id or name of the platform project to deploy',
    ),
    source,
    deployment,
    branch,
    commitSha,
    ...workspace,
    githubToken: inputs.optional('github-token'),
    environment: inputs.optional('environment'),
    comment: inputs.boolean('comment'),
    githubDeployment: inputs.boolean('github-deployment'),
    checks: readLiveCheckInputs(inputs, workspace.wait),
    force: inputs.boolean('force'),
  };
}

function readDeploymentInput(
  inputs: Inputs<'deployment'>,
  source: DeployInputs['source'],
): string | undefined {
  if (source !== 'deployment') {
    if (inputs.optional('deployment') === undefined) return undefined;
    throw new ConfigurationError(
      'Input "deployment" only applies to `source: deployment`; remove it or set `source: deployment`.',
      'deployment',
    );
  }
  const value = inputs.id(
    'deployment',
    'a deployment id or `previous`',
    'set it to the id of the deployment to redeploy, or to `previous`',
  );
  return value.toLowerCase() === 'previous' ? 'previous' : value;
}
