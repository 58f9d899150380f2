import { extname } from 'node:path';

/**
 * Content-Type by file extension, for the files a build output holds. Text types carry
 * `charset=utf-8`, as build tools write UTF-8; anything unknown is `application/octet-stream`.
 */
const UTF8 = '; charset=utf-8';

const TYPES: Readonly<Record<string, string>> = {
  // documents and code
  html: `text/html${UTF8}`,
  htm: `text/html${UTF8}`,
  css: `text/css${UTF8}`,
  js: `text/javascript${UTF8}`,
  mjs: `text/javascript${UTF8}`,
  cjs: `text/javascript${UTF8}`,
  json: `application/json${UTF8}`,
  map: `application/json${UTF8}`,
  webmanifest: `application/manifest+json${UTF8}`,
  xml: `application/xml${UTF8}`,
  rss: `application/rss+xml${UTF8}`,
  atom: `application/atom+xml${UTF8}`,
  txt: `text/plain${UTF8}`,
  md: `text/markdown${UTF8}`,
  csv: `text/csv${UTF8}`,
  ics: `text/calendar${UTF8}`,
  yaml: `application/yaml${UTF8}`,
  yml: `application/yaml${UTF8}`,
  wasm: 'application/wasm',
  pdf: 'application/pdf',
  // images
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  // fonts
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  eot: 'application/vnd.ms-fontobject',
  // media
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  flac: 'audio/flac',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  vtt: `text/vtt${UTF8}`,
  // archives
  zip: 'application/zip',
  gz: 'application/gzip',
  tgz: 'application/gzip',
  br: 'application/x-brotli',
  zst: 'application/zstd',
  tar: 'application/x-tar',
};

const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

export function contentTypeFor(relativePath: string): string {
  const extension = extname(relativePath).slice(1).toLowerCase();
  return TYPES[extension] ?? DEFAULT_CONTENT_TYPE;
}

/** The media type without parameters, lower-cased: what decides whether a stored type is still right. */
export function mediaType(contentType: string): string {
  return contentType.split(';')[0]!.trim().toLowerCase();
}
