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
} from './records.ts';

export interface ComputeService {
  readonly id: string;
  readonly name?: string;
  readonly cpu?: number;
  readonly memoryMb?: number;
  readonly status?: string;
  readonly raw: JsonRecord;
}

export function toComputeService(value: unknown, fallbackId?: string): ComputeService {
  const raw = asRecord(value);
  return {
    id: idOf(raw, 'serviceId') ?? fallbackId ?? '',
    raw,
    ...defined({
      name: stringField(raw, 'name'),
      cpu: numberField(raw, 'cpu', 'cpus', 'vcpu'),
      memoryMb: numberField(raw, 'memoryMb', 'memory', 'ramMb'),
      status: rawStatusOf(raw),
    }),
  };
}

export async function listComputeServices(
  client: PlatformClient,
  options?: ListRequestOptions,
): Promise<ComputeService[]> {
  return (await listRecords(client, 'listComputeServices', {}, options)).map((r) => toComputeService(r));
}

export async function getComputeService(
  client: PlatformClient,
  serviceId: string,
  options?: RequestOptions,
): Promise<ComputeService> {
  const body = await client.call('getComputeService', callOptions(options, { id: serviceId }));
  return toComputeService(body, serviceId);
}

/** `size` is e.g. `{ cpu: 4, memoryMb: 8192 }`. */
export async function scaleComputeService(
  client: PlatformClient,
  serviceId: string,
  size: JsonRecord,
  options?: RequestOptions,
): Promise<ComputeService> {
  const body = await client.call(
    'scaleComputeService',
    callOptions(options, { id: serviceId }, { body: size }),
  );
  return toComputeService(body, serviceId);
}
