import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { PlatformClient } from '../../src/api/client.ts';
import { closeSharedAgent } from '../../src/api/transport.ts';
import { AcceleratedClock, VIRTUAL_EPOCH, VirtualClock } from './clocks.ts';

/** Holds the event loop for `ms` of real time, as a starved worker or a synchronous burst would. */
function blockLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spin
  }
}

describe('VirtualClock', () => {
  it('wakes sleepers only when advanced, in due order, equal ones first come first served', async () => {
    const clock = new VirtualClock();
    const woke: string[] = [];
    const sleep = (name: string, ms: number) =>
      clock.sleep(ms).then(() => woke.push(`${name}@${clock.now() - VIRTUAL_EPOCH}`));
    const all = Promise.all([sleep('c', 300), sleep('a', 100), sleep('b1', 200), sleep('b2', 200)]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(woke).toEqual([]);
    expect(clock.pending).toBe(4);
    await clock.advance(250);
    expect(woke).toEqual(['a@100', 'b1@200', 'b2@200']);
    expect(clock.now()).toBe(VIRTUAL_EPOCH + 250);
    await clock.advance(50);
    await all;
    expect(woke.at(-1)).toBe('c@300');
    expect(clock.sleeps).toEqual([100, 200, 200, 300]);
  });

  it('lets each woken continuation run before time moves on, so a loop of sleeps advances step by step', async () => {
    const clock = new VirtualClock({ start: 0 });
    const ticks: number[] = [];
    const loop = (async () => {
      for (let i = 0; i < 5; i++) {
        await clock.sleep(100);
        ticks.push(clock.now());
      }
    })();
    await clock.advance(1000);
    await loop;
    expect(ticks).toEqual([100, 200, 300, 400, 500]);
  });

  it('rejects an aborted sleep with the reason, and does not count it as a wait', async () => {
    const clock = new VirtualClock();
    const controller = new AbortController();
    const pending = clock.sleep(1000, controller.signal);
    controller.abort(new Error('stop'));
    await expect(pending).rejects.toThrow('stop');
    expect(clock.pending).toBe(0);
    await expect(clock.sleep(5, AbortSignal.abort(new Error('already')))).rejects.toThrow('already');
    expect(clock.sleeps).toEqual([]);
  });

  it('with autoAdvance, jumps to the next sleeper once nothing else can run', async () => {
    const clock = new VirtualClock({ start: 0, autoAdvance: true });
    const order: string[] = [];
    await Promise.all([
      clock.sleep(30_000).then(() => order.push(`long@${clock.now()}`)),
      (async () => {
        await clock.sleep(10);
        order.push(`short@${clock.now()}`);
        await clock.sleep(10);
        order.push(`short@${clock.now()}`);
      })(),
    ]);
    expect(order).toEqual(['short@10', 'short@20', 'long@30000']);
  });
});

describe('AcceleratedClock', () => {
  let clock: AcceleratedClock | undefined;

  it('ends sleeps in due order, never before their virtual due time, far sooner in real time', async () => {
    clock = new AcceleratedClock({ factor: 100 });
    const start = clock.now();
    const realStart = performance.now();
    const ended: { ms: number; at: number }[] = [];
    await Promise.all(
      [2000, 500, 1000].map((ms) =>
        clock!.sleep(ms).then(() => ended.push({ ms, at: clock!.now() - start })),
      ),
    );
    expect(ended.map((entry) => entry.ms)).toEqual([500, 1000, 2000]);
    for (const entry of ended) expect(entry.at).toBeGreaterThanOrEqual(entry.ms);
    // 2 s of virtual time is 20 ms of real time at this factor; the bound only proves it is not real.
    expect(performance.now() - realStart).toBeLessThan(1000);
  });

  it('ends sleeps started together in due order even when the process is held off the CPU between them', async () => {
    clock = new AcceleratedClock({ factor: 100 });
    const ended: number[] = [];
    const started = [2000, 500, 1000].map((ms, index) => {
      // A busy machine can hold this worker between two calls of one synchronous run; each such hold
      // counted up to STALL_MS × factor = 1.5 s once, which put the 1,000 ms sleep after the 2,000 ms one.
      if (index > 0) blockLoop(20);
      return clock!.sleep(ms).then(() => ended.push(ms));
    });
    await Promise.all(started);
    expect(ended).toEqual([500, 1000, 2000]);
  });

  it('lets time run between turns of the event loop, though not within one', async () => {
    clock = new AcceleratedClock({ factor: 100 });
    const first = clock.now();
    blockLoop(20);
    expect(clock.now()).toBe(first);
    await clock.sleep(100);
    expect(clock.now()).toBeGreaterThanOrEqual(first + 100);
  });

  it('does not count a stalled event loop as time, so a stall never ends a sleep early', async () => {
    clock = new AcceleratedClock({ factor: 100 });
    const start = clock.now();
    let ended = false;
    const sleeping = clock.sleep(5_000).then(() => {
      ended = true;
    });
    blockLoop(300); // 30 s of virtual time, were stalls counted
    await new Promise((resolve) => setImmediate(resolve));
    expect(ended).toBe(false);
    expect(clock.now() - start).toBeLessThan(5_000);
    await sleeping;
    expect(clock.now() - start).toBeGreaterThanOrEqual(5_000);
  });

  it('rejects an aborted sleep with the reason, and does not count it as a wait', async () => {
    clock = new AcceleratedClock();
    const controller = new AbortController();
    const pending = clock.sleep(60_000, controller.signal);
    controller.abort(new Error('stop'));
    await expect(pending).rejects.toThrow('stop');
    expect(clock.pending).toBe(0);
    expect(clock.sleeps).toEqual([]);
  });

  it('never times out a request whose answer is late only because this process could not run', async () => {
    clock = new AcceleratedClock({ factor: 100 });
    // The server answers in the same process after holding the loop for 400 ms: 40 s of virtual time
    // for a plain accelerated clock, past the 20 s timeout below; here the stall does not count.
    const server = createServer((_req, res) => {
      blockLoop(400);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"p1"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const client = new PlatformClient({
        apiUrl: `http://127.0.0.1:${port}/api/v1`,
        apiKey: 'plat_pk_clocktestclocktestclocktest',
        clock,
        requestTimeoutMs: 20_000,
        maxAttempts: 1,
      });
      expect(await client.call('getProject', { params: { id: 'p1' } })).toEqual({ id: 'p1' });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await closeSharedAgent();
    }
  });
});
