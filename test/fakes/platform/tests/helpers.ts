import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { pollUntil } from '../../../support/poll.ts';
import { type Platform, type PlatformOptions, startPlatform } from '../index.ts';

// biome-ignore lint/suspicious/noExplicitAny: parsed JSON of an API answer; each test asserts on its shape
export type Json = any;

export interface ApiResult {
  status: number;
  headers: Headers;
  text: string;
  json: Json;
}

export interface CallOptions {
  /** API key to send; null sends none; default the full key. */
  key?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * One emulator for all the tests of a suite: started before the first, closed after the last. The
 * getter is for the tests' bodies, which run after it has started.
 */
export function sharedPlatform(options: PlatformOptions): () => Platform {
  let platform: Platform | undefined;
  beforeAll(async () => {
    platform = await startPlatform(options);
  });
  afterAll(() => platform?.close());
  return () => {
    if (!platform) throw new Error('the shared platform is started in beforeAll; use it inside a test');
    return platform;
  };
}

/** One real HTTP call to the emulator; `path` is relative to /api/v1. */
export async function call(
  platform: Platform,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<ApiResult> {
  const key = options.key === undefined ? platform.fullKey : options.key;
  const headers: Record<string, string> = { ...options.headers };
  if (key !== null) headers.authorization = `Bearer ${key}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  const response = await fetch(`${platform.url}${path}`, { method, headers, body });
  const text = await response.text();
  let json: Json;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** A setup call around an action (with the full key): its JSON, or a thrown error naming the answer. */
export async function setupCall(
  platform: Platform,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ id: string }> {
  const result = await call(platform, method, path, body === undefined ? {} : { body });
  if (result.status < 200 || result.status >= 300) {
    throw new Error(`${method} ${path}: ${result.status} ${result.text}`);
  }
  return result.json as { id: string };
}

export async function uploadZip(platform: Platform, zip: Buffer, key = platform.fullKey): Promise<ApiResult> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), 'site.zip');
  const response = await fetch(`${platform.url}/uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}` },
    body: form,
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    json: text ? JSON.parse(text) : undefined,
  };
}

/**
 * Uploads `size` bytes as multipart and checks the platform kept them whole: the size and sha256 it
 * answers, and the length it serves the stored archive with. Many socket reads' worth from 8 MB on.
 */
export async function expectUploadStoredWhole(platform: Platform, size: number): Promise<void> {
  const bytes = Buffer.alloc(size, 7);
  const upload = await uploadZip(platform, bytes);
  expect(upload.status).toBe(201);
  expect(upload.json.size).toBe(size);
  expect(upload.json.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
  const stored = await fetch(upload.json.sourceTarballUrl);
  expect(Number(stored.headers.get('content-length'))).toBe(size);
  await stored.body?.cancel();
}

/** Polls the API (not the store) until the deployment leaves queued/building. */
export async function waitForDeploymentStatus(
  platform: Platform,
  id: string,
  timeoutMs = 10_000,
): Promise<Json> {
  return pollUntil(
    (last) => `deployment ${id} still ${last.status}`,
    async () => (await call(platform, 'GET', `/deployments/${id}`)).json,
    (json) => json.status === 'live' || json.status === 'failed',
    { timeoutMs, intervalMs: 75 },
  );
}

/** A concrete path for a route template, with made-up ids. */
export function samplePath(template: string): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'action' ? 'restart' : `sample-${name}`,
  );
}
