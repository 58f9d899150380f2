import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { expect } from 'vitest';
import { PlatformApiError, PlatformClient } from '../../src/api/index.ts';
import type { Logger } from '../../src/api/logger.ts';
import { type OperationName, ROUTES } from '../../src/api/routes.ts';
import { createZip, type Platform, type PlatformOptions } from '../fakes/platform/index.ts';
import { startWorld, type World } from '../support/world.ts';

export const SHAPES = ['canonical', 'snake', 'wrapped'] as const;
export type Shape = (typeof SHAPES)[number];

export const ALL_OPERATIONS: readonly OperationName[] = ROUTES.map((route) => route.operation);

/** Collects what the client logs, so a test can say the platform's answers raised no warning. */
export function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    debug: () => {},
    info: (message) => lines.push(`info: ${message}`),
    warning: (message) => lines.push(`warning: ${message}`),
  };
}

/**
 * One emulator and two clients over real loopback HTTP: `full` writes, `read` (a read key) does every
 * operation that is not W-marked, so the scenario also proves that reads work with a read key.
 */
export interface ContractWorld extends World {
  readonly shapes: Shape;
  readonly full: PlatformClient;
  readonly read: PlatformClient;
  readonly logger: ReturnType<typeof recordingLogger>;
  readonly dir: string;
}

export async function startContractWorld(
  shapes: Shape,
  options: PlatformOptions = {},
): Promise<ContractWorld> {
  // The scenario is about shapes and semantics, not pacing (rate-limit.test.ts is), so both sides run fast.
  const world = await startWorld({ rateLimit: 1000, ...options, shapes });
  const { platform } = world;
  const logger = recordingLogger();
  const client = (apiKey: string) =>
    new PlatformClient({ apiUrl: platform.url, apiKey, ratePerSecond: 200, logger, backoffBaseMs: 10 });
  const dir = await mkdtemp(join(tmpdir(), `contract-${shapes}-`));
  return { ...world, shapes, full: client(platform.fullKey), read: client(platform.readKey), logger, dir };
}

/** What an id of this kind looks like on this world's wire: `prj_…`, or an integer when ids are numeric. */
export function idOf(world: ContractWorld, prefix: string): RegExp {
  return world.platform.idForm === 'numeric' ? /^\d+$/ : new RegExp(`^${prefix}_`);
}

export async function stopContractWorld(world: ContractWorld | undefined): Promise<void> {
  if (!world) return;
  await world.close();
  await rm(world.dir, { recursive: true, force: true });
}

/** The operations that answered 2xx, from the emulator's own request log. */
export function exercised(platform: Platform): Set<OperationName> {
  const done = new Set<OperationName>();
  for (const entry of platform.requestLog) {
    if (entry.operation && entry.status >= 200 && entry.status < 300) done.add(entry.operation);
  }
  return done;
}

export const SITE_FILES = {
  'index.html': '<!doctype html><h1>contract site</h1>',
  'about/index.html': '<h1>about</h1>',
  'src/app.js': 'console.log("hello from the contract test");\n',
} as const;

/** A real zip built by the emulator's writer, written to disk because the client streams from a file. */
export async function writeSiteZip(
  dir: string,
  files: Record<string, string> = SITE_FILES,
  name = 'site.zip',
): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, createZip(files));
  return path;
}

/** The call must fail with a PlatformApiError of this status (and code, when given). */
export async function expectApiError(
  promise: Promise<unknown>,
  status: number,
  code?: string,
): Promise<PlatformApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PlatformApiError);
  const apiError = error as PlatformApiError;
  expect(apiError.status).toBe(status);
  if (code !== undefined) expect(apiError.code).toBe(code);
  return apiError;
}

/** The platform's own status word, whatever the shape profile did to its case. */
export const word = (status: string | undefined): string | undefined => status?.toLowerCase();

/** A PUT of raw bytes to a presigned storage URL, with undici as an uploader outside the client would. */
export async function putBytes(
  url: string,
  bytes: Buffer,
  headers: Record<string, string> = {},
): Promise<{ status: number; etag: string | undefined }> {
  const response = await request(url, { method: 'PUT', body: bytes, headers });
  await response.body.text();
  const etag = response.headers.etag;
  return { status: response.statusCode, etag: typeof etag === 'string' ? etag : undefined };
}

export async function getBytes(url: string): Promise<{ status: number; body: Buffer }> {
  const response = await request(url);
  return { status: response.statusCode, body: Buffer.from(await response.body.arrayBuffer()) };
}
