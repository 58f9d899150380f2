import { afterEach, describe, expect, it } from 'vitest';
import { VIRTUAL_EPOCH, VirtualClock } from '../../../support/clocks.ts';
import { type Platform, startPlatform } from '../index.ts';

let platform: Platform | undefined;
afterEach(async () => {
  await platform?.close();
});

describe('the Date header', () => {
  it('is the platform clock, the one its records are dated with, not the machine time', async () => {
    platform = await startPlatform({ clock: new VirtualClock({ start: VIRTUAL_EPOCH }) });
    const response = await fetch(`${platform.url}/projects`, {
      headers: { authorization: `Bearer ${platform.readKey}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('date')).toBe(new Date(VIRTUAL_EPOCH).toUTCString());
    await response.arrayBuffer();
  });
});
