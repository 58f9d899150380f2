/**
 * The central directory of a zip archive read straight from its bytes (APPNOTE 4.3.12), with ZIP64
 * sizes and offsets applied (4.5.3). Shared by the emulator, which opens what was uploaded, and the
 * workspace tests, which check the product's archives; independent of the code under test, which
 * only writes zips. No vitest here: the emulator also runs outside it.
 */

export interface CentralEntry {
  readonly name: string;
  readonly versionMadeBy: number;
  readonly versionNeeded: number;
  readonly flags: number;
  readonly method: number;
  readonly dosTime: number;
  readonly dosDate: number;
  readonly crc32: number;
  readonly compressedSize: number;
  readonly uncompressedSize: number;
  readonly localHeaderOffset: number;
  readonly externalAttributes: number;
  /** Header ids of the extra fields, in order. */
  readonly extraIds: number[];
}

const CENTRAL_HEADER = 0x02014b50;
const HEADER_BYTES = 46;

/** The `count` entries of the central directory `directory` holds; throws at a damaged header. */
export function parseCentralEntries(directory: Buffer, count: number): CentralEntry[] {
  const entries: CentralEntry[] = [];
  let offset = 0;
  for (let index = 0; index < count; index++) {
    if (offset + HEADER_BYTES > directory.length || directory.readUInt32LE(offset) !== CENTRAL_HEADER) {
      throw new Error(`bad central header at ${offset}`);
    }
    const nameLength = directory.readUInt16LE(offset + 28);
    const extraLength = directory.readUInt16LE(offset + 30);
    const commentLength = directory.readUInt16LE(offset + 32);
    const nameEnd = offset + HEADER_BYTES + nameLength;
    const extra = directory.subarray(nameEnd, nameEnd + extraLength);
    const sizes = {
      compressedSize: directory.readUInt32LE(offset + 20),
      uncompressedSize: directory.readUInt32LE(offset + 24),
      localHeaderOffset: directory.readUInt32LE(offset + 42),
    };
    entries.push({
      name: directory.toString('utf8', offset + HEADER_BYTES, nameEnd),
      versionMadeBy: directory.readUInt16LE(offset + 4),
      versionNeeded: directory.readUInt16LE(offset + 6),
      flags: directory.readUInt16LE(offset + 8),
      method: directory.readUInt16LE(offset + 10),
      dosTime: directory.readUInt16LE(offset + 12),
      dosDate: directory.readUInt16LE(offset + 14),
      crc32: directory.readUInt32LE(offset + 16),
      ...applyZip64Extra(sizes, extra),
      externalAttributes: directory.readUInt32LE(offset + 38),
      extraIds: extraIds(extra),
    });
    offset = nameEnd + extraLength + commentLength;
  }
  return entries;
}

type SizeFields = { compressedSize: number; uncompressedSize: number; localHeaderOffset: number };

/** Replaces 0xFFFFFFFF fields with their ZIP64 values, in the order APPNOTE 4.5.3 gives. */
function applyZip64Extra(fields: SizeFields, extra: Buffer): SizeFields {
  const result = { ...fields };
  for (let at = 0; at + 4 <= extra.length; at += 4 + extra.readUInt16LE(at + 2)) {
    if (extra.readUInt16LE(at) !== 0x0001) continue;
    let cursor = at + 4;
    for (const key of ['uncompressedSize', 'compressedSize', 'localHeaderOffset'] as const) {
      if (result[key] === 0xffffffff) {
        result[key] = Number(extra.readBigUInt64LE(cursor));
        cursor += 8;
      }
    }
  }
  return result;
}

function extraIds(extra: Buffer): number[] {
  const ids: number[] = [];
  for (let at = 0; at + 4 <= extra.length; at += 4 + extra.readUInt16LE(at + 2))
    ids.push(extra.readUInt16LE(at));
  return ids;
}
