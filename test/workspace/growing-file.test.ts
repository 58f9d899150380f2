import { appendFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GrowingFile } from '../../src/workspace/growing-file.ts';
import { tempDir } from './helpers.ts';

async function collect(chunks: AsyncIterable<Uint8Array>): Promise<string> {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(Buffer.from(chunk));
  return Buffer.concat(parts).toString();
}

async function started(): Promise<GrowingFile> {
  const growing = new GrowingFile(join(await tempDir(), 'archive.zip'));
  await writeFile(growing.path, '');
  return growing;
}

describe('GrowingFile', () => {
  it('a reader started early follows the writer; one started after the end reads the same bytes', async () => {
    const growing = await started();
    const early = collect(growing.read(new AbortController().signal));
    await appendFile(growing.path, 'abc');
    growing.grew(3);
    await appendFile(growing.path, 'def');
    expect(growing.completeSize).toBeUndefined();
    growing.grew(6);
    growing.finish(6);
    expect(await early).toBe('abcdef');
    expect(await collect(growing.read(new AbortController().signal))).toBe('abcdef');
    expect(await growing.complete()).toBe(6);
  });

  it("ends a waiting reader with the writer's error", async () => {
    const growing = await started();
    const reading = collect(growing.read(new AbortController().signal));
    growing.fail(new Error('disk full'));
    await expect(reading).rejects.toThrow('disk full');
    await expect(growing.complete()).rejects.toThrow('disk full');
  });

  it('ends a waiting reader when its signal aborts', async () => {
    const growing = await started();
    const controller = new AbortController();
    const reading = collect(growing.read(controller.signal));
    controller.abort(new Error('cancelled'));
    await expect(reading).rejects.toThrow('cancelled');
  });
});

describe('GrowingFile.started', () => {
  it('resolves with the first bytes on disk, and rejects when the writer fails before any', async () => {
    const growing = await started();
    let first = false;
    const waiting = growing.started().then(() => {
      first = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(first).toBe(false);
    growing.grew(1);
    await waiting;
    expect(first).toBe(true);
    const failing = await started();
    failing.fail(new Error('walk failed'));
    await expect(failing.started()).rejects.toThrow('walk failed');
  });
});
