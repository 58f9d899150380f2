import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  CLASSIC_ZIP_LIMITS,
  METHOD_DEFLATE,
  METHOD_STORE,
  needsZip64Sizes,
  type ZipLimits,
} from '../../src/workspace/zip-format.ts';
import { type ByteSink, ZipWriter } from '../../src/workspace/zip-writer.ts';
import { readCentralDirectory, tempDir, unzipInto, unzipTest } from './helpers.ts';

class MemorySink implements ByteSink {
  readonly chunks: Buffer[] = [];
  async write(chunk: Uint8Array): Promise<void> {
    this.chunks.push(Buffer.from(chunk));
  }
}

const ZIP64_EXTRA = 0x0001;
const FLAG_DATA_DESCRIPTOR = 0x0008;
const FLAG_UTF8 = 0x0800;

function storedEntry(name: string, content: Buffer, mode = 0o100644) {
  const entry = {
    name,
    mode,
    method: METHOD_STORE,
    crc32: crc32(content),
    compressedSize: content.length,
    uncompressedSize: content.length,
  };
  return { entry, data: content };
}

function deflatedEntry(name: string, content: Buffer) {
  const data = deflateRawSync(content);
  const entry = {
    name,
    mode: 0o100644,
    method: METHOD_DEFLATE,
    crc32: crc32(content),
    compressedSize: data.length,
    uncompressedSize: content.length,
  };
  return { entry, data };
}

async function* chunksOf(data: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let offset = 0; offset < data.length; offset += size) yield data.subarray(offset, offset + size);
}

/** Writes an archive of a few kinds of entries (whole, chunked, streamed) and returns its path. */
async function writeSampleArchive(
  limits: ZipLimits,
): Promise<{ path: string; contents: Map<string, Buffer> }> {
  const contents = new Map<string, Buffer>([
    ['a.txt', Buffer.from('hello '.repeat(400))],
    ['b/stored.bin', Buffer.alloc(3000, 7)],
    ['c/chunked.png', Buffer.from(Array.from({ length: 2500 }, (_, index) => (index * 31) % 256))],
    ['d/streamed.txt', Buffer.from('streamed line\n'.repeat(300))],
    ['e.txt', Buffer.from('tiny')],
  ]);
  const sink = new MemorySink();
  const writer = new ZipWriter(sink, limits);
  const whole = deflatedEntry('a.txt', contents.get('a.txt')!);
  await writer.addEntry(whole.entry, whole.data);
  const stored = storedEntry('b/stored.bin', contents.get('b/stored.bin')!);
  await writer.addEntry(stored.entry, stored.data);
  const chunked = storedEntry('c/chunked.png', contents.get('c/chunked.png')!);
  await writer.addEntry(chunked.entry, chunksOf(chunked.data, 700));
  const streamedContent = contents.get('d/streamed.txt')!;
  const streamed = deflateRawSync(streamedContent);
  await writer.addStreamedEntry(
    { name: 'd/streamed.txt', mode: 0o100755, method: METHOD_DEFLATE, expectedSize: streamedContent.length },
    chunksOf(streamed, 100),
    () => ({ crc32: crc32(streamedContent), uncompressedSize: streamedContent.length }),
  );
  const last = storedEntry('e.txt', contents.get('e.txt')!);
  await writer.addEntry(last.entry, last.data);
  const size = await writer.finish();
  const archive = Buffer.concat(sink.chunks);
  expect(archive.length).toBe(size);
  const path = join(await tempDir(), 'sample.zip');
  await writeFile(path, archive);
  return { path, contents };
}

async function expectExtractsTo(path: string, contents: ReadonlyMap<string, Buffer>): Promise<void> {
  await unzipTest(path);
  const out = await tempDir();
  await unzipInto(path, out);
  for (const [name, content] of contents) expect(await readFile(join(out, name))).toEqual(content);
}

describe('ZipWriter', () => {
  it('writes classic records that unzip accepts, with fixed time and Unix attributes', async () => {
    const { path, contents } = await writeSampleArchive(CLASSIC_ZIP_LIMITS);
    await expectExtractsTo(path, contents);
    const directory = await readCentralDirectory(path);
    expect(directory.zip64End).toBe(false);
    expect(directory.entries.map((entry) => entry.name)).toEqual([...contents.keys()]);
    for (const entry of directory.entries) {
      expect(entry.versionMadeBy >> 8).toBe(3);
      expect(entry.flags & FLAG_UTF8).toBe(FLAG_UTF8);
      expect([entry.dosDate, entry.dosTime]).toEqual([(0 << 9) | (1 << 5) | 1, 0]);
      expect(entry.extraIds).toEqual([]);
    }
    const streamed = directory.entries[3]!;
    expect(streamed.flags & FLAG_DATA_DESCRIPTOR).toBe(FLAG_DATA_DESCRIPTOR);
    expect(streamed.externalAttributes >>> 16).toBe(0o100755);
    expect(directory.entries[0]!.flags & FLAG_DATA_DESCRIPTOR).toBe(0);
  });

  it('switches to ZIP64 fields and end records past the limits, and unzip still reads it', async () => {
    const limits: ZipLimits = { maxSize: 2000, maxEntries: 3 };
    const { path, contents } = await writeSampleArchive(limits);
    await expectExtractsTo(path, contents);
    const directory = await readCentralDirectory(path);
    expect(directory.zip64End).toBe(true);
    expect(directory.classicEntryCount).toBe(0xffff);
    const byName = new Map(directory.entries.map((entry) => [entry.name, entry]));
    // a.txt: 2,400 bytes uncompressed, at offset 0.
    expect(byName.get('a.txt')!.extraIds).toEqual([ZIP64_EXTRA]);
    expect(byName.get('a.txt')!.uncompressedSize).toBe(2400);
    expect(byName.get('a.txt')!.versionNeeded).toBe(45);
    // e.txt: tiny, but written past offset 2,000, so only its offset is 64-bit.
    const tiny = byName.get('e.txt')!;
    expect(tiny.extraIds).toEqual([ZIP64_EXTRA]);
    expect(tiny.compressedSize).toBe(4);
    expect(tiny.localHeaderOffset).toBeGreaterThan(2000);
    // d/streamed.txt: its size bound passes the limit, so its data descriptor has 64-bit sizes.
    expect(byName.get('d/streamed.txt')!.uncompressedSize).toBe(contents.get('d/streamed.txt')!.length);
  });

  it('gives the same bytes for the same entries', async () => {
    const first = await readFile((await writeSampleArchive(CLASSIC_ZIP_LIMITS)).path);
    const second = await readFile((await writeSampleArchive(CLASSIC_ZIP_LIMITS)).path);
    expect(first.equals(second)).toBe(true);
  });

  it('refuses data whose length differs from the declared size', async () => {
    const writer = new ZipWriter(new MemorySink());
    const { entry } = storedEntry('a', Buffer.from('abc'));
    await expect(writer.addEntry(entry, chunksOf(Buffer.from('ab'), 1))).rejects.toThrow(/changed size/);
  });

  it('refuses entries after finish', async () => {
    const writer = new ZipWriter(new MemorySink());
    const { entry, data } = storedEntry('a', Buffer.from('abc'));
    await writer.addEntry(entry, data);
    await writer.finish();
    await expect(writer.addEntry(entry, data)).rejects.toThrow(/finished/);
  });
});

describe('needsZip64Sizes', () => {
  it('allows for deflate growth below the 4 GiB boundary', () => {
    expect(needsZip64Sizes(100 << 20, CLASSIC_ZIP_LIMITS)).toBe(false);
    expect(needsZip64Sizes(0xfff00000, CLASSIC_ZIP_LIMITS)).toBe(true);
    expect(needsZip64Sizes(0x100000000, CLASSIC_ZIP_LIMITS)).toBe(true);
    expect(needsZip64Sizes(4_000_000_000, CLASSIC_ZIP_LIMITS)).toBe(false);
  });
});
