import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDotenv } from '../../src/env/dotenv.ts';
import { parseProjectFile } from '../../src/projects/sync/file.ts';
import { parseCronFile } from '../../src/sync/cron/file.ts';
import { parseDnsFile } from '../../src/sync/dns/file.ts';
import { REPO_ROOT } from '../e2e/harness.ts';

/**
 * A file committed on Windows (or checked out there with core.autocrlf) has CRLF line ends. Each file
 * a sync reads parses to exactly what its LF twin parses to, line numbers of errors included: no
 * value ends in "\r", no "\r" makes a name or a schedule invalid. The CRLF fixtures are the shipped
 * examples with their line ends converted here (git would normalise a committed CRLF fixture).
 */

const example = (path: string) => readFileSync(join(REPO_ROOT, 'examples', path), 'utf8');
const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n');
/** What a parse gave, without the parts that name the source by its text (none carry a "\r"). */
const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe('CRLF files parse like LF ones', () => {
  it('a dotenv file (env-sync env-file), quotes, comments and an export line included', () => {
    const lf = `${example('sync/production.env')}QUOTED="a b"\nSINGLE='c d'\nexport EXPORTED=e # comment\nEMPTY=\n`;
    expect(crlf(lf)).toContain('\r\n');
    const fromCrlf = parseDotenv(crlf(lf), 'production.env');
    expect(plain(fromCrlf)).toEqual(plain(parseDotenv(lf, 'production.env')));
    expect(JSON.stringify(fromCrlf)).not.toContain('\\r');
  });

  it('the DNS records file', () => {
    const lf = example('sync/dns.yml');
    const fromCrlf = parseDnsFile(crlf(lf), 'dns.yml');
    expect(plain(fromCrlf)).toEqual(plain(parseDnsFile(lf, 'dns.yml')));
    expect(JSON.stringify(fromCrlf)).not.toContain('\\r');
  });

  it('the cron jobs file', () => {
    const lf = example('sync/cron.yml');
    const fromCrlf = parseCronFile(crlf(lf), 'cron.yml');
    expect(plain(fromCrlf)).toEqual(plain(parseCronFile(lf, 'cron.yml')));
    expect(JSON.stringify(fromCrlf)).not.toContain('\\r');
  });

  it('the project file, with a block scalar', () => {
    const lf = `${example('sync/project.yml')}`;
    const fromCrlf = parseProjectFile(crlf(lf), 'project.yml');
    expect(plain(fromCrlf)).toEqual(plain(parseProjectFile(lf, 'project.yml')));
    expect(JSON.stringify(fromCrlf)).not.toContain('\\r');
  });

  it('an invalid line is reported at the same line number', () => {
    const lf = 'www:\n  type: A\n  value: not-an-address\n';
    const fromLf = plain(parseDnsFile(lf, 'dns.yml'));
    expect(JSON.stringify(fromLf)).toContain('not-an-address');
    expect(plain(parseDnsFile(crlf(lf), 'dns.yml'))).toEqual(fromLf);
  });
});
