import type { IncomingMessage, ServerResponse } from 'node:http';
import { type ApiParts, handleApiRequest } from './api-pipeline.ts';
import { llmsText, openApiDocument } from './discovery.ts';
import { send, sendError, sendJson } from './http-util.ts';
import { serveSite } from './sites.ts';
import { handleStorage, type StorageParts } from './storage.ts';

export const API_PREFIX = '/api/v1';

const DASHBOARD_HTML =
  '<!doctype html><html><head><title>Platform dashboard</title></head><body><div id="app"></div></body></html>';

export interface ServerParts {
  api: ApiParts;
  storage: StorageParts;
  /** Serves /cdn/<bucket>/<key> (public and signed asset URLs). */
  cdn: (req: IncomingMessage, res: ServerResponse, url: URL) => void;
  /** Every GET of a discovery file (/api/v1/openapi.json, /llms-api.txt): paths, in arrival order. */
  discoveryLog: string[];
}

/** Top-level dispatch by path: the API, discovery files, storage, CDN objects and live sites. */
export function createListener(parts: ServerParts): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const origin = parts.api.runtime.origin;
    let url: URL;
    try {
      url = new URL(req.url ?? '/', origin);
    } catch {
      sendError(res, 400, 'invalid_url', 'the request URL is not valid');
      return;
    }
    const path = url.pathname;
    const done = (error: unknown) => {
      console.error('[platform] request failed:', error);
      if (!res.headersSent) sendError(res, 500, 'internal_error', 'the emulator failed');
      else res.destroy();
    };
    if (path === `${API_PREFIX}/openapi.json` && req.method === 'GET') {
      parts.discoveryLog.push(path);
      sendJson(res, 200, openApiDocument(`${origin}${API_PREFIX}`, parts.api.runtime.options));
    } else if (path === '/llms-api.txt' && req.method === 'GET') {
      parts.discoveryLog.push(path);
      send(res, 200, llmsText(`${origin}${API_PREFIX}`), { 'content-type': 'text/plain; charset=utf-8' });
    } else if (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`)) {
      handleApiRequest(parts.api, req, res, url, path.slice(API_PREFIX.length) || '/').catch(done);
    } else if (path.startsWith('/storage/')) {
      handleStorage(parts.storage, req, res, url).catch(done);
    } else if (path.startsWith('/cdn/')) {
      parts.cdn(req, res, url);
    } else if (path.startsWith('/sites/')) {
      serveSite(parts.api.runtime, req, res, url);
    } else if (path === '/dashboard' || path.startsWith('/dashboard/')) {
      // A single-page dashboard, as real hosts serve one: the same HTML page for every path under it.
      send(res, 200, DASHBOARD_HTML, { 'content-type': 'text/html; charset=utf-8' });
    } else if (path === '/login' || path.startsWith('/login/')) {
      send(res, 302, '', { location: `${origin}/dashboard` });
    } else {
      sendError(res, 404, 'not_found', `nothing at ${path}; the API is under ${API_PREFIX}`);
    }
  };
}
