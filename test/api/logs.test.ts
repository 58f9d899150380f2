import { describe, expect, it } from 'vitest';
import { decodeLogLines } from '../../src/api/logs.ts';

const plain = [{ text: 'one' }, { text: 'two' }];
const stamped = [
  { text: 'one', timestamp: '2030-01-01T00:00:00Z' },
  { text: 'two', timestamp: '2030-01-01T00:00:01Z' },
];

describe('decodeLogLines', () => {
  it('splits text/plain into lines (LF or CRLF, no phantom last line)', () => {
    expect(decodeLogLines('one\ntwo\n')).toEqual(plain);
    expect(decodeLogLines('one\r\ntwo')).toEqual(plain);
    expect(decodeLogLines('')).toEqual([]);
  });

  it('reads a JSON array of strings', () => {
    expect(decodeLogLines(['one', 'two'])).toEqual(plain);
  });

  it.each([
    [
      'message/timestamp',
      [
        { message: 'one', timestamp: '2030-01-01T00:00:00Z' },
        { message: 'two', timestamp: '2030-01-01T00:00:01Z' },
      ],
    ],
    [
      'text/time',
      [
        { text: 'one', time: '2030-01-01T00:00:00Z' },
        { text: 'two', time: '2030-01-01T00:00:01Z' },
      ],
    ],
    [
      'line/ts',
      [
        { line: 'one', ts: '2030-01-01T00:00:00Z' },
        { line: 'two', ts: '2030-01-01T00:00:01Z' },
      ],
    ],
  ])('reads an array of objects with %s', (_label, body) => {
    expect(decodeLogLines(body)).toEqual(stamped);
  });

  it('converts epoch timestamps and keeps lines without one', () => {
    expect(decodeLogLines([{ msg: 'a', ts: 1_893_456_000 }, { message: 'b' }])).toEqual([
      { text: 'a', timestamp: '2030-01-01T00:00:00.000Z' },
      { text: 'b' },
    ]);
  });

  it.each([
    ['data', { data: ['one', 'two'] }],
    ['logs', { logs: [{ message: 'one' }, { message: 'two' }] }],
    ['lines', { lines: ['one', 'two'] }],
    ['items', { items: ['one', 'two'], nextCursor: null }],
    ['data.logs', { data: { logs: ['one', 'two'] } }],
    ['a single string under logs', { logs: 'one\ntwo\n' }],
    ['a single string under data', { data: 'one\ntwo' }],
    ['build and runtime sections', { build: ['one'], runtime: [{ text: 'two' }] }],
    ['buildLogs and runtimeLogs', { buildLogs: 'one', runtimeLogs: 'two' }],
  ])('reads lines wrapped under %s', (_label, body) => {
    expect(decodeLogLines(body)).toEqual(plain);
  });

  it('does not lose an object it does not understand', () => {
    expect(decodeLogLines([{ level: 'info' }])).toEqual([{ text: '{"level":"info"}' }]);
    expect(decodeLogLines(undefined)).toEqual([]);
  });
});
