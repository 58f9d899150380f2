/**
 * Byte layouts of the ZIP records we write (PKWARE APPNOTE 6.3, sections 4.3 to 4.5).
 * Everything that could vary between runs (time, host attributes) is fixed here, so the same
 * files always give the same bytes.
 */

export const METHOD_STORE = 0;
export const METHOD_DEFLATE = 8;

/** Sizes and counts above these need ZIP64 records; tests lower them to exercise that path. */
export interface ZipLimits {
  /** Largest size or offset a classic 32-bit field holds (0xFFFFFFFF itself means "see ZIP64"). */
  readonly maxSize: number;
  /** Largest entry count a classic 16-bit field holds (0xFFFF itself means "see ZIP64"). */
  readonly maxEntries: number;
}

export const CLASSIC_ZIP_LIMITS: ZipLimits = { maxSize: 0xfffffffe, maxEntries: 0xfffe };

const SIGNATURE_LOCAL = 0x04034b50;
const SIGNATURE_CENTRAL = 0x02014b50;
const SIGNATURE_DESCRIPTOR = 0x08074b50;
const SIGNATURE_END = 0x06054b50;
const SIGNATURE_ZIP64_END = 0x06064b50;
const SIGNATURE_ZIP64_LOCATOR = 0x07064b50;

const FLAG_DATA_DESCRIPTOR = 0x0008;
const FLAG_UTF8_NAME = 0x0800;
const VERSION_DEFAULT = 20;
const VERSION_ZIP64 = 45;
/** Upper byte 3 = Unix, so unzip applies the mode in the external attributes. */
const VERSION_MADE_BY = (3 << 8) | VERSION_ZIP64;
/** MS-DOS time 00:00:00 and date 1980-01-01, the earliest a ZIP can say. */
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;
const ZIP64_EXTRA_ID = 0x0001;
const SENTINEL_32 = 0xffffffff;
const SENTINEL_16 = 0xffff;

export interface EntryRecord {
  /** UTF-8 bytes of the POSIX path. */
  readonly name: Buffer;
  /** Full Unix mode, file type included (e.g. 0o100644). */
  readonly mode: number;
  readonly method: number;
  readonly crc32: number;
  readonly compressedSize: number;
  readonly uncompressedSize: number;
  readonly localHeaderOffset: number;
  /** Sizes follow the data instead of preceding it, for entries deflated while streamed. */
  readonly hasDataDescriptor: boolean;
  /** Sizes are 64-bit (in the ZIP64 extra field and in the data descriptor). */
  readonly zip64Sizes: boolean;
}

/** The local header; with a data descriptor its CRC and sizes are zero (ZIP64 extra kept for size). */
export function localFileHeader(entry: EntryRecord): Buffer {
  const extra = entry.zip64Sizes
    ? zip64Extra(entry.hasDataDescriptor ? [0, 0] : [entry.uncompressedSize, entry.compressedSize])
    : Buffer.alloc(0);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(SIGNATURE_LOCAL, 0);
  header.writeUInt16LE(versionNeeded(entry.zip64Sizes), 4);
  header.writeUInt16LE(flags(entry), 6);
  header.writeUInt16LE(entry.method, 8);
  header.writeUInt16LE(DOS_TIME, 10);
  header.writeUInt16LE(DOS_DATE, 12);
  if (!entry.hasDataDescriptor) header.writeUInt32LE(entry.crc32, 14);
  const sizeField = entry.zip64Sizes ? SENTINEL_32 : entry.hasDataDescriptor ? 0 : undefined;
  header.writeUInt32LE(sizeField ?? entry.compressedSize, 18);
  header.writeUInt32LE(sizeField ?? entry.uncompressedSize, 22);
  header.writeUInt16LE(entry.name.length, 26);
  header.writeUInt16LE(extra.length, 28);
  return Buffer.concat([header, entry.name, extra]);
}

export function dataDescriptor(entry: EntryRecord): Buffer {
  const wide = entry.zip64Sizes;
  const descriptor = Buffer.alloc(wide ? 24 : 16);
  descriptor.writeUInt32LE(SIGNATURE_DESCRIPTOR, 0);
  descriptor.writeUInt32LE(entry.crc32, 4);
  if (wide) {
    descriptor.writeBigUInt64LE(BigInt(entry.compressedSize), 8);
    descriptor.writeBigUInt64LE(BigInt(entry.uncompressedSize), 16);
  } else {
    descriptor.writeUInt32LE(entry.compressedSize, 8);
    descriptor.writeUInt32LE(entry.uncompressedSize, 12);
  }
  return descriptor;
}

export function centralDirectoryHeader(entry: EntryRecord, limits: ZipLimits): Buffer {
  const offsetIsWide = entry.localHeaderOffset > limits.maxSize;
  const wideValues = entry.zip64Sizes ? [entry.uncompressedSize, entry.compressedSize] : [];
  if (offsetIsWide) wideValues.push(entry.localHeaderOffset);
  const extra = wideValues.length > 0 ? zip64Extra(wideValues) : Buffer.alloc(0);
  const header = Buffer.alloc(46);
  header.writeUInt32LE(SIGNATURE_CENTRAL, 0);
  header.writeUInt16LE(VERSION_MADE_BY, 4);
  header.writeUInt16LE(versionNeeded(entry.zip64Sizes || offsetIsWide), 6);
  header.writeUInt16LE(flags(entry), 8);
  header.writeUInt16LE(entry.method, 10);
  header.writeUInt16LE(DOS_TIME, 12);
  header.writeUInt16LE(DOS_DATE, 14);
  header.writeUInt32LE(entry.crc32, 16);
  header.writeUInt32LE(entry.zip64Sizes ? SENTINEL_32 : entry.compressedSize, 20);
  header.writeUInt32LE(entry.zip64Sizes ? SENTINEL_32 : entry.uncompressedSize, 24);
  header.writeUInt16LE(entry.name.length, 28);
  header.writeUInt16LE(extra.length, 30);
  // Comment length, start disk and internal attributes stay zero.
  header.writeUInt32LE((entry.mode << 16) >>> 0, 38);
  header.writeUInt32LE(offsetIsWide ? SENTINEL_32 : entry.localHeaderOffset, 42);
  return Buffer.concat([header, entry.name, extra]);
}

export interface DirectoryLocation {
  readonly entryCount: number;
  readonly offset: number;
  readonly size: number;
}

/** The end records: ZIP64 end record and locator first when a classic field would overflow. */
export function endOfCentralDirectory(directory: DirectoryLocation, limits: ZipLimits): Buffer {
  const countIsWide = directory.entryCount > limits.maxEntries;
  const offsetIsWide = directory.offset > limits.maxSize;
  const sizeIsWide = directory.size > limits.maxSize;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(SIGNATURE_END, 0);
  end.writeUInt16LE(countIsWide ? SENTINEL_16 : directory.entryCount, 8);
  end.writeUInt16LE(countIsWide ? SENTINEL_16 : directory.entryCount, 10);
  end.writeUInt32LE(sizeIsWide ? SENTINEL_32 : directory.size, 12);
  end.writeUInt32LE(offsetIsWide ? SENTINEL_32 : directory.offset, 16);
  if (!countIsWide && !offsetIsWide && !sizeIsWide) return end;
  return Buffer.concat([zip64EndRecords(directory), end]);
}

function zip64EndRecords(directory: DirectoryLocation): Buffer {
  const record = Buffer.alloc(56 + 20);
  record.writeUInt32LE(SIGNATURE_ZIP64_END, 0);
  record.writeBigUInt64LE(44n, 4);
  record.writeUInt16LE(VERSION_MADE_BY, 12);
  record.writeUInt16LE(VERSION_ZIP64, 14);
  record.writeBigUInt64LE(BigInt(directory.entryCount), 24);
  record.writeBigUInt64LE(BigInt(directory.entryCount), 32);
  record.writeBigUInt64LE(BigInt(directory.size), 40);
  record.writeBigUInt64LE(BigInt(directory.offset), 48);
  // The record starts right where the central directory ends.
  record.writeUInt32LE(SIGNATURE_ZIP64_LOCATOR, 56);
  record.writeBigUInt64LE(BigInt(directory.offset + directory.size), 64);
  record.writeUInt32LE(1, 72);
  return record;
}

function zip64Extra(values: readonly number[]): Buffer {
  const extra = Buffer.alloc(4 + 8 * values.length);
  extra.writeUInt16LE(ZIP64_EXTRA_ID, 0);
  extra.writeUInt16LE(8 * values.length, 2);
  values.forEach((value, index) => {
    extra.writeBigUInt64LE(BigInt(value), 4 + 8 * index);
  });
  return extra;
}

function flags(entry: EntryRecord): number {
  return FLAG_UTF8_NAME | (entry.hasDataDescriptor ? FLAG_DATA_DESCRIPTOR : 0);
}

function versionNeeded(zip64: boolean): number {
  return zip64 ? VERSION_ZIP64 : VERSION_DEFAULT;
}

/**
 * Whether an entry of this uncompressed size needs 64-bit size fields. Decided before streaming a
 * deflated entry, so it allows for deflate's worst-case growth on incompressible input.
 */
export function needsZip64Sizes(uncompressedSize: number, limits: ZipLimits): boolean {
  const deflateBound = uncompressedSize + Math.ceil(uncompressedSize / 4096) + 1024;
  return deflateBound > limits.maxSize;
}
