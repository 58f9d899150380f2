import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach } from 'vitest';

export const run = promisify(execFile);

/** A file's content, or a symlink to create (its target is used as given, relative or absolute). */
export type TreeEntry =
  | string
  | Buffer
  | { readonly symlinkTo: string }
  | { readonly content: string; readonly mode: number };

const createdDirectories: string[] = [];

afterEach(async () => {
  await Promise.all(createdDirectories.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A fresh directory under the OS temp dir, removed after the test. */
export async function tempDir(prefix = 'workspace-test-'): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  createdDirectories.push(dir);
  return dir;
}

/** Creates the given files (POSIX paths) under `root`; missing directories are made. */
export async function writeTree(root: string, entries: Record<string, TreeEntry>): Promise<void> {
  for (const [path, entry] of Object.entries(entries)) {
    const target = join(root, path);
    await mkdir(dirname(target), { recursive: true });
    if (typeof entry === 'string' || Buffer.isBuffer(entry)) {
      await writeFile(target, entry);
    } else if ('symlinkTo' in entry) {
      await symlink(entry.symlinkTo, target);
    } else {
      await writeFile(target, entry.content, { mode: entry.mode });
    }
  }
}

export async function makeTree(entries: Record<string, TreeEntry>): Promise<string> {
  const root = await tempDir();
  await writeTree(root, entries);
  return root;
}

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

export interface CentralDirectory {
  readonly entries: CentralEntry[];
  /** Whether the ZIP64 end of central directory record (and locator) are present. */
  readonly zip64End: boolean;
  /** The entry count field of the classic end record, as written. */
  readonly classicEntryCount: number;
}

/** Reads the central directory straight from the bytes, independently of the code under test. */
export async function readCentralDirectory(zipPath: string): Promise<CentralDirectory> {
  const bytes = await readFile(zipPath);
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('no end of central directory record');
  const classicEntryCount = bytes.readUInt16LE(end + 10);
  let count = classicEntryCount;
  let offset = bytes.readUInt32LE(end + 16);
  const locator = end - 20;
  const zip64End = locator >= 0 && bytes.readUInt32LE(locator) === 0x07064b50;
  if (zip64End) {
    const record = Number(bytes.readBigUInt64LE(locator + 8));
    if (bytes.readUInt32LE(record) !== 0x06064b50) throw new Error('bad ZIP64 end record');
    count = Number(bytes.readBigUInt64LE(record + 32));
    offset = Number(bytes.readBigUInt64LE(record + 48));
  }
  const entries: CentralEntry[] = [];
  for (let index = 0; index < count; index++) {
    if (bytes.readUInt32LE(offset) !== 0x02014b50) throw new Error(`bad central header at ${offset}`);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    const extra = bytes.subarray(offset + 46 + nameLength, offset + 46 + nameLength + extraLength);
    const fields = {
      compressedSize: bytes.readUInt32LE(offset + 20),
      uncompressedSize: bytes.readUInt32LE(offset + 24),
      localHeaderOffset: bytes.readUInt32LE(offset + 42),
    };
    entries.push({
      name: bytes.subarray(offset + 46, offset + 46 + nameLength).toString('utf8'),
      versionMadeBy: bytes.readUInt16LE(offset + 4),
      versionNeeded: bytes.readUInt16LE(offset + 6),
      flags: bytes.readUInt16LE(offset + 8),
      method: bytes.readUInt16LE(offset + 10),
      dosTime: bytes.readUInt16LE(offset + 12),
      dosDate: bytes.readUInt16LE(offset + 14),
      crc32: bytes.readUInt32LE(offset + 16),
      ...applyZip64Extra(fields, extra),
      externalAttributes: bytes.readUInt32LE(offset + 38),
      extraIds: extraIds(extra),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return { entries, zip64End, classicEntryCount };
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

/** `unzip -t`; resolves with its output, rejects if it finds a problem. */
export async function unzipTest(zipPath: string): Promise<string> {
  const { stdout } = await run('unzip', ['-t', zipPath], { maxBuffer: 64 << 20 });
  return stdout;
}

export async function unzipInto(zipPath: string, directory: string): Promise<void> {
  await run('unzip', ['-q', zipPath, '-d', directory], { maxBuffer: 64 << 20 });
}

export function collectWarnings(): { warnings: string[]; logger: { warning(message: string): void } } {
  const warnings: string[] = [];
  return { warnings, logger: { warning: (message: string) => warnings.push(message) } };
}
