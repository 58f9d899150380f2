import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TUNING,
  MAX_PARTS,
  MIN_PART_BYTES,
  PART_SIZE_ENV,
  partLayout,
  partRange,
  THRESHOLD_ENV,
  tuningFromEnv,
} from '../../src/cdn/multipart-sizing.ts';

const MiB = 1024 * 1024;
const GB = 1_000_000_000;

describe('multipart part sizing', () => {
  it.each([
    [6 * GB, MIN_PART_BYTES, 716],
    [80 * GB, 8 * MiB, 9537],
    [100 * GB, 10 * MiB, 9537],
    [5 * 1024 * GB, 489 * MiB, 9986],
  ])('%i bytes: parts of %i bytes, %i of them, never over 10,000', (size, partSize, count) => {
    const layout = partLayout(size, MIN_PART_BYTES);
    expect(layout).toEqual({ partSize, count });
    expect(layout.count).toBeLessThanOrEqual(MAX_PARTS);
    const last = partRange(size, layout, layout.count);
    expect(last.start + last.length).toBe(size);
    expect(last.length).toBeGreaterThan(0);
  });

  it('takes the test overrides only when they are positive whole numbers', () => {
    expect(tuningFromEnv({})).toEqual(DEFAULT_TUNING);
    expect(DEFAULT_TUNING.thresholdBytes).toBe(5 * GB);
    expect(tuningFromEnv({ [THRESHOLD_ENV]: '1048576', [PART_SIZE_ENV]: '262144' })).toEqual({
      thresholdBytes: MiB,
      minPartBytes: 256 * 1024,
    });
    expect(tuningFromEnv({ [THRESHOLD_ENV]: '-1', [PART_SIZE_ENV]: '1.5' })).toEqual(DEFAULT_TUNING);
  });
});
