import { stringField } from '../api/decode.ts';
import type { CdnAsset } from '../api/resources/cdn.ts';

/**
 * What an asset record says about its content, read tolerantly: a sha256 in hex or base64 under any
 * of the usual names, or an ETag that is a plain MD5 (a single-part upload; multipart ETags such as
 * `"<md5>-3"` say nothing about the whole content and are ignored).
 */
export interface RemoteDigest {
  readonly sha256?: string;
  readonly md5?: string;
}

const HEX_SHA256 = /^[0-9a-f]{64}$/i;
const HEX_MD5 = /^[0-9a-f]{32}$/i;
const BASE64_SHA256 = /^[A-Za-z0-9+/_-]{43}=?$/;

export function normaliseSha256(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const text = value.trim().replace(/^sha256[:=-]/i, '');
  if (HEX_SHA256.test(text)) return text.toLowerCase();
  if (BASE64_SHA256.test(text)) {
    const bytes = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (bytes.length === 32) return bytes.toString('hex');
  }
  return undefined;
}

export function normaliseMd5(value: string | undefined): string | undefined {
  const text = value?.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
  return text !== undefined && HEX_MD5.test(text) ? text.toLowerCase() : undefined;
}

export function remoteDigest(asset: CdnAsset): RemoteDigest {
  const sha256 =
    normaliseSha256(asset.sha256) ??
    normaliseSha256(stringField(asset.raw, 'checksum', 'contentSha256', 'sha256Checksum', 'digest'));
  const md5 =
    normaliseMd5(asset.etag) ?? normaliseMd5(stringField(asset.raw, 'md5', 'contentMd5', 'md5Hash'));
  return { ...(sha256 ? { sha256 } : {}), ...(md5 ? { md5 } : {}) };
}

export function hasUsableDigest(asset: CdnAsset): boolean {
  const digest = remoteDigest(asset);
  return digest.sha256 !== undefined || digest.md5 !== undefined;
}
