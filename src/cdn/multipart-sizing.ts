/**
 * When to use multipart and how big the parts are. The document says files over 5GB must use the
 * multipart endpoints; 5 GB is taken in decimal units (5,000,000,000 bytes), the smaller reading, so a
 * file is never sent to a direct presign the platform would refuse. Parts are at least 8 MiB and
 * grow (in whole MiB) so no upload needs more than 10,000 parts.
 */
const DIRECT_UPLOAD_MAX_BYTES = 5_000_000_000;
export const MIN_PART_BYTES = 8 * 1024 * 1024;
export const MAX_PARTS = 10_000;
const MiB = 1024 * 1024;

/** For testing only: both lower the limits so a test can exercise multipart with small files. */
export const THRESHOLD_ENV = 'PLATFORM_CDN_MULTIPART_THRESHOLD_BYTES';
export const PART_SIZE_ENV = 'PLATFORM_CDN_MULTIPART_PART_BYTES';

export interface MultipartTuning {
  /** Files larger than this use multipart. */
  readonly thresholdBytes: number;
  readonly minPartBytes: number;
}

export const DEFAULT_TUNING: MultipartTuning = {
  thresholdBytes: DIRECT_UPLOAD_MAX_BYTES,
  minPartBytes: MIN_PART_BYTES,
};

/** The defaults, with the test overrides from the environment when they are positive whole numbers. */
export function tuningFromEnv(env: Readonly<Record<string, string | undefined>>): MultipartTuning {
  const read = (name: string) => {
    const value = Number(env[name]);
    return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  };
  return {
    thresholdBytes: read(THRESHOLD_ENV) ?? DEFAULT_TUNING.thresholdBytes,
    minPartBytes: read(PART_SIZE_ENV) ?? DEFAULT_TUNING.minPartBytes,
  };
}

export interface PartLayout {
  readonly partSize: number;
  readonly count: number;
}

export function partLayout(size: number, minPartBytes: number): PartLayout {
  const needed = Math.ceil(size / MAX_PARTS);
  const partSize = needed <= minPartBytes ? minPartBytes : Math.ceil(needed / MiB) * MiB;
  return { partSize, count: Math.max(1, Math.ceil(size / partSize)) };
}

/** Byte range of part `partNumber` (1-based). */
export function partRange(size: number, layout: PartLayout, partNumber: number) {
  const start = (partNumber - 1) * layout.partSize;
  return { start, length: Math.min(layout.partSize, size - start) };
}
