import type { DeploymentRecord, ProjectRecord, SourceFile } from './records.ts';
import type { Runtime } from './runtime.ts';
import { readZipFile, ZipError } from './zip.ts';

/** What a build starts from: the source files, or the reason it cannot get them. */
export type SourceResult = { files: Map<string, Buffer>; describe: string } | { error: string };

/** Zip names become site paths; anything that could escape the site root fails the build. */
export function safeSitePath(name: string): string | undefined {
  const path = name.replace(/^\.\//, '');
  if (path.startsWith('/') || path.includes('\\') || path.includes('\0')) return undefined;
  if (path.split('/').some((segment) => segment === '..' || segment === '')) return undefined;
  return path;
}

async function fromUpload(runtime: Runtime, uploadId: string): Promise<SourceResult> {
  const stored = runtime.state.uploads.get(uploadId);
  if (!stored) return { error: `upload ${uploadId} no longer exists` };
  let entries: Awaited<ReturnType<typeof readZipFile>>;
  try {
    entries = await readZipFile(stored.filePath);
  } catch (error) {
    const reason = error instanceof ZipError ? error.message : String(error);
    return { error: `the uploaded archive is not a valid zip archive: ${reason}` };
  }
  const files = new Map<string, Buffer>();
  for (const entry of entries) {
    const path = safeSitePath(entry.name);
    if (path === undefined) return { error: `the archive contains an unsafe path: ${entry.name}` };
    files.set(path, entry.data);
  }
  return {
    files,
    describe: `upload ${uploadId} (${stored.record.size} bytes, sha256 ${stored.record.sha256.slice(0, 12)})`,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[char]};`);
}

/** A small generated site, since the emulator cannot clone real repositories. */
function fromRepository(project: ProjectRecord, deployment: DeploymentRecord): SourceResult {
  const repository = project.repository ?? 'unknown/repository';
  const ref = deployment.commitSha ?? deployment.branch ?? project.defaultBranch;
  const title = `${escapeHtml(project.name)} built from ${escapeHtml(repository)}@${escapeHtml(ref)}`;
  const index = [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${title}</title><link rel="stylesheet" href="/style.css"></head>`,
    `<body><h1>${title}</h1>`,
    `<p>branch: ${escapeHtml(deployment.branch ?? '(none)')}</p>`,
    `<p>commit: ${escapeHtml(deployment.commitSha ?? '(none)')}</p>`,
    '</body></html>',
    '',
  ].join('\n');
  const files = new Map<string, Buffer>([
    ['index.html', Buffer.from(index)],
    ['style.css', Buffer.from('body { font-family: sans-serif; }\n')],
  ]);
  return { files, describe: `${repository}@${ref}` };
}

function fromTree(tree: Map<string, SourceFile> | undefined): SourceResult {
  const files = new Map<string, Buffer>();
  for (const [path, node] of tree ?? []) {
    if (node.type === 'file') files.set(path.replace(/^\//, ''), node.content);
  }
  return { files, describe: `the project's source tree (${files.size} files)` };
}

export async function fetchSource(
  runtime: Runtime,
  project: ProjectRecord,
  deployment: DeploymentRecord,
  filesSnapshot: Map<string, SourceFile> | undefined,
): Promise<SourceResult> {
  const { source } = deployment;
  if (source.type === 'upload') return fromUpload(runtime, source.uploadId);
  if (source.type === 'files') return fromTree(filesSnapshot);
  return fromRepository(project, deployment);
}

/** The served part of the source: the project's output directory, or all of it. */
export function selectOutput(
  files: Map<string, Buffer>,
  outputDirectory: string | null,
): Map<string, Buffer> | undefined {
  if (!outputDirectory) return files;
  const prefix = `${outputDirectory.replace(/^\.?\/+|\/+$/g, '')}/`;
  const selected = new Map<string, Buffer>();
  for (const [path, data] of files) {
    if (path.startsWith(prefix)) selected.set(path.slice(prefix.length), data);
  }
  return selected.size > 0 ? selected : undefined;
}
