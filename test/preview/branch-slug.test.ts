import { describe, expect, it } from 'vitest';
import { branchHash, branchSlug, transliterate } from '../../src/preview/branch-slug.ts';

const DNS_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

describe('branchSlug', () => {
  it('keeps a branch that is already a DNS label as it is', () => {
    expect(branchSlug('main')).toBe('main');
    expect(branchSlug('fix-42-login')).toBe('fix-42-login');
  });

  it('replaces slashes and adds a hash, so feature/login and feature-login differ', () => {
    const slashed = branchSlug('feature/login');
    expect(slashed).toBe(`feature-login-${branchHash('feature/login')}`);
    expect(branchSlug('feature-login')).toBe('feature-login');
    expect(slashed).not.toBe(branchSlug('feature-login'));
    expect(branchSlug('a/b/c//d')).toMatch(/^a-b-c-d-[0-9a-f]{6}$/);
  });

  it('lower-cases with a hash, since Git branch names are case-sensitive', () => {
    expect(branchSlug('Fix-Login')).toMatch(/^fix-login-[0-9a-f]{6}$/);
    expect(branchSlug('Fix-Login')).not.toBe(branchSlug('fix-Login'));
  });

  it('transliterates accents and drops other unicode', () => {
    expect(transliterate('fëature/ünïcode')).toBe('feature-unicode');
    expect(branchSlug('fëature/ünïcode')).toMatch(/^feature-unicode-[0-9a-f]{6}$/);
    expect(branchSlug('修复/登录')).toMatch(/^[0-9a-f]{6}$/);
    expect(branchSlug('修复/登录')).not.toBe(branchSlug('修复/注册'));
    expect(branchSlug('🚀-launch')).toMatch(/^launch-[0-9a-f]{6}$/);
  });

  it('shortens long names to a label with a hash, never ending in a hyphen', () => {
    const long = `feature/${'very-long-name-'.repeat(10)}end`;
    const slug = branchSlug(long);
    expect(slug.length).toBeLessThanOrEqual(63);
    expect(slug).toMatch(DNS_LABEL);
    expect(slug.endsWith(branchHash(long))).toBe(true);
    // Two long names sharing their first 63 characters still get different slugs.
    expect(branchSlug(`${long}-a`)).not.toBe(branchSlug(`${long}-b`));
    const exact = 'x'.repeat(63);
    expect(branchSlug(exact)).toBe(exact);
    expect(branchSlug(`${exact}y`)).toMatch(/^x{56}-[0-9a-f]{6}$/);
  });

  it('fits a smaller room, and refuses one too small for the hash', () => {
    const slug = branchSlug('feature/login-page', 12);
    expect(slug).toMatch(/^featu-[0-9a-f]{6}$/);
    expect(slug.length).toBeLessThanOrEqual(12);
    expect(branchSlug('main', 6)).toBe('main');
    expect(branchSlug('feature/x', 6)).toMatch(/^[0-9a-f]{6}$/);
    expect(() => branchSlug('main', 5)).toThrow(RangeError);
  });

  it.each(['-leading', 'trailing-', '--', '...', 'a_b', 'UPPER', 'x'.repeat(300), 'ü'])(
    'always gives a DNS label for %j',
    (branch) => {
      expect(branchSlug(branch)).toMatch(DNS_LABEL);
    },
  );
});
