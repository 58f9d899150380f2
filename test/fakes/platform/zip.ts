import { open } from 'node:fs/promises';
import { crc32, inflateRawSync } from 'node:zlib';
import { type CentralEntry, parseCentralEntries } from '../../support/zip-central-directory.ts';

/**
 * A small zip reader (stored and deflated entries, zip64), so builds really open what was uploaded.
 * It reads the central directory, then each entry's data from the file, checking every CRC.
 */

export class ZipError extends Error {
  override readonly name = 'ZipError';
}

export interface ZipEntry {
  name: string;
  data: Buffer;
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const LOCAL = 0x04034b50;
const MAX_ENTRY_BYTES = 512 * 1024 * 1024;

export async function readZipFile(path: string): Promise<ZipEntry[]> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    const read = async (position: number, length: number): Promise<Buffer> => {
      if (position < 0 || position + length > size) throw new ZipError('the archive is truncated');
      const buffer = Buffer.alloc(length);
      await handle.read(buffer, 0, length, position);
      return buffer;
    };
    const directory = await readCentralDirectory(read, size);
    const entries: ZipEntry[] = [];
    for (const entry of directory) {
      if (entry.name.endsWith('/')) continue;
      entries.push({ name: entry.name, data: await readEntry(read, entry) });
    }
    return entries;
  } finally {
    await handle.close();
  }
}

type Reader = (position: number, length: number) => Promise<Buffer>;

async function readCentralDirectory(read: Reader, size: number): Promise<CentralEntry[]> {
  if (size < 22) throw new ZipError('the file is too small to be a zip archive');
  const tailLength = Math.min(size, 22 + 65535);
  const tail = await read(size - tailLength, tailLength);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new ZipError('no end-of-central-directory record was found');
  let count = tail.readUInt16LE(eocd + 10);
  let cdSize = tail.readUInt32LE(eocd + 12);
  let cdOffset = tail.readUInt32LE(eocd + 16);
  const eocdPosition = size - tailLength + eocd;
  if (count === 0xffff || cdOffset === 0xffffffff || cdSize === 0xffffffff) {
    const locator = await read(eocdPosition - 20, 20);
    if (locator.readUInt32LE(0) !== ZIP64_LOCATOR) throw new ZipError('the zip64 locator is missing');
    const record = await read(Number(locator.readBigUInt64LE(8)), 56);
    if (record.readUInt32LE(0) !== ZIP64_EOCD) throw new ZipError('the zip64 end record is missing');
    count = Number(record.readBigUInt64LE(32));
    cdSize = Number(record.readBigUInt64LE(40));
    cdOffset = Number(record.readBigUInt64LE(48));
  }
  const directory = await read(cdOffset, cdSize);
  try {
    return parseCentralEntries(directory, count);
  } catch {
    throw new ZipError('the central directory is damaged');
  }
}

async function readEntry(read: Reader, entry: CentralEntry): Promise<Buffer> {
  if (entry.flags & 0x1) throw new ZipError(`${entry.name} is encrypted`);
  if (entry.uncompressedSize > MAX_ENTRY_BYTES)
    throw new ZipError(`${entry.name} is larger than the build limit`);
  const header = await read(entry.localHeaderOffset, 30);
  if (header.readUInt32LE(0) !== LOCAL) throw new ZipError(`the local header of ${entry.name} is damaged`);
  const dataStart = entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  const compressed = await read(dataStart, entry.compressedSize);
  let data: Buffer;
  if (entry.method === 0) data = compressed;
  else if (entry.method === 8) {
    try {
      data = inflateRawSync(compressed);
    } catch {
      throw new ZipError(`${entry.name} could not be decompressed`);
    }
  } else throw new ZipError(`${entry.name} uses unsupported compression method ${entry.method}`);
  if (data.length !== entry.uncompressedSize || crc32(data) !== entry.crc32) {
    throw new ZipError(`${entry.name} is corrupt (size or CRC mismatch)`);
  }
  return data;
}
