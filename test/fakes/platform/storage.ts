import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { platformNow } from './clock.ts';
import type { FaultInjector } from './faults.ts';
import { errorBody, gatewayHtml, send, sendJson } from './http-util.ts';
import type { StorageRequest } from './request-log.ts';
import type { Runtime } from './runtime.ts';
import { PlatformHttpError } from './types.ts';

/**
 * The storage endpoint: presigned-URL style, so no API key and no rate limit; its requests are logged
 * apart from API calls. It serves upload archives and takes CDN object bytes.
 */

export interface StoredBytes {
  size: number;
  sha256: string;
  md5: string;
}

/** Streams a request body to a file, hashing as it goes. */
export async function streamToFile(body: IncomingMessage, filePath: string): Promise<StoredBytes> {
  const sha256 = createHash('sha256');
  const md5 = createHash('md5');
  let size = 0;
  const hasher = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sha256.update(chunk);
      md5.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(body, hasher, createWriteStream(filePath));
  return { size, sha256: sha256.digest('hex'), md5: md5.digest('hex') };
}

export type StorageHandler = (
  req: IncomingMessage,
  url: URL,
) => Promise<{ status: number; headers?: Record<string, string>; bytes?: number }>;

export interface StorageParts {
  runtime: Runtime;
  faults: FaultInjector;
  storageLog: StorageRequest[];
  /** PUT handlers by the first path segment after /storage/ (e.g. 'cdn'). */
  putHandlers: Record<string, StorageHandler>;
}

function serveUpload(runtime: Runtime, res: ServerResponse, name: string): StorageRequest['status'] {
  const id = name.replace(/\.zip$/, '');
  const stored = runtime.state.uploads.get(id);
  if (!stored) {
    sendJson(res, 404, errorBody('not_found', `upload ${id} not found`));
    return 404;
  }
  res.writeHead(200, { 'content-type': 'application/zip', 'content-length': stored.record.size });
  createReadStream(stored.filePath).pipe(res);
  return 200;
}

export async function handleStorage(
  parts: StorageParts,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const method = req.method ?? 'GET';
  const entry: StorageRequest = { at: platformNow(), method, path: url.pathname, status: 0, bytes: 0 };
  parts.storageLog.push(entry);
  const fault = parts.faults.take({ operation: 'storage', method, path: url.pathname });
  if (fault) entry.fault = fault.label;
  if (fault?.drop === 'before-body') {
    req.socket.destroy();
    return;
  }
  if (fault?.status !== undefined) {
    req.resume();
    entry.status = fault.status;
    const retry: Record<string, string> =
      fault.status === 429 && fault.retryAfter !== null
        ? { 'retry-after': String(fault.retryAfter ?? 1) }
        : {};
    if (fault.html)
      send(res, fault.status, gatewayHtml(fault.status), { 'content-type': 'text/html', ...retry });
    else
      sendJson(
        res,
        fault.status,
        errorBody('service_unavailable', `injected fault: status ${fault.status}`),
        retry,
      );
    return;
  }
  if (fault?.delayMs) await parts.runtime.timers.sleep(fault.delayMs);
  const [, , area = '', ...rest] = url.pathname.split('/');
  try {
    if (method === 'GET' && area === 'uploads' && rest.length === 1) {
      entry.status = serveUpload(parts.runtime, res, rest[0]!);
      return;
    }
    const handler = method === 'PUT' ? parts.putHandlers[area] : undefined;
    if (!handler)
      throw new PlatformHttpError(404, 'not_found', `no storage object at ${method} ${url.pathname}`);
    const result = await handler(req, url);
    entry.status = result.status;
    entry.bytes = result.bytes ?? 0;
    if (fault?.drop === 'after-body' || fault?.drop === 'mid-body') {
      res.socket?.destroy();
      return;
    }
    send(res, result.status, '', result.headers ?? {});
  } catch (error) {
    req.resume();
    const status = error instanceof PlatformHttpError ? error.status : 500;
    const code = error instanceof PlatformHttpError ? error.code : 'internal_error';
    entry.status = status;
    sendJson(res, status, errorBody(code, error instanceof Error ? error.message : String(error)));
  }
}
