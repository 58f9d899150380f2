import { type JsonRecord, numberField, stringField } from '../decode.ts';
import { rawStatusOf } from '../lifecycle.ts';
import { endpoint, listing, readById } from './operation.ts';
import { defined, recordDecoder } from './records.ts';

export interface Tunnel {
  readonly id: string;
  readonly name?: string;
  readonly localPort?: number;
  /** The public address the tunnel serves. */
  readonly url?: string;
  readonly status?: string;
  readonly raw: JsonRecord;
}

export const toTunnel: (value: unknown, fallbackId?: string) => Tunnel = recordDecoder(
  ['tunnelId'],
  (raw) => ({
    name: stringField(raw, 'name'),
    localPort: numberField(raw, 'localPort', 'port'),
    url: stringField(raw, 'url', 'publicUrl', 'hostname'),
    status: rawStatusOf(raw),
  }),
);

export const listTunnels = listing('listTunnels', toTunnel);

export const getTunnel = endpoint('getTunnel', readById(toTunnel));

export const createTunnel = endpoint('createTunnel', {
  body: ({ localPort, name }: { localPort: number; name?: string }) => ({ localPort, ...defined({ name }) }),
  decode: toTunnel,
  requireId: 'tunnel',
});

export const setTunnelPort = endpoint('setTunnelPort', {
  body: (localPort: number) => ({ localPort }),
  decode: toTunnel,
  fallbackId: 'path',
});

export const deleteTunnel = endpoint('deleteTunnel');
