import { openAsBlob } from 'node:fs';
import { basename } from 'node:path';
import { FormData } from 'undici';
import { isRecord, stringField, unwrap } from './decode.ts';

export const UPLOAD_FIELD = 'file';
export const UPLOAD_FILENAME = 'source.zip';
export const UPLOAD_TYPE = 'application/zip';

/**
 * A multipart body whose file part is a file-backed Blob: undici streams it from disk and can
 * stream it again on a retry, so a large archive is never held in memory.
 */
export async function zipFormData(filePath: string, filename = UPLOAD_FILENAME): Promise<FormData> {
  const form = new FormData();
  const blob = await openAsBlob(filePath, { type: UPLOAD_TYPE });
  form.set(UPLOAD_FIELD, blob, basename(filename));
  return form;
}

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
