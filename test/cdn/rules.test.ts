import { describe, expect, it } from 'vitest';
import {
  CacheControlSyntaxError,
  cacheControlFor,
  parseCacheControl,
  sameCacheControl,
} from '../../src/cdn/cache-rules.ts';
import { compileGlob } from '../../src/cdn/glob.ts';
import { normalisePrefix } from '../../src/cdn/keys.ts';
import { contentTypeFor, mediaType } from '../../src/cdn/mime.ts';

describe('globs of cache-control rules', () => {
  it.each([
    ['*.html', 'index.html', true],
    ['*.html', 'docs/guide/index.html', true],
    ['*.html', 'index.htm', false],
    ['assets/**', 'assets/js/app.js', true],
    ['assets/**', 'other/assets/app.js', false],
    ['assets/*', 'assets/js/app.js', false],
    ['**/*.js', 'app.js', true],
    ['**/*.js', 'a/b/c.js', true],
    ['*.{png,jpg}', 'img/x.jpg', true],
    ['*.{png,jpg}', 'img/x.gif', false],
    ['file-?.txt', 'file-1.txt', true],
    ['file-[!0-9].txt', 'file-1.txt', false],
    ['file-[!0-9].txt', 'file-a.txt', true],
    ['/index.html', 'index.html', true],
    ['a.b', 'axb', false],
  ])('%s against %s is %s', (pattern, path, expected) => {
    expect(compileGlob(pattern).matches(path)).toBe(expected);
  });

  it('refuses unclosed brackets and braces', () => {
    expect(() => compileGlob('[abc')).toThrow(/never closed/);
    expect(() => compileGlob('{a,b')).toThrow(/never closed/);
  });
});

describe('the cache-control input', () => {
  it('is the bucket default when empty, one value for all, or first-match-wins rules', () => {
    expect(parseCacheControl('  \n')).toEqual({ kind: 'default' });
    const single = parseCacheControl('public,max-age=3600');
    expect(cacheControlFor(single, 'any/file.bin')).toBe('public, max-age=3600');
    const rules = parseCacheControl(
      '# pages are revalidated\n*.html: no-cache\nassets/**: public, max-age=31536000, immutable\n**: public, max-age=300',
    );
    expect(cacheControlFor(rules, 'index.html')).toBe('no-cache');
    expect(cacheControlFor(rules, 'assets/index.html')).toBe('no-cache');
    expect(cacheControlFor(rules, 'assets/app.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor(rules, 'robots.txt')).toBe('public, max-age=300');
    const partial = parseCacheControl('*.html: no-cache');
    expect(cacheControlFor(partial, 'app.js')).toBeUndefined();
  });

  it.each([
    ['*.html no-cache\nx: y', /line 1 .* not of the form/],
    ['*.html:', /line 1 .* has no value after the colon/],
    ['*.html: max-age=3600;', /not a directive/],
    ['[x: no-cache\nb: c', /glob "\[x" is not valid/],
    ['public, max age', /not a directive/],
    [`${'a'.repeat(201)}`, /longer than 200/],
  ])('refuses %j', (text, message) => {
    expect(() => parseCacheControl(text)).toThrow(CacheControlSyntaxError);
    expect(() => parseCacheControl(text)).toThrow(message);
  });

  it('compares values regardless of case and spacing', () => {
    expect(sameCacheControl('Public,  Max-Age=60', 'public, max-age=60')).toBe(true);
    expect(sameCacheControl('public, max-age=60', 'public, max-age=61')).toBe(false);
  });
});

describe('prefixes and content types', () => {
  it.each([
    ['', ''],
    ['/', ''],
    ['static/v2', 'static/v2/'],
    ['/static/v2/', 'static/v2/'],
  ])('prefix %j is %j', (text, prefix) => {
    expect(normalisePrefix(text)).toEqual({ prefix });
  });

  it.each(['a//b', 'a/../b', './a', 'a\\b'])('refuses prefix %j', (text) => {
    expect(normalisePrefix(text)).toHaveProperty('problem');
  });

  it('types files by extension, case-insensitively, with charset for text', () => {
    expect(contentTypeFor('a/B.HTML')).toBe('text/html; charset=utf-8');
    expect(contentTypeFor('x.woff2')).toBe('font/woff2');
    expect(contentTypeFor('Makefile')).toBe('application/octet-stream');
    expect(mediaType('Text/HTML; charset=UTF-8')).toBe('text/html');
  });
});
