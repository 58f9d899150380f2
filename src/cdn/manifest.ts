import { isRecord } from '../api/decode.ts';
import { normaliseSha256 } from './asset-hash.ts';

/**
 * The fallback for platforms whose asset records carry no usable content hash: a JSON object in the
 * bucket (`<prefix>.platform-publish-manifest.json`) mapping each key to the sha256, size and
 * metadata it was published with. An entry is trusted only while the asset's size still matches.
 */
export interface ManifestEntry {
  readonly sha256: string;
  readonly size: number;
  readonly contentType?: string;
  readonly cacheControl?: string;
}

export interface Manifest {
  readonly version: 1;
  readonly entries: ReadonlyMap<string, ManifestEntry>;
}

export const EMPTY_MANIFEST: Manifest = { version: 1, entries: new Map() };

/** The manifest in `text`, or undefined when it is not one this action wrote. */
export function parseManifest(text: string): Manifest | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(value) || value.version !== 1 || !isRecord(value.files)) return undefined;
  const entries = new Map<string, ManifestEntry>();
  for (const [key, raw] of Object.entries(value.files)) {
    if (!isRecord(raw)) continue;
    const sha256 = normaliseSha256(typeof raw.sha256 === 'string' ? raw.sha256 : undefined);
    if (sha256 === undefined || typeof raw.size !== 'number') continue;
    entries.set(key, {
      sha256,
      size: raw.size,
      ...(typeof raw.contentType === 'string' ? { contentType: raw.contentType } : {}),
      ...(typeof raw.cacheControl === 'string' ? { cacheControl: raw.cacheControl } : {}),
    });
  }
  return { version: 1, entries };
}

/** Sorted keys, so the same content always serialises the same way and an unchanged manifest is not rewritten. */
export function serialiseManifest(manifest: Manifest): string {
  const files: Record<string, ManifestEntry> = {};
  for (const key of [...manifest.entries.keys()].sort()) files[key] = manifest.entries.get(key)!;
  return `${JSON.stringify({ version: 1, generator: 'platform-actions/cdn-publish', files }, null, 1)}\n`;
}
