/**
 * The full-size sibling of yaml-limits.test.ts's alias case: its time grows with a slower CPU, so
 * `npm test` runs it at a tenth of the size and `npm run test:heavy` (and CI) at this one.
 */
import { describe, expect, it } from 'vitest';
import { parseAliasFanOut } from './alias-fan-out.ts';

describe('aliases', () => {
  it('are resolved in linear time: 20,000 names sharing one list, 5,000 values naming one host', async () => {
    expect(await parseAliasFanOut(20_000, 5_000)).toEqual({ records: 20_002, values: 5001, issues: [] });
  }, 180_000);
});
