import type { PlatformClient } from '../client.ts';
import { booleanField, type JsonRecord, numberField, stringField } from '../decode.ts';
import { rawStatusOf } from '../lifecycle.ts';
import { redeployIdFrom } from './env.ts';
import { endpoint } from './operation.ts';
import {
  asRecord,
  callOptions,
  defined,
  getRecord,
  idOf,
  type ListRequestOptions,
  listRecords,
  type RequestOptions,
} from './records.ts';

export interface ProjectFileEntry {
  readonly path: string;
  readonly name?: string;
  readonly type: 'file' | 'directory';
  readonly size?: number;
  readonly raw: JsonRecord;
}

export interface ProjectFileContent {
  readonly path: string;
  /** As sent: text, or base64 when `encoding` says so (binary files). */
  readonly content: string;
  readonly encoding: 'utf8' | 'base64';
  readonly raw: unknown;
}

export function toFileEntry(value: unknown): ProjectFileEntry {
  const raw = asRecord(value);
  const kind = stringField(raw, 'type', 'kind')?.toLowerCase();
  const isDirectory =
    kind === 'directory' ||
    kind === 'dir' ||
    kind === 'folder' ||
    booleanField(raw, 'isDirectory', 'directory') === true;
  return {
    path: stringField(raw, 'path', 'name', 'value') ?? '',
    type: isDirectory ? 'directory' : 'file',
    raw,
    ...defined({ name: stringField(raw, 'name'), size: numberField(raw, 'size', 'bytes') }),
  };
}

/** Lists one directory of the source tree (`path` defaults to the root). */
export async function listProjectFiles(
  client: PlatformClient,
  projectId: string,
  path?: string,
  options?: ListRequestOptions,
): Promise<ProjectFileEntry[]> {
  const query = { ...options?.query, ...defined({ path }) };
  return (await listRecords(client, 'listProjectFiles', { id: projectId }, { ...options, query })).map(
    toFileEntry,
  );
}

export async function readProjectFile(
  client: PlatformClient,
  projectId: string,
  path: string,
  options?: RequestOptions,
): Promise<ProjectFileContent> {
  const raw = await client.call(
    'readProjectFile',
    callOptions(options, { id: projectId }, { query: { path } }),
  );
  if (typeof raw === 'string') return { path, content: raw, encoding: 'utf8', raw };
  const encoding = stringField(raw, 'encoding')?.toLowerCase() === 'base64' ? 'base64' : 'utf8';
  return { path, content: stringField(raw, 'content', 'text', 'data') ?? '', encoding, raw };
}

/** Creates or overwrites a file; binary content is sent base64-encoded. */
export async function writeProjectFile(
  client: PlatformClient,
  projectId: string,
  path: string,
  content: string | Uint8Array,
  options?: RequestOptions,
): Promise<JsonRecord> {
  const body =
    typeof content === 'string'
      ? { path, content, encoding: 'utf8' }
      : { path, content: Buffer.from(content).toString('base64'), encoding: 'base64' };
  return getRecord(client, 'writeProjectFile', { id: projectId }, options, { query: { path }, body });
}

export async function deleteProjectFile(
  client: PlatformClient,
  projectId: string,
  path: string,
  options?: RequestOptions & { readonly recursive?: boolean },
): Promise<void> {
  const query = { path, ...(options?.recursive ? { recursive: true } : {}) };
  await client.call('deleteProjectFile', callOptions(options, { id: projectId }, { query }));
}

export const createProjectDirectory = endpoint('createProjectDirectory', {
  body: (path: string) => ({ path }),
  decode: asRecord,
});

export const moveProjectFile = endpoint('moveProjectFile', {
  body: ({ from, to }: { from: string; to: string }) => ({ from, to }),
  decode: asRecord,
});

/** Searches file contents for `text`; the matches are returned as the platform gives them. */
export async function searchProjectFiles(
  client: PlatformClient,
  projectId: string,
  text: string,
  options?: ListRequestOptions,
): Promise<JsonRecord[]> {
  return listRecords(
    client,
    'searchProjectFiles',
    { id: projectId },
    { ...options, query: { ...options?.query, q: text } },
  );
}

/** Ships the edited source tree. Not repeated after an ambiguous failure: it starts a build. */
export const deployProjectFiles = endpoint('deployProjectFiles', {
  decode: (raw): { readonly deploymentId?: string; readonly raw: unknown } => {
    const deploymentId = redeployIdFrom(raw) ?? (rawStatusOf(raw) ? idOf(raw) : undefined);
    return { raw, ...defined({ deploymentId }) };
  },
});
