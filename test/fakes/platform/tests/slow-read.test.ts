import { createHash, randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAcceleratedClock } from '../../../support/clocks.ts';
import { type Platform, startPlatform } from '../index.ts';

describe('the readBytesPerSecond fault (a slow-reading server)', () => {
  let platform: Platform;
  const clocks = useAcceleratedClock();
  beforeEach(async () => {
    platform = await startPlatform({ clock: clocks.clock, rateLimit: 1000 });
  });
  afterEach(async () => {
    await platform.close();
  });

  const upload = (body: Buffer) =>
    fetch(`${platform.url}/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${platform.fullKey}`, 'content-type': 'application/zip' },
      body,
    });

  it('reads an upload at the given pace, on the platform clock, and stores it intact', async () => {
    const rule = platform.faults.add({ operation: 'createUpload', times: 1, readBytesPerSecond: 256 * 1024 });
    const body = randomBytes(1024 * 1024);
    const started = clocks.clock.now();
    const answer = await upload(body);
    const slowMs = clocks.clock.now() - started;
    expect(answer.status).toBe(201);
    const record = (await answer.json()) as { size: number; sha256: string };
    expect(record.size).toBe(body.length);
    expect(record.sha256).toBe(createHash('sha256').update(body).digest('hex'));
    // 1 MiB at 256 KiB/s is 4 s of platform time (virtual: the clock runs 100 times faster).
    expect(slowMs).toBeGreaterThanOrEqual(4000);
    expect(rule.hits).toBe(1);
    expect(platform.requestLog.at(-1)?.fault).toBe('slow-read:262144B/s');

    // The rule was for one request: the next is read at full speed. Said through the request log, not
    // a time bound: 100 times the clock, a busy machine's few ms of real time read as seconds.
    expect((await upload(body)).status).toBe(201);
    expect(rule.hits).toBe(1);
    expect(platform.requestLog.at(-1)?.fault).toBeUndefined();
  });

  it('refuses a rate that is not above 0', () => {
    expect(() => platform.faults.add({ operation: 'createUpload', readBytesPerSecond: 0 })).toThrow(
      /readBytesPerSecond must be above 0/,
    );
  });
});
