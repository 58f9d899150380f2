import type { IncomingHttpHeaders } from 'node:http';
import { newId, newSecret, nowIso } from './ids.ts';
import type { PlatformState } from './state.ts';
import { type ApiKeyRecord, PlatformHttpError } from './types.ts';

/** Platform API keys (doc §5): `<prefix>_pk_<secret>`, full or read. */

export type KeyKind = 'full' | 'read' | 'none' | 'invalid';

export function issueKey(
  state: PlatformState,
  prefix: string,
  kind: 'full' | 'read',
  origin: ApiKeyRecord['origin'] = 'dashboard',
): ApiKeyRecord {
  const record: ApiKeyRecord = {
    id: newId('key'),
    secret: `${prefix}_pk_${newSecret(24)}`,
    kind,
    origin,
    createdAt: nowIso(),
    revoked: false,
  };
  state.keys.set(record.secret, record);
  return record;
}

export function revokeKey(state: PlatformState, secret: string): void {
  const record = state.keys.get(secret);
  if (!record) throw new Error('no such key');
  record.revoked = true;
}

export interface Caller {
  kind: KeyKind;
  key: ApiKeyRecord | undefined;
  /** Why the key was refused, when kind is 'invalid' or 'none'. */
  problem: PlatformHttpError | undefined;
}

const challenge = { 'www-authenticate': 'Bearer realm="platform"' };

function refuse(code: string, message: string): PlatformHttpError {
  return new PlatformHttpError(401, code, message, undefined, challenge);
}

export function identify(state: PlatformState, headers: IncomingHttpHeaders): Caller {
  const header = headers.authorization;
  if (!header) {
    return {
      kind: 'none',
      key: undefined,
      problem: refuse('unauthorized', 'missing API key: send the header "Authorization: Bearer <API key>"'),
    };
  }
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) {
    return {
      kind: 'invalid',
      key: undefined,
      problem: refuse('unauthorized', 'the Authorization header must be "Bearer <API key>"'),
    };
  }
  const record = state.keys.get(match[1]!);
  if (!record)
    return {
      kind: 'invalid',
      key: undefined,
      problem: refuse('invalid_api_key', 'the API key is not valid'),
    };
  if (record.revoked) {
    return {
      kind: 'invalid',
      key: undefined,
      problem: refuse('revoked_api_key', 'the API key has been revoked'),
    };
  }
  return { kind: record.kind, key: record, problem: undefined };
}

export function fullKeyRequired(): PlatformHttpError {
  return new PlatformHttpError(
    403,
    'full_key_required',
    'this endpoint changes data and needs a full API key; the key sent is a read key, which permits GET requests only',
  );
}
