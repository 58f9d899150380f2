/**
 * The full-size sibling of yaml-limits.test.ts's alias case: its time grows with a slower CPU, so
 * `npm test` runs it at a tenth of the size and `npm run test:heavy` (and CI) at this one.
 */
import { describe, expect, it } from 'vitest';
import { inWorker } from '../support/in-worker.ts';

describe('aliases', () => {
  it('are resolved in linear time: 20,000 names sharing one list, 5,000 values naming one host', async () => {
    const body = `
      const { parseDnsFile } = await import(workerData.modules.dns);
      const names = Array.from({ length: 20000 }, (_, index) => 'n' + index + ': { type: MX, values: *mx }');
      const values = Array.from({ length: 5000 }, (_, index) => '    - { preference: ' + index + ', exchange: *host }');
      const text = [
        'apex: { type: MX, values: &mx [10 mx1.example.com.] }',
        'mail:',
        '  type: MX',
        '  values:',
        '    - { preference: 5000, exchange: &host mx2.example.com. }',
        ...values,
        ...names,
      ].join('\\n');
      const { records, issues } = parseDnsFile(text, 'dns.yml');
      parentPort.postMessage({ records: records.length, values: records[1]?.values.length, issues });
    `;
    const dns = new URL('../../src/sync/dns/file.ts', import.meta.url);
    // A hang guard, not a speed target (that is the benchmarks' job): a loaded 2-core machine took over
    // 40 s here.
    const outcome = await inWorker(body, { dns }, 150_000);
    expect(outcome).toEqual({ records: 20_002, values: 5001, issues: [] });
  }, 180_000);
});
