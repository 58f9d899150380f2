import { resolve } from 'node:path';
import { UPLOAD_FORMATS, type UploadFormat } from '../../api/upload-form.ts';
import type { PackUploadSource } from '../../deploy/pack-upload.ts';
import { ConfigurationError } from '../../errors.ts';
import { deployRootProblem } from '../../workspace/deploy-root.ts';
import type { Inputs } from '../common/inputs.ts';
import { type LiveCheckInputs, readLiveCheckInputs } from './check-inputs.ts';
import type { spec } from './spec.ts';

export type DeployInputName = keyof typeof spec.inputs;

export interface WorkspaceDeployInputs {
  readonly path: string;
  readonly exclude: string[];
  readonly wait: boolean;
  readonly timeoutMs: number;
  readonly uploadFormat: UploadFormat;
  readonly compressionLevel: number;
}

/**
 * Refuses a `path` that is not a folder of the checkout (a link out of it, an absolute path
 * elsewhere) or is in a `.git`, before any request: packed, it would be served publicly.
 */
export function checkUploadRoot(config: Pick<WorkspaceDeployInputs, 'path'>, workspace: string): void {
  const problem = deployRootProblem(workspace, config.path);
  if (problem) throw new ConfigurationError(`Input "path" ("${config.path}") ${problem}.`, 'path');
}

/** What deploy and preview-domain pack and upload: `path` under the workspace, as the inputs say. */
export function workspaceUpload(
  config: WorkspaceDeployInputs,
  workspace: string,
  tempDir: string,
): PackUploadSource & { readonly kind: 'upload' } {
  checkUploadRoot(config, workspace);
  return {
    kind: 'upload',
    root: resolve(workspace, config.path),
    exclude: config.exclude,
    tempDir,
    uploadFormat: config.uploadFormat,
    compressionLevel: config.compressionLevel,
  };
}

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

export function readWorkspaceDeployInputs(
  inputs: Inputs<'path' | 'exclude' | 'wait' | 'timeout' | 'upload-format' | 'compression-level'>,
): WorkspaceDeployInputs {
  return {
    path: inputs.raw('path') || '.',
    exclude: inputs.list('exclude'),
    wait: inputs.boolean('wait'),
    timeoutMs: inputs.durationMs('timeout'),
    uploadFormat: inputs.oneOf('upload-format', UPLOAD_FORMATS),
    compressionLevel: inputs.integer('compression-level', 0, 9),
  };
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
