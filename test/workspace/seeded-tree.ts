import { minifiedScripts, type TreeEntry } from './helpers.ts';

/**
 * A tree with a file of every kind the packer once treated apart, all from fixed seeds: empty, up to
 * 4 KiB (once deflated on the main thread), 4-32 KiB minified scripts and 32 KiB-1 MiB text (once
 * through long-lived deflate streams, whose bytes could depend on the file before), incompressible
 * bytes under names deflated and names stored, and an executable. Without its `large` files (5.5 MB
 * of text) it is 334 files and ~1 MB: enough for the tests that pack it several times.
 */
export function seededTree({ large = true } = {}): Record<string, TreeEntry> {
  let state = 20261128;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state;
  };
  const text = (bytes: number) => {
    let out = '';
    while (out.length < bytes) out += `export const v${next() % 9000} = call(${next() % 100000}, "s");\n`;
    return out.slice(0, bytes);
  };
  const noise = (bytes: number) => Buffer.from(Array.from({ length: bytes }, () => next() & 0xff));
  const entries: Record<string, TreeEntry> = {
    'empty.txt': '',
    'bin/run': { content: '#!/bin/sh\necho hi\n', mode: 0o755 },
  };
  for (let index = 0; index < 200; index++) entries[`small/${index}.js`] = text(20 + (next() % 4000));
  minifiedScripts(120).forEach((script, index) => {
    entries[`scripts/chunk-${index}.min.js`] = script;
  });
  for (let index = 0; index < 12; index++) {
    const part = text(40_000 + (next() % 900_000));
    if (large) entries[`large/part-${index}.txt`] = part;
  }
  for (let index = 0; index < 6; index++) {
    entries[`media/photo-${index}.png`] = noise(1000 + (next() % 60_000));
    entries[`media/data-${index}.bin`] = noise(100 + (next() % 50_000));
  }
  return entries;
}
