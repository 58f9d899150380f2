import { isUtf8 } from 'node:buffer';
import { type Dirent, readdirSync } from 'node:fs';
import { ConfigurationError } from '../errors.ts';

/**
 * The names in a directory listing that are not valid UTF-8, each as readdir gave it (with U+FFFD
 * for the bad bytes) → as shown to the user (with `\xNN` for them); undefined when there is none.
 * Node can only name such a file by its bytes, and the archive names entries in UTF-8 (flag bit 11),
 * so it is refused by name rather than packed under a name that is not its own.
 */
export function invalidUtf8Names(
  realDir: string,
  entries: readonly Dirent[],
): Map<string, string> | undefined {
  // A decoded name without U+FFFD was valid; only then is the listing read again as bytes.
  if (!entries.some((entry) => entry.name.includes('\uFFFD'))) return undefined;
  const invalid = new Map<string, string>();
  for (const raw of readdirSync(realDir, { encoding: 'buffer' })) {
    if (!isUtf8(raw)) invalid.set(raw.toString('utf8'), showBytes(raw));
  }
  return invalid.size > 0 ? invalid : undefined;
}

/** The name with each byte of a run that is not valid UTF-8 written as `\xNN`. */
function showBytes(raw: Buffer): string {
  let shown = '';
  let start = 0;
  while (start < raw.length) {
    if (raw[start]! < 0x80) {
      shown += String.fromCharCode(raw[start]!);
      start++;
      continue;
    }
    let end = start;
    while (end < raw.length && raw[end]! >= 0x80) end++;
    const run = raw.subarray(start, end);
    shown += isUtf8(run) ? run.toString('utf8') : [...run].map((byte) => `\\x${hex(byte)}`).join('');
    start = end;
  }
  return shown;
}

function hex(byte: number): string {
  return byte.toString(16).toUpperCase().padStart(2, '0');
}

const LISTED = 5;

/** The one error for every name the archive cannot hold; thrown before anything is written. */
export function invalidNamesError(paths: readonly string[]): ConfigurationError {
  const listed = paths.slice(0, LISTED).join(', ');
  const more = paths.length > LISTED ? ` and ${paths.length - LISTED} more` : '';
  const what = paths.length === 1 ? 'a file name that is' : `${paths.length} file names that are`;
  return new ConfigurationError(
    `Input "path" holds ${what} not valid UTF-8 (${listed}${more}), which the archive cannot name: rename them in UTF-8 (e.g. with convmv), or leave them out with the "exclude" input.`,
    'path',
  );
}
