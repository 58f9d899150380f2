import { booleanField, type JsonRecord, stringField } from '../decode.ts';
import { rawStatusOf } from '../lifecycle.ts';
import { endpoint, listing, readById } from './operation.ts';
import { asRecord, defined, idOf } from './records.ts';

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

export const listDomains = listing('listDomains', toDomain);

export const attachDomain = endpoint('attachDomain', {
  body: (domain: string) => ({ domain }),
  decode: toDomain,
  fallbackId: (domain) => domain,
});

export const setPrimaryDomain = endpoint('setPrimaryDomain', readById(toDomain));

export const detachDomain = endpoint('detachDomain');

export const getDomainProxyStatus = endpoint('getDomainProxyStatus', { decode: asRecord });
