import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { declaredFilePath } from '../../src/actions/common/sync-inputs.ts';
import { isInside } from '../../src/cdn/local-files.ts';

/**
 * Paths as a Windows runner gives them (GITHUB_WORKSPACE is D:\a\shop\shop), checked through
 * path.win32 on any OS, where the code outside src/workspace builds paths: the sync actions' `file`
 * input and cdn-publish's "does this symlink stay inside the directory".
 */
const WORKSPACE = 'D:\\a\\shop\\shop';

describe('a sync file input on Windows', () => {
  it.each([
    ['platform/dns.yml', 'D:\\a\\shop\\shop\\platform\\dns.yml', 'platform/dns.yml'],
    ['platform\\dns.yml', 'D:\\a\\shop\\shop\\platform\\dns.yml', 'platform/dns.yml'],
    ['D:\\a\\shop\\shop\\platform\\cron.yml', 'D:\\a\\shop\\shop\\platform\\cron.yml', 'platform/cron.yml'],
    ['d:/a/shop/shop/dns.yml', 'd:/a/shop/shop/dns.yml', 'dns.yml'],
    ['..\\other\\dns.yml', 'D:\\a\\shop\\other\\dns.yml', 'D:\\a\\shop\\other\\dns.yml'],
    ['C:\\config\\dns.yml', 'C:\\config\\dns.yml', 'C:\\config\\dns.yml'],
    ['..dns.yml', 'D:\\a\\shop\\shop\\..dns.yml', '..dns.yml'],
  ])('%s is read from %s and shown as %s', (file, full, shown) => {
    expect(declaredFilePath(file, WORKSPACE, path.win32)).toEqual({ path: full, displayPath: shown });
  });

  it('shows POSIX paths as before', () => {
    expect(declaredFilePath('platform/dns.yml', '/home/runner/work/shop', path.posix)).toEqual({
      path: '/home/runner/work/shop/platform/dns.yml',
      displayPath: 'platform/dns.yml',
    });
  });
});

describe('cdn-publish: a symlink target inside the published directory', () => {
  it.each([
    ['D:\\site', 'D:\\site', true],
    ['D:\\site', 'D:\\site\\assets\\app.js', true],
    ['D:\\site', 'd:\\SITE\\assets\\app.js', true],
    ['D:\\site', 'D:\\site-old\\app.js', false],
    ['D:\\site', 'D:\\secrets.txt', false],
    ['D:\\site', 'C:\\site\\app.js', false],
    ['D:\\site', '\\\\server\\share\\app.js', false],
  ])('under %s, %s is inside: %s', (root, target, inside) => {
    expect(isInside(root, target, path.win32)).toBe(inside);
  });
});
