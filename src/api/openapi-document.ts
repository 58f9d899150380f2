import { clockTimeout } from '../clock.ts';
import { buildUrl } from './base-url.ts';
import type { PlatformClient } from './client.ts';
import { isRecord } from './decode.ts';
import { openApiDocumentHeaders } from './request-headers.ts';
import { sendOnce } from './transport.ts';

/**
 * The platform's own description of its API, GET {base_url}/openapi.json, fetched once per API root
 * and shared by everything that asks (the upload form, request-body checks). It describes the API and
 * is not part of it, so it goes without the key, and missing, refused, slow or unreadable all mean
 * "no document", never a failed run.
 */
const DOCUMENT_TIMEOUT_MS = 10_000;
const DOCUMENT_MAX_BYTES = 8 * 1024 * 1024;
const MAX_REF_HOPS = 8;

export type OpenApiDocument = Record<string, unknown>;

const documents = new Map<string, Promise<OpenApiDocument | undefined>>();

/** For tests, whose platforms may come back on a port an earlier one used. */
export function forgetOpenApiDocuments(): void {
  documents.clear();
}

export function openApiDocument(
  client: PlatformClient,
  signal?: AbortSignal,
): Promise<OpenApiDocument | undefined> {
  const key = client.base.root;
  let pending = documents.get(key);
  if (!pending) {
    pending = fetchDocument(client, signal);
    documents.set(key, pending);
  }
  return pending;
}

async function fetchDocument(
  client: PlatformClient,
  signal: AbortSignal | undefined,
): Promise<OpenApiDocument | undefined> {
  const timeout = clockTimeout(DOCUMENT_TIMEOUT_MS);
  try {
    const response = await sendOnce({
      method: 'GET',
      url: buildUrl(client.base, '/openapi.json'),
      headers: openApiDocumentHeaders(),
      signal: signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal,
      maxBodyBytes: DOCUMENT_MAX_BYTES,
    });
    if (response.status < 200 || response.status >= 300) return undefined;
    const document: unknown = JSON.parse(response.text);
    return isRecord(document) && isRecord(document.paths) ? document : undefined;
  } catch {
    return undefined;
  } finally {
    timeout.clear();
  }
}

/** Follows local `$ref`s (`#/components/...`); anything else is no answer. */
export function resolveRef(document: OpenApiDocument, value: unknown): Record<string, unknown> | undefined {
  let current = value;
  for (let hop = 0; isRecord(current) && typeof current.$ref === 'string'; hop++) {
    const ref = current.$ref;
    if (hop >= MAX_REF_HOPS || !ref.startsWith('#/')) return undefined;
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), document);
  }
  return isRecord(current) ? current : undefined;
}
