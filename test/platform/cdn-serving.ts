import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendError } from './http-util.ts';
import type { Runtime } from './runtime.ts';

export function serveCdnObject(
  _runtime: Runtime,
  _req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): void {
  sendError(res, 404, 'not_found', `no CDN object at ${url.pathname}`);
}
