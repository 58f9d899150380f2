import { describe, expect, it } from 'vitest';
import { readConnection } from '../../src/actions/common/connection.ts';
import { InputReader } from '../../src/actions/common/inputs.ts';
import { spec } from '../../src/actions/deploy/spec.ts';
import { planMatrix } from '../../src/actions/projects/plan.ts';
import { budgetShare } from '../../src/api/rate-limiter.ts';
import { keySlot } from '../../src/manifest/legs.ts';

const projects = Array.from({ length: 20 }, (_, index) => ({
  key: `app-${index}`,
  project: `app-${index}`,
  path: `apps/app-${index}`,
  watch: ['**'],
  line: index + 2,
  pathLine: index + 2,
}));

describe("each leg's share of its key's budget", () => {
  it('splits the budget over the legs that can run at once, never adding up to more', () => {
    expect(budgetShare(18, 8)).toBe(2.25);
    expect(budgetShare(20, 3)).toBe(6.66);
    expect(budgetShare(18, 1)).toBe(18);
    expect(budgetShare(1, 50)).toBe(0.1);
  });

  it('one key: the smaller of max-parallel and the number of legs', () => {
    const rates = (maxParallel: number, count: number) =>
      new Set(
        planMatrix(projects.slice(0, count), new Map(), {
          maxParallel,
          rateBudget: 18,
          keyCount: 1,
        }).matrix.include.map((entry) => entry['api-rate']),
      );
    expect(rates(4, 20)).toEqual(new Set(['4.5']));
    expect(rates(8, 3)).toEqual(new Set(['6']));
  });

  it('a pool: each key splits its own budget among the legs hashed to it', () => {
    const { include } = planMatrix(projects, new Map(), {
      maxParallel: 20,
      rateBudget: 18,
      keyCount: 3,
    }).matrix;
    for (const entry of include) {
      const slot = keySlot(entry.key, 3);
      const onKey = include.filter((other) => keySlot(other.key, 3) === slot).length;
      expect(entry['api-rate']).toBe(String(budgetShare(18, onKey)));
    }
    const perKey = [0, 1, 2].map((slot) =>
      include
        .filter((entry) => keySlot(entry.key, 3) === slot)
        .reduce((sum, entry) => sum + Number(entry['api-rate']), 0),
    );
    for (const total of perKey) expect(total).toBeLessThanOrEqual(18);
  });
});

describe('api-rate takes a fraction', () => {
  const connection = (rate: string) =>
    readConnection(
      new InputReader(
        spec,
        (name) =>
          ({
            'api-key': 'plat_pk_aaaaaaaaaaaaaaaaaaaaaaaa',
            'api-url': 'http://127.0.0.1:1',
            'api-rate': rate,
          })[name] ?? '',
      ),
      { isForkPullRequest: false },
      {},
    );

  it('reads 2.25 as 2.25 requests a second, and refuses what no bucket can pace', () => {
    expect(connection('2.25').ratePerSecond).toBe(2.25);
    expect(connection('15').ratePerSecond).toBe(15);
    for (const bad of ['0', '0.05', '21', 'fast', '1e1']) {
      expect(() => connection(bad)).toThrow(
        /Input "api-rate" must be a number of requests per second from 0.1 to 20/,
      );
    }
  });
});
