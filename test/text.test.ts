import { describe, expect, it } from 'vitest';
import { retryDelay } from '../src/api/retry.ts';
import { capitalise, escapeRegExp, plural } from '../src/text.ts';

describe('shared wording helpers', () => {
  it('counts a noun, capitalises a sentence start and quotes text for a regular expression', () => {
    expect(plural(1, 'problem')).toBe('1 problem');
    expect(plural(3, 'unmanaged record')).toBe('3 unmanaged records');
    expect(capitalise('project')).toBe('Project');
    expect(new RegExp(`^${escapeRegExp('a.b*(c)')}$`).test('a.b*(c)')).toBe(true);
    expect(new RegExp(`^${escapeRegExp('a.b')}$`).test('axb')).toBe(false);
  });
});

describe('the shared retry delay', () => {
  const backoff = { baseDelayMs: 100, maxDelayMs: 1000, random: () => 0.5 };
  it('waits what Retry-After asked, else the backoff, never past the ceiling', () => {
    expect(retryDelay(1, 300, backoff)).toBe(300);
    expect(retryDelay(1, 60_000, backoff)).toBe(1000);
    expect(retryDelay(3, undefined, backoff)).toBe(200);
  });
});
