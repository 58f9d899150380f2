import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DeflateSlots } from '../../src/workspace/deflate-slots.ts';
import { minifiedScripts } from './helpers.ts';

const files = minifiedScripts(400);

async function allAtOnce(slots: DeflateSlots): Promise<Buffer[]> {
  return Promise.all(files.map((file) => slots.deflate(file)));
}

async function oneAtATime(slots: DeflateSlots): Promise<Buffer[]> {
  const out: Buffer[] = [];
  for (const file of files) out.push(await slots.deflate(file));
  return out;
}

describe('DeflateSlots', () => {
  it('gives each file a raw deflate stream of its own bytes', async () => {
    const slots = new DeflateSlots(2, 1, 64 << 10);
    const deflated = await allAtOnce(slots);
    slots.close();
    deflated.forEach((bytes, index) => {
      expect(inflateRawSync(bytes).equals(files[index]!), `file ${index}`).toBe(true);
    });
  });

  it('uses streams whose bytes can depend on the file before (why the dealing is fixed)', async () => {
    const slots = new DeflateSlots(1, 1, 64 << 10);
    const deflated = await oneAtATime(slots);
    slots.close();
    const differing = deflated.filter(
      (bytes, index) => !bytes.equals(deflateRawSync(files[index]!, { level: 1 })),
    );
    expect(differing.length).toBeGreaterThan(0);
  });

  it('gives the same bytes whether the files come all at once or one at a time', async () => {
    const together = new DeflateSlots(2, 1, 64 << 10);
    const first = await allAtOnce(together);
    together.close();
    const inTurn = new DeflateSlots(2, 1, 64 << 10);
    const second = await oneAtATime(inTurn);
    inTurn.close();
    second.forEach((bytes, index) => {
      expect(bytes.equals(first[index]!), `file ${index}`).toBe(true);
    });
  });

  it('keeps a reserved place: a file read late still goes before the files dealt after it', async () => {
    const inOrder = new DeflateSlots(1, 1, 64 << 10);
    const expected = await oneAtATime(inOrder);
    inOrder.close();
    const slots = new DeflateSlots(1, 1, 64 << 10);
    const tickets = files.slice(0, 40).map(() => slots.reserve());
    // The files' bytes arrive in reverse: the slot must still deflate them in their places' order.
    const deflating = tickets.map((ticket, index) => ({ ticket, index })).reverse();
    const finished: number[] = [];
    const out = await Promise.all(
      deflating.map(({ ticket, index }) =>
        ticket.deflate(files[index]!).then((bytes) => {
          finished.push(index);
          return bytes;
        }),
      ),
    );
    slots.close();
    expect(finished).toEqual(tickets.map((_, index) => index));
    out.reverse().forEach((bytes, index) => {
      expect(bytes.equals(expected[index]!), `file ${index}`).toBe(true);
    });
  });

  it('goes on past a place whose file will not come', async () => {
    const slots = new DeflateSlots(1, 1, 64 << 10);
    const lost = slots.reserve();
    const next = slots.reserve();
    const deflated = next.deflate(files[1]!);
    lost.cancel(new Error('the read failed'));
    expect(inflateRawSync(await deflated).equals(files[1]!)).toBe(true);
    slots.close();
  });

  it('refuses the file being deflated, those waiting and any after when closed', async () => {
    const slots = new DeflateSlots(1, 1, 64 << 10);
    const running = slots.deflate(files[0]!);
    const waiting = slots.deflate(files[1]!);
    slots.close();
    await expect(running).rejects.toThrow(/stopped before this file was deflated/);
    await expect(waiting).rejects.toThrow(/stopped before this file was deflated/);
    await expect(slots.deflate(files[2]!)).rejects.toThrow(/stopped/);
    // The destroyed stream's late callback must not touch it (that threw an internal assertion).
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
});
