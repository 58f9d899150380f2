import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { uploadFilePath } from './handlers/uploads.ts';
import { newId, nowIso } from './ids.ts';
import type { DeploymentRecord, ProjectRecord } from './records.ts';
import type { Runtime } from './runtime.ts';
import { selectOutput } from './site-sources.ts';
import { createZip } from './zip-writer.ts';

/**
 * A deployment of `project` built earlier from an upload of `files` and live now, made at once and
 * without a request: what a test needs before its own requests start (a promote's source), where
 * the timers of a real build would make the setup asynchronous. The records are exactly those a
 * build through POST /uploads and POST /projects/{id}/deployments leaves.
 */
export function seedLiveDeployment(
  runtime: Runtime,
  project: ProjectRecord,
  files: Record<string, string>,
): DeploymentRecord {
  const zip = createZip(files);
  const uploadId = newId('upl');
  const filePath = uploadFilePath(runtime, uploadId);
  writeFileSync(filePath, zip);
  const now = nowIso();
  const sourceTarballUrl = `${runtime.origin}/storage/uploads/${uploadId}.zip`;
  runtime.state.uploads.set(uploadId, {
    record: {
      id: uploadId,
      sourceTarballUrl,
      size: zip.length,
      sha256: createHash('sha256').update(zip).digest('hex'),
      filename: null,
      createdAt: now,
    },
    filePath,
    chunked: false,
  });
  const id = newId('dpl');
  const deployment: DeploymentRecord = {
    id,
    projectId: project.id,
    status: 'live',
    source: { type: 'upload', uploadId, sourceTarballUrl },
    sourceTarballUrl,
    branch: null,
    commitSha: null,
    trigger: 'api',
    url: `${runtime.origin}/sites/d/${id}/`,
    error: null,
    startedAt: now,
    finishedAt: now,
    liveAt: now,
    createdAt: now,
    updatedAt: now,
  };
  const sources = new Map(Object.entries(files).map(([path, text]) => [path, Buffer.from(text)]));
  runtime.state.deployments.set(id, deployment);
  runtime.state.builds.set(id, {
    logs: [
      {
        timestamp: now,
        message: `Build completed; deployment is live at ${deployment.url}`,
        stream: 'build',
      },
    ],
    files: selectOutput(sources, project.outputDirectory) ?? sources,
    env: {},
  });
  project.latestDeploymentId = id;
  project.liveDeploymentId = id;
  return deployment;
}
