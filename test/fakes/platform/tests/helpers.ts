import type { Platform } from '../index.ts';

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

/** Polls the API (not the store) until the deployment leaves queued/building. */
export async function waitForDeploymentStatus(
  platform: Platform,
  id: string,
  timeoutMs = 10_000,
): Promise<Json> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { json } = await call(platform, 'GET', `/deployments/${id}`);
    if (json.status === 'live' || json.status === 'failed') return json;
    if (Date.now() > deadline) throw new Error(`deployment ${id} still ${json.status}`);
    await new Promise((resolve) => setTimeout(resolve, 75));
  }
}

/** A concrete path for a route template, with made-up ids. */
export function samplePath(template: string): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'action' ? 'restart' : `sample-${name}`,
  );
}
