import { extname } from 'node:path';

/**
 * The Content-Type the local platform serves a deployed file with. The document does not say how the
 * platform types what it serves; this is the platform's own small table (a choice listed in the
 * README), kept apart from the product's CDN table so the two are never the same code by accident.
 */
const TEXT = '; charset=utf-8';

const SERVED: Readonly<Record<string, string>> = {
  '.html': `text/html${TEXT}`,
  '.htm': `text/html${TEXT}`,
  '.css': `text/css${TEXT}`,
  '.js': `text/javascript${TEXT}`,
  '.mjs': `text/javascript${TEXT}`,
  '.json': `application/json${TEXT}`,
  '.map': `application/json${TEXT}`,
  '.txt': `text/plain${TEXT}`,
  '.xml': `application/xml${TEXT}`,
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
};

export function servedContentType(path: string): string {
  return SERVED[extname(path).toLowerCase()] ?? 'application/octet-stream';
}
