import { type JsonRecord, numberField, stringField } from '../decode.ts';
import { rawStatusOf } from '../lifecycle.ts';
import { endpoint, listing, updateById } from './operation.ts';
import { recordDecoder } from './records.ts';

export interface ComputeService {
  readonly id: string;
  readonly name?: string;
  readonly cpu?: number;
  readonly memoryMb?: number;
  readonly status?: string;
  readonly raw: JsonRecord;
}

export const toComputeService: (value: unknown, fallbackId?: string) => ComputeService = recordDecoder(
  ['serviceId'],
  (raw) => ({
    name: stringField(raw, 'name'),
    cpu: numberField(raw, 'cpu', 'cpus', 'vcpu'),
    memoryMb: numberField(raw, 'memoryMb', 'memory', 'ramMb'),
    status: rawStatusOf(raw),
  }),
);

export const listComputeServices = listing('listComputeServices', toComputeService);

export const getComputeService = endpoint('getComputeService', {
  decode: toComputeService,
  fallbackId: 'path',
});

/** The changes are the new size, e.g. `{ cpu: 4, memoryMb: 8192 }`. */
export const scaleComputeService = endpoint('scaleComputeService', updateById(toComputeService));
