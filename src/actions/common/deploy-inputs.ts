import { resolve } from 'node:path';
import { UPLOAD_FORMATS, type UploadFormat } from '../../api/upload-form.ts';
import type { PackUploadSource } from '../../deploy/pack-upload.ts';
import { ConfigurationError } from '../../errors.ts';
import { deployRootProblem } from '../../workspace/deploy-root.ts';
import type { Inputs } from './inputs.ts';

/** The inputs of every action that packs and deploys the workspace (deploy, preview-domain). */
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
