import { crc32, deflateRawSync } from 'node:zlib';

interface EntryFields {
  readonly method: number;
  readonly crc: number;
  readonly storedSize: number;
  readonly size: number;
}

/**
 * What a local header and its central-directory record both hold, in the same order from `at`:
 * version needed (2.0), flags (UTF-8 names), method, time and date (left zero), CRC-32, sizes, name length.
 */
function writeEntryFields(header: Buffer, at: number, entry: EntryFields, nameLength: number): void {
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(0x0800, at + 2);
  header.writeUInt16LE(entry.method, at + 4);
  header.writeUInt32LE(entry.crc, at + 10);
  header.writeUInt32LE(entry.storedSize, at + 14);
  header.writeUInt32LE(entry.size, at + 18);
  header.writeUInt16LE(nameLength, at + 22);
}

/**
 * Builds a zip archive in memory (stored or deflated entries), for tests that deploy real archives
 * without depending on a zip CLI. Not zip64: keep archives under 4 GiB.
 */
export function createZip(
  files: Record<string, string | Buffer>,
  options: { deflate?: boolean } = {},
): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const data = typeof content === 'string' ? Buffer.from(content) : content;
    const nameBytes = Buffer.from(name);
    const deflate = options.deflate ?? true;
    const stored = deflate ? deflateRawSync(data) : data;
    const crc = crc32(data);
    const entry = { method: deflate ? 8 : 0, crc, storedSize: stored.length, size: data.length };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(local, 4, entry, nameBytes.length);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    writeEntryFields(central, 6, entry, nameBytes.length);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, stored);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + stored.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
