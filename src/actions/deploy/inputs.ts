import { UPLOAD_FORMATS, type UploadFormat } from '../../api/upload-form.ts';
import { ConfigurationError } from '../../errors.ts';
import type { Inputs } from '../common/inputs.ts';
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

export interface DeployInputs extends WorkspaceDeployInputs {
  readonly projectId: string;
  readonly source: 'upload' | 'repository';
  readonly branch: string | undefined;
  readonly commitSha: string | undefined;
  readonly githubToken: string | undefined;
  readonly environment: string | undefined;
  readonly comment: boolean;
  readonly githubDeployment: boolean;
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
  const source = inputs.oneOf('source', ['upload', 'repository']);
  const branch = inputs.optional('branch');
  const commitSha = inputs.optional('commit-sha');
  if (commitSha !== undefined && !/^[0-9a-f]{7,40}$/i.test(commitSha)) {
    throw new ConfigurationError(
      `Input "commit-sha" must be a commit hash of 7 to 40 hex digits, not "${commitSha}".`,
      'commit-sha',
    );
  }
  if (source === 'upload' && (branch !== undefined || commitSha !== undefined)) {
    throw new ConfigurationError(
      'Inputs "branch" and "commit-sha" only apply to `source: repository`; remove them or set `source: repository`.',
      'source',
    );
  }
  return {
    projectId: inputs.id('project', 'a project id', 'set it to the id of the platform project to deploy'),
    source,
    branch,
    commitSha,
    ...readWorkspaceDeployInputs(inputs),
    githubToken: inputs.optional('github-token'),
    environment: inputs.optional('environment'),
    comment: inputs.boolean('comment'),
    githubDeployment: inputs.boolean('github-deployment'),
  };
}
