import type { PlatformClient } from '../client.ts';
import { type JsonRecord, numberField, stringField } from '../decode.ts';
import { rawStatusOf } from '../lifecycle.ts';
import {
  asRecord,
  callOptions,
  defined,
  idOf,
  type ListRequestOptions,
  listRecords,
  type RequestOptions,
  requireId,
} from './records.ts';

export interface Tunnel {
  readonly id: string;
  readonly name?: string;
  readonly localPort?: number;
  /** The public address the tunnel serves. */
  readonly url?: string;
  readonly status?: string;
  readonly raw: JsonRecord;
}

export function toTunnel(value: unknown, fallbackId?: string): Tunnel {
  const raw = asRecord(value);
  return {
    id: idOf(raw, 'tunnelId') ?? fallbackId ?? '',
    raw,
    ...defined({
      name: stringField(raw, 'name'),
      localPort: numberField(raw, 'localPort', 'port'),
      url: stringField(raw, 'url', 'publicUrl', 'hostname'),
      status: rawStatusOf(raw),
    }),
  };
}

export async function listTunnels(client: PlatformClient, options?: ListRequestOptions): Promise<Tunnel[]> {
  return (await listRecords(client, 'listTunnels', {}, options)).map((r) => toTunnel(r));
}

export async function getTunnel(
  client: PlatformClient,
  tunnelId: string,
  options?: RequestOptions,
): Promise<Tunnel> {
  return toTunnel(await client.call('getTunnel', callOptions(options, { id: tunnelId })), tunnelId);
}

export async function createTunnel(
  client: PlatformClient,
  localPort: number,
  name?: string,
  options?: RequestOptions,
): Promise<Tunnel> {
  const body = { localPort, ...defined({ name }) };
  const created = toTunnel(await client.call('createTunnel', callOptions(options, {}, { body })));
  requireId('createTunnel', created.id, 'tunnel');
  return created;
}

export async function setTunnelPort(
  client: PlatformClient,
  tunnelId: string,
  localPort: number,
  options?: RequestOptions,
): Promise<Tunnel> {
  const body = await client.call(
    'setTunnelPort',
    callOptions(options, { id: tunnelId }, { body: { localPort } }),
  );
  return toTunnel(body, tunnelId);
}

export async function deleteTunnel(
  client: PlatformClient,
  tunnelId: string,
  options?: RequestOptions,
): Promise<void> {
  await client.call('deleteTunnel', callOptions(options, { id: tunnelId }));
}
