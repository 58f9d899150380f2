import { parse } from 'dotenv';
import { describe, expect, it } from 'vitest';
import { assertDeclared, readDeclared } from '../../src/env/declared.ts';
import { parseDotenv } from '../../src/env/dotenv.ts';

const values = (text: string) =>
  Object.fromEntries(parseDotenv(text, 'variables').entries.map((e) => [e.name, e.value]));

describe('parseDotenv', () => {
  it('reads quotes, comments, export prefixes and multi-line values the way dotenv does', () => {
    const text = [
      '# a comment',
      'export API_URL=https://api.example.test # trailing comment',
      "SINGLE='single # not a comment'",
      'DOUBLE="line one\\nline two"',
      'PEM="-----BEGIN KEY-----',
      'abc',
      '-----END KEY-----"',
      '  SPACED  =  padded value  ',
      'EMPTY=',
      'BACKTICK=`has "quotes" inside`',
      'export   LOUD=1',
    ].join('\n');
    expect(values(text)).toEqual({
      API_URL: 'https://api.example.test',
      SINGLE: 'single # not a comment',
      DOUBLE: 'line one\nline two',
      PEM: '-----BEGIN KEY-----\nabc\n-----END KEY-----',
      SPACED: 'padded value',
      EMPTY: '',
      BACKTICK: 'has "quotes" inside',
      LOUD: '1',
    });
    expect(parseDotenv(text, 'variables').problems).toEqual([]);
    // Same values as dotenv's own parse of the whole text.
    expect(values(text)).toEqual(parse(text));
  });

  it('gives each entry the line of its name, also after a multi-line value and with CRLF', () => {
    const { entries } = parseDotenv('A="x\r\ny"\r\n\r\nB=2\r\n', 'variables');
    expect(entries.map((e) => [e.name, e.value, e.line])).toEqual([
      ['A', 'x\ny', 1],
      ['B', '2', 4],
    ]);
  });

  it('does not mistake a line inside a quoted multi-line value for a repeat of the name', () => {
    const parsed = parseDotenv('A="first\nA=second"\n', 'variables');
    expect(parsed.problems).toEqual([]);
    expect(parsed.entries.map((e) => e.value)).toEqual(['first\nA=second']);
  });

  it.each([
    ['1ABC=x', '"1ABC" is not a valid variable name'],
    ['MY-VAR=x', '"MY-VAR" is not a valid variable name'],
    ['DOT.NAME=x', '"DOT.NAME" is not a valid variable name'],
  ])('refuses the invalid name in %j', (text, message) => {
    const { problems } = parseDotenv(`OK=1\n${text}\n`, 'variables');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 2, source: 'variables' });
    expect(problems[0]!.message).toContain(message);
  });

  it('reports lines dotenv would silently skip, by line number and without their text', () => {
    const { problems } = parseDotenv('A=1\nMY VAR=hunter2-secret\njust-a-pasted-secret\n', 'variables');
    expect(problems.map((p) => p.line)).toEqual([2, 3]);
    for (const problem of problems) {
      expect(problem.message).toMatch(/not a NAME=value assignment/);
      expect(problem.message).not.toContain('hunter2');
      expect(problem.message).not.toContain('pasted');
    }
  });

  it('refuses the same name twice with different values, naming both lines but no value', () => {
    const { problems } = parseDotenv('TOKEN=aaa-secret\nOTHER=1\nexport TOKEN=bbb-secret\n', 'variables');
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toBe('TOKEN is set twice with different values (lines 1 and 3); keep one');
  });

  it('accepts the same name twice with the same value', () => {
    expect(parseDotenv('A=1\nA="1"\n', 'variables').problems).toEqual([]);
  });

  it('refuses an unquoted value that dotenv would cut at a # glued to it, by line and without the value', () => {
    const text = [
      'OK=1',
      'DB_PASSWORD=p4ss#w0rd!',
      'HASH_FIRST=#secret-tail',
      'export URL=https://example.test/#frag',
      'QUOTED="p4ss#w0rd!"',
    ].join('\n');
    const { problems } = parseDotenv(text, 'env-file .env');
    expect(problems.map((p) => [p.source, p.line])).toEqual([
      ['env-file .env', 2],
      ['env-file .env', 3],
      ['env-file .env', 4],
    ]);
    expect(problems[0]!.message).toMatch(/^the value of DB_PASSWORD has a # .*quote the value/);
    for (const problem of problems) {
      for (const part of ['p4ss', 'w0rd', 'secret-tail', 'frag', 'example.test']) {
        expect(problem.message).not.toContain(part);
      }
    }
  });

  it('takes a # after whitespace as a comment, as every dotenv dialect does', () => {
    const parsed = parseDotenv('A=value # note\nB= # only a comment\nC=x\t#tab\n', 'variables');
    expect(parsed.problems).toEqual([]);
    expect(parsed.entries.map((e) => [e.name, e.value])).toEqual([
      ['A', 'value'],
      ['B', ''],
      ['C', 'x'],
    ]);
  });

  it('names the file and line of a cut value in the one error of the declared set', () => {
    const declared = readDeclared([
      { label: 'env-file .env.production', input: 'env-file', text: 'A=1\nDB_PASSWORD=p4ss#w0rd!\n' },
    ]);
    expect(() => assertDeclared(declared)).toThrow(
      /env-file \.env\.production line 2: the value of DB_PASSWORD/,
    );
    expect(() => assertDeclared(declared)).not.toThrow(/p4ss/);
  });
});

describe('readDeclared', () => {
  it('merges the env file and variables, variables winning a clash, sorted by name', () => {
    const declared = readDeclared([
      { label: 'env-file .env', input: 'env-file', text: 'B=from-file\nA=file-only\n' },
      { label: 'variables', input: 'variables', text: 'B=from-input\nC=3\n' },
    ]);
    expect([...declared.variables]).toEqual([
      ['A', 'file-only'],
      ['B', 'from-input'],
      ['C', '3'],
    ]);
    expect(declared.overridden).toEqual(['B']);
    // Only the values of `variables` are handed back for masking: the env file is committed.
    expect(declared.secretValues).toEqual(['from-input', '3']);
    expect(() => assertDeclared(declared)).not.toThrow();
  });

  it('refuses an empty set, and a name with the digest prefix', () => {
    const empty = readDeclared([{ label: 'variables', input: 'variables', text: '# nothing here\n\n' }]);
    expect(() => assertDeclared(empty)).toThrow(/declared set is empty/);
    const reserved = readDeclared([
      { label: 'variables', input: 'variables', text: 'PLATFORM_ENV_DIGEST_ABC=x\n' },
    ]);
    expect(() => assertDeclared(reserved)).toThrow(/keeps for its own digest variable/);
  });

  it('lists every problem of both sources in one error naming the first input at fault', () => {
    const declared = readDeclared([
      { label: 'env-file .env', input: 'env-file', text: '9X=1\n' },
      { label: 'variables', input: 'variables', text: 'A=1\nA=2\n' },
    ]);
    let caught: unknown;
    try {
      assertDeclared(declared);
    } catch (error) {
      caught = error;
    }
    expect(caught).toMatchObject({ name: 'ConfigurationError', input: 'env-file' });
    expect((caught as Error).message).toMatch(
      /2 problems: env-file \.env line 1: "9X".*; variables line 2: A is set twice/,
    );
  });
});
