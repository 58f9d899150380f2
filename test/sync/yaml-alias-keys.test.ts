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

describe('duplicate keys made through aliases', () => {
  it('project file: a second `domains` written as *k is refused at its line, not silently dropped', () => {
    const text = ['&k domains: [a.example.com]', '*k : [b.example.com]'].join('\n');
    expect(where(parseProjectFile(text, 'project.yml').issues)).toEqual([`project.yml:2: ${DUPLICATE}`]);
  });

  it('project file: inside a proxy rule, `&o origin` then `*o :` is two origins', () => {
    const text = [
      'proxy-rules:',
      '  - prefix: /api',
      '    &o origin: https://api.example.com',
      '    *o : https://other.example.com',
    ].join('\n');
    expect(where(parseProjectFile(text, 'project.yml').issues)).toEqual([`project.yml:4: ${DUPLICATE}`]);
  });

  it('the overrides input, the DNS file and the cron file are read the same way', () => {
    const overrides = '&r routing: spa\n*r : files\n';
    expect(where(parseProjectFile('routing: spa\n', 'project.yml', overrides).issues)).toEqual([
      `input "overrides":2: ${DUPLICATE}`,
    ]);
    const dns = '&n www: { type: A, value: 192.0.2.1 }\n*n : { type: A, value: 192.0.2.2 }\n';
    expect(where(parseDnsFile(dns, 'dns.yml').issues)).toEqual([`dns.yml:2: ${DUPLICATE}`]);
    const cron = [
      'nightly:',
      "  &s schedule: '0 3 * * *'",
      "  *s : '0 4 * * *'",
      '  command: npm run backup',
    ].join('\n');
    expect(where(parseCronFile(cron, 'cron.yml').issues)).toEqual([`cron.yml:3: ${DUPLICATE}`]);
  });

  it('an alias used as a key once, or as a value any number of times, is fine', () => {
    expect(parseSource('&k name: shop\nother: *k\nthird: *k\n', 'a.yml').issues).toEqual([]);
    expect(parseSource('base: &k name\n*k : shop\n', 'a.yml').issues).toEqual([]);
  });
});
