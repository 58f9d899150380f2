import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { onTestFinished } from 'vitest';
import { type CentralEntry, parseCentralEntries } from '../support/zip-central-directory.ts';

export const run = promisify(execFile);

/** A file's content, or a symlink to create (its target is used as given, relative or absolute). */
export type TreeEntry =
  | string
  | Buffer
  | { readonly symlinkTo: string }
  | { readonly content: string; readonly mode: number };

/**
 * A fresh directory under the OS temp dir, removed when the test that made it finishes. (A hook at
 * this module's top level would run for the first file that imports it only: files share modules.)
 */
export async function tempDir(prefix = 'workspace-test-'): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
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
  const entries = parseCentralEntries(bytes.subarray(offset), count);
  return { entries, zip64End, classicEntryCount };
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

/**
 * Minified-script-like files of 5-30 KB from a fixed seed. On such files a reset zlib stream's
 * output sometimes differs by a byte from a fresh stream's (Node's zlib hashes a few bytes past the
 * input's end, and a reset keeps the previous file's window): what the slots' dealing must survive.
 */
export function minifiedScripts(count: number, seed = 20240601): Buffer[] {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const syllables = ['ka', 'lo', 'mi', 'ne', 'ru', 'sa', 'to', 'vi', 'ze', 'por', 'tan', 'gel', 'dar'];
  const words = Array.from({ length: 400 }, () =>
    Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(syllables)).join(''),
  );
  return Array.from({ length: count }, () => {
    const size = 5000 + Math.floor(random() * 25_000);
    let text = '';
    while (text.length < size) {
      const a = pick(words);
      const b = pick(words).slice(0, 2);
      text += pick([
        `function ${a}(${b},e){return ${b}.${pick(words)}(e)||${Math.floor(random() * 99)}}`,
        `var ${b}=${a}(${JSON.stringify(pick(words))});`,
        `${b}&&${b}.push([${Math.floor(random() * 9999)},"${a}"]);`,
      ]);
    }
    return Buffer.from(text.slice(0, size));
  });
}
