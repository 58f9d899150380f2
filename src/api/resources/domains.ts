import type { PlatformClient } from '../client.ts';
import { booleanField, type JsonRecord, stringField } from '../decode.ts';
import { rawStatusOf } from '../lifecycle.ts';
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

export interface Domain {
  /** The host name, e.g. www.example.com; it is also the `{domain}` path parameter. */
  readonly name: string;
  readonly id?: string;
  readonly primary?: boolean;
  readonly verified?: boolean;
  readonly status?: string;
  readonly raw: JsonRecord;
}

export function toDomain(value: unknown, fallbackName?: string): Domain {
  const raw = asRecord(value);
  return {
    name: stringField(raw, 'domain', 'name', 'hostname', 'host', 'value') ?? fallbackName ?? '',
    raw,
    ...defined({
      id: idOf(raw, 'domainId'),
      primary: booleanField(raw, 'primary', 'isPrimary', 'production'),
      verified: booleanField(raw, 'verified', 'isVerified'),
      status: rawStatusOf(raw),
    }),
  };
}

export async function listDomains(
  client: PlatformClient,
  projectId: string,
  options?: ListRequestOptions,
): Promise<Domain[]> {
  return (await listRecords(client, 'listDomains', { id: projectId }, options)).map((r) => toDomain(r));
}

export async function attachDomain(
  client: PlatformClient,
  projectId: string,
  domain: string,
  options?: RequestOptions,
): Promise<Domain> {
  const body = await client.call(
    'attachDomain',
    callOptions(options, { id: projectId }, { body: { domain } }),
  );
  return toDomain(body, domain);
}

export async function setPrimaryDomain(
  client: PlatformClient,
  projectId: string,
  domain: string,
  options?: RequestOptions,
): Promise<Domain> {
  const body = await client.call('setPrimaryDomain', callOptions(options, { id: projectId, domain }));
  return toDomain(body, domain);
}

export async function detachDomain(
  client: PlatformClient,
  projectId: string,
  domain: string,
  options?: RequestOptions,
): Promise<void> {
  await client.call('detachDomain', callOptions(options, { id: projectId, domain }));
}

export async function getDomainProxyStatus(
  client: PlatformClient,
  projectId: string,
  domain: string,
  options?: RequestOptions,
): Promise<JsonRecord> {
  return getRecord(client, 'getDomainProxyStatus', { id: projectId, domain }, options);
}
