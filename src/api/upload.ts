import { isRecord, stringField, unwrap } from './decode.ts';

export const UPLOAD_FIELD = 'file';
export const UPLOAD_FILENAME = 'source.zip';
export const UPLOAD_TYPE = 'application/zip';

const URL_FIELDS = ['sourceTarballUrl', 'sourceUrl', 'url', 'uploadUrl', 'tarballUrl', 'location'];

/** The URL to deploy from, from any envelope and either case style; undefined when the response has none. */
export function uploadedSourceUrl(body: unknown): string | undefined {
  const record = unwrap(body, ['upload', 'source']);
  if (typeof record === 'string' && /^https?:\/\//.test(record)) return record;
  const direct = stringField(record, ...URL_FIELDS);
  if (direct) return direct;
  if (!isRecord(record)) return undefined;
  for (const value of Object.values(record)) {
    const nested = isRecord(value) ? stringField(value, ...URL_FIELDS) : undefined;
    if (nested) return nested;
  }
  return undefined;
}

/**
 * What the platform says it stored, where its answer says it (the document shows no shape): the
 * size in bytes and the SHA-256, each only when it is well formed.
 */
export function uploadedDigest(body: unknown): { readonly size?: number; readonly sha256?: string } {
  const record = unwrap(body, ['upload', 'source']);
  if (!isRecord(record)) return {};
  const { size, sha256 } = record;
  return {
    ...(typeof size === 'number' && Number.isSafeInteger(size) && size >= 0 ? { size } : {}),
    ...(typeof sha256 === 'string' && /^[0-9a-f]{64}$/i.test(sha256) ? { sha256: sha256.toLowerCase() } : {}),
  };
}
