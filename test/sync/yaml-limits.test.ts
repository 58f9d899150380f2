import { describe, expect, it } from 'vitest';
import { isConfigurationError } from '../../src/errors.ts';
import { parseCronFile, readCronFile } from '../../src/sync/cron/file.ts';
import { parseDnsFile, readDnsFile } from '../../src/sync/dns/file.ts';
import { MAX_SOURCE_BYTES } from '../../src/sync/yaml-source.ts';
import { parseAliasFanOut } from './alias-fan-out.ts';

/** Nine anchors, each a list of nine aliases to the one before: 9^9 (387 million) values once expanded. */
function billionLaughs(tail: string): string {
  const lines = ['a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]'];
  for (let level = 1; level < 9; level++) {
    const name = String.fromCharCode(97 + level);
    const previous = `*${String.fromCharCode(96 + level)}`;
    lines.push(`${name}: &${name} [${Array(9).fill(previous).join(', ')}]`);
  }
  return `${lines.join('\n')}\n${tail}`;
}

const names = (count: number) => Array.from({ length: count }, (_, index) => `n${index}`);

const readers = [
  {
    kind: 'DNS',
    issuesOf: (text: string) => parseDnsFile(text, 'dns.yml').issues,
    read: (text: string) => readDnsFile(text, 'dns.yml'),
    /** Every name shares one list of MX values through an alias. */
    shared: (count: number) =>
      `apex:\n  type: MX\n  values: &mx [10 mx1.example.com., 20 mx2.example.com.]\n${names(count)
        .map((name) => `${name}: { type: MX, values: *mx }`)
        .join('\n')}\n`,
  },
  {
    kind: 'cron',
    issuesOf: (text: string) => parseCronFile(text, 'cron.yml', { defaultProject: 'p' }).issues,
    read: (text: string) => readCronFile(text, 'cron.yml', { defaultProject: 'p' }),
    /** Every job shares one schedule through an alias. */
    shared: (count: number) =>
      `first: { schedule: &s "0 3 * * *", command: run }\n${names(count)
        .map((name) => `${name}: { schedule: *s, command: run }`)
        .join('\n')}\n`,
  },
];

describe.each(readers)('$kind file limits', ({ issuesOf, read, shared }) => {
  it('refuses an alias bomb as a problem of the file, pointing at the alias, not as a crash', () => {
    const text = billionLaughs('www:\n  type: TXT\n  values: *i\n');
    const issues = issuesOf(text);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ line: 12 });
    expect(issues[0]!.message).toMatch(/^The alias \*i expands to more than .* values/);
    let caught: unknown;
    try {
      read(text);
    } catch (error) {
      caught = error;
    }
    expect(isConfigurationError(caught)).toBe(true);
  });

  it('refuses an alias inside the node it names (an endless value)', () => {
    const issues = issuesOf('x:\n  type: TXT\n  values: &loop [abc, *loop]\n');
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ line: 3 });
    expect(issues[0]!.message).toMatch(/^The alias \*loop is inside the node it names/);
  });

  it('refuses a file over the size limit before parsing it', () => {
    const issues = issuesOf(`# ${'x'.repeat(MAX_SOURCE_BYTES)}\n`);
    expect(issues).toHaveLength(1);
    expect(issues[0]!.message).toMatch(/^The file is 8\.0 MiB; files up to 8 MiB are read/);
  });

  it('still reads a large file that shares one value through aliases', () => {
    expect(issuesOf(shared(2_000))).toEqual([]);
  });
});

describe('aliases', () => {
  it('are resolved in linear time: 2,000 names sharing one list, 500 values naming one host (full size: yaml-limits.heavy.test.ts)', async () => {
    expect(await parseAliasFanOut(2_000, 500)).toEqual({ records: 2_002, values: 501, issues: [] });
  }, 180_000);
});
