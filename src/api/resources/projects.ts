import type { PlatformClient } from '../client.ts';
import { type JsonRecord, stringField } from '../decode.ts';
import {
  asRecord,
  callOptions,
  defined,
  getRecord,
  idOf,
  type ListRequestOptions,
  listRecords,
  type RequestOptions,
  requireId,
  urlField,
} from './records.ts';

export interface Project {
  readonly id: string;
  readonly name?: string;
  /** Where the project is served; the platform's name for it varies. */
  readonly liveUrl?: string;
  readonly raw: JsonRecord;
}

export function toProject(value: unknown, fallbackId?: string): Project {
  const raw = asRecord(value);
  return {
    id: idOf(raw, 'projectId') ?? fallbackId ?? '',
    raw,
    ...defined({
      name: stringField(raw, 'name', 'slug', 'displayName', 'title'),
      liveUrl: urlField(
        raw,
        'liveUrl',
        'url',
        'productionUrl',
        'siteUrl',
        'publicUrl',
        'primaryDomain',
        'domain',
      ),
    }),
  };
}

export async function listProjects(client: PlatformClient, options?: ListRequestOptions): Promise<Project[]> {
  return (await listRecords(client, 'listProjects', {}, options)).map((record) => toProject(record));
}

export async function getProject(
  client: PlatformClient,
  projectId: string,
  options?: RequestOptions,
): Promise<Project> {
  return toProject(await client.call('getProject', callOptions(options, { id: projectId })), projectId);
}

/** The document does not show the create body; `input` is sent as is (e.g. `{ name }`). */
export async function createProject(
  client: PlatformClient,
  input: JsonRecord,
  options?: RequestOptions,
): Promise<Project> {
  const project = toProject(await client.call('createProject', callOptions(options, {}, { body: input })));
  requireId('createProject', project.id, 'project');
  return project;
}

export async function updateProject(
  client: PlatformClient,
  projectId: string,
  changes: JsonRecord,
  options?: RequestOptions,
): Promise<Project> {
  const body = await client.call('updateProject', callOptions(options, { id: projectId }, { body: changes }));
  return toProject(body, projectId);
}

export async function getStaticRouting(
  client: PlatformClient,
  projectId: string,
  options?: RequestOptions,
): Promise<JsonRecord> {
  return getRecord(client, 'getStaticRouting', { id: projectId }, options);
}

export async function setStaticRouting(
  client: PlatformClient,
  projectId: string,
  settings: JsonRecord,
  options?: RequestOptions,
): Promise<JsonRecord> {
  return getRecord(client, 'setStaticRouting', { id: projectId }, options, { body: settings });
}

export async function listProxyRules(
  client: PlatformClient,
  projectId: string,
  options?: ListRequestOptions,
): Promise<JsonRecord[]> {
  return listRecords(client, 'listProxyRules', { id: projectId }, options);
}

/** The sent set replaces the project's rules; its shape (`{ rules: [...] }` or an array) is the caller's. */
export async function setProxyRules(
  client: PlatformClient,
  projectId: string,
  rules: JsonRecord | readonly unknown[],
  options?: RequestOptions,
): Promise<JsonRecord> {
  return getRecord(client, 'setProxyRules', { id: projectId }, options, { body: rules });
}
