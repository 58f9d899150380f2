import { extname } from 'node:path';

/*
 * Content-Type by file extension, for the files a build output holds; anything unknown is
 * `application/octet-stream`.
 */

/** Text, sent with `charset=utf-8`: build tools write UTF-8. */
const TEXT_TYPES: Readonly<Record<string, string>> = {
  html: 'text/html',
  htm: 'text/html',
  css: 'text/css',
  js: 'text/javascript',
  mjs: 'text/javascript',
  cjs: 'text/javascript',
  json: 'application/json',
  map: 'application/json',
  webmanifest: 'application/manifest+json',
  xml: 'application/xml',
  rss: 'application/rss+xml',
  atom: 'application/atom+xml',
  txt: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
  ics: 'text/calendar',
  yaml: 'application/yaml',
  yml: 'application/yaml',
  vtt: 'text/vtt',
};

const BINARY_TYPES: Readonly<Record<string, string>> = {
  // documents and code
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
  // archives
  zip: 'application/zip',
  gz: 'application/gzip',
  tgz: 'application/gzip',
  br: 'application/x-brotli',
  zst: 'application/zstd',
  tar: 'application/x-tar',
};

const TYPES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    Object.entries(TEXT_TYPES).map(([extension, type]) => [extension, `${type}; charset=utf-8`]),
  ),
  ...BINARY_TYPES,
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
