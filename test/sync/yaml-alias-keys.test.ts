/**
 * A key written through an alias (`*k :`) is the key its anchor names, so writing
 * one twice that way is a duplicate like any other, reported at the alias, in every sync file.
 */
import { describe, expect, it } from 'vitest';
import { parseProjectFile } from '../../src/projects/sync/file.ts';
import { parseCronFile } from '../../src/sync/cron/file.ts';
import { parseDnsFile } from '../../src/sync/dns/file.ts';
import type { ValidationIssue } from '../../src/sync/validation.ts';
import { parseSource } from '../../src/sync/yaml-source.ts';

const where = (issues: readonly ValidationIssue[]) =>
  issues.map((issue) => `${issue.file}:${issue.line}: ${issue.message}`);

const DUPLICATE = 'Map keys must be unique; each key may appear once, so merge the two entries.';

/** A file with a key written twice through an alias, how it is read, and where the second is. */
interface AliasedDuplicate {
  readonly title: string;
  readonly text: string;
  readonly issues: (text: string) => readonly ValidationIssue[];
  readonly at: string;
}

const project = (text: string) => parseProjectFile(text, 'project.yml').issues;

const ALIASED_DUPLICATES: readonly AliasedDuplicate[] = [
  {
    title: 'project file: a second `domains` written as *k is refused at its line, not silently dropped',
    text: ['&k domains: [a.example.com]', '*k : [b.example.com]'].join('\n'),
    issues: project,
    at: 'project.yml:2',
  },
  {
    title: 'project file: inside a proxy rule, `&o origin` then `*o :` is two origins',
    text: [
      'proxy-rules:',
      '  - prefix: /api',
      '    &o origin: https://api.example.com',
      '    *o : https://other.example.com',
    ].join('\n'),
    issues: project,
    at: 'project.yml:4',
  },
  {
    title: 'the overrides input is read the same way',
    text: '&r routing: spa\n*r : files\n',
    issues: (overrides) => parseProjectFile('routing: spa\n', 'project.yml', overrides).issues,
    at: 'input "overrides":2',
  },
  {
    title: 'the DNS file is read the same way',
    text: '&n www: { type: A, value: 192.0.2.1 }\n*n : { type: A, value: 192.0.2.2 }\n',
    issues: (text) => parseDnsFile(text, 'dns.yml').issues,
    at: 'dns.yml:2',
  },
  {
    title: 'the cron file is read the same way',
    text: ['nightly:', "  &s schedule: '0 3 * * *'", "  *s : '0 4 * * *'", '  command: npm run backup'].join(
      '\n',
    ),
    issues: (text) => parseCronFile(text, 'cron.yml').issues,
    at: 'cron.yml:3',
  },
];

describe('duplicate keys made through aliases', () => {
  it.each(ALIASED_DUPLICATES)('$title', ({ text, issues, at }) => {
    expect(where(issues(text))).toEqual([`${at}: ${DUPLICATE}`]);
  });

  it('an alias used as a key once, or as a value any number of times, is fine', () => {
    expect(parseSource('&k name: shop\nother: *k\nthird: *k\n', 'a.yml').issues).toEqual([]);
    expect(parseSource('base: &k name\n*k : shop\n', 'a.yml').issues).toEqual([]);
  });
});
