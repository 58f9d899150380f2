/**
 * A DNS file whose records share lists through YAML aliases: `names` records naming one list, and
 * one record of `values` values naming one host. Parsed in a worker, so a parser that expanded the
 * aliases (time or memory growing with their product) ends at the bound instead of the suite.
 * yaml-limits.test.ts runs it small; yaml-limits.heavy.test.ts at full size.
 */
import { inWorker } from '../support/in-worker.ts';

export function parseAliasFanOut(names: number, values: number): Promise<unknown> {
  const body = `
    const { parseDnsFile } = await import(workerData.modules.dns);
    const names = Array.from({ length: ${names} }, (_, index) => 'n' + index + ': { type: MX, values: *mx }');
    const values = Array.from({ length: ${values} }, (_, index) => '    - { preference: ' + index + ', exchange: *host }');
    const text = [
      'apex: { type: MX, values: &mx [10 mx1.example.com.] }',
      'mail:',
      '  type: MX',
      '  values:',
      '    - { preference: ${values}, exchange: &host mx2.example.com. }',
      ...values,
      ...names,
    ].join('\\n');
    const { records, issues } = parseDnsFile(text, 'dns.yml');
    parentPort.postMessage({ records: records.length, values: records[1]?.values.length, issues });
  `;
  const dns = new URL('../../src/sync/dns/file.ts', import.meta.url);
  // A hang guard, not a speed target (that is the benchmarks' job): a loaded 2-core machine took over
  // 40 s at full size.
  return inWorker(body, { dns }, 150_000);
}
