import { describe, expect, it } from 'vitest';
import { InputReader } from '../../src/actions/common/inputs.ts';
import { defineAction } from '../../src/actions/common/spec.ts';
import { parseDuration } from '../../src/duration.ts';
import { ConfigurationError } from '../../src/errors.ts';

const spec = defineAction({
  name: 'sample',
  title: 't',
  summary: 's',
  description: 'd',
  inputs: {
    flag: { description: 'x', default: 'true' },
    timeout: { description: 'x', default: '30m' },
    mode: { description: 'x', default: 'auto' },
    count: { description: 'x' },
    token: { description: 'x', secret: true },
    patterns: { description: 'x' },
    gh: { description: 'x', default: '${{ github.token }}' },
  },
  outputs: {},
});

function reader(values: Record<string, string>) {
  return new InputReader(spec, (name) => values[name] ?? '');
}

function messageOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigurationError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigurationError');
}

describe('InputReader', () => {
  it('accepts only true or false for booleans, naming the input and the fix', () => {
    expect(reader({ flag: 'false' }).boolean('flag')).toBe(false);
    expect(reader({}).boolean('flag')).toBe(true);
    expect(messageOf(() => reader({ flag: 'yes' }).boolean('flag'))).toBe(
      'Input "flag" must be true or false, not "yes": set it to true or false.',
    );
  });

  it('never echoes a secret input back in an error', () => {
    const message = messageOf(() => reader({ token: 'hunter2-secret' }).boolean('token'));
    expect(message).not.toContain('hunter2');
    expect(message).toContain('the given value');
  });

  it('parses durations and rejects garbage', () => {
    expect(reader({ timeout: '90s' }).durationMs('timeout')).toBe(90_000);
    expect(reader({}).durationMs('timeout')).toBe(30 * 60_000);
    expect(messageOf(() => reader({ timeout: '5 minutes' }).durationMs('timeout'))).toMatch(
      /^Input "timeout" must be a duration such as 90s, 15m, 1h/,
    );
  });

  it('checks enumerations, integers and lists', () => {
    expect(reader({ mode: 'Detach' }).oneOf('mode', ['attach', 'detach', 'auto'])).toBe('detach');
    expect(messageOf(() => reader({ mode: 'x' }).oneOf('mode', ['attach', 'auto']))).toContain(
      'one of attach, auto',
    );
    expect(reader({ count: '8' }).integer('count', 1, 64)).toBe(8);
    expect(messageOf(() => reader({ count: '0' }).integer('count', 1, 64))).toContain('from 1 to 64');
    expect(reader({ patterns: 'a/\n# note\n\n b \n' }).list('patterns')).toEqual(['a/', 'b']);
    expect(reader({ patterns: 'a, b\nc' }).list('patterns', { commas: true })).toEqual(['a', 'b', 'c']);
  });

  it('treats a runner expression default as empty outside a runner, and tracks what was read', () => {
    const r = reader({});
    expect(r.optional('gh')).toBeUndefined();
    expect(r.unread()).toEqual(['flag', 'timeout', 'mode', 'count', 'token', 'patterns']);
  });
});

describe('parseDuration', () => {
  it.each([
    ['15m', 900_000],
    ['1h', 3_600_000],
    ['1h30m', 5_400_000],
    ['45', 45_000],
    ['2.5s', 2_500],
  ])('%s → %d ms', (text, ms) => {
    expect(parseDuration(text)).toBe(ms);
  });
  it.each(['', '0', '-5', '10x', 'm', '1h 30m'])('rejects %j', (text) => {
    expect(parseDuration(text)).toBeUndefined();
  });
});
