import { describe, expect, it } from 'vitest';
import { checkUrl, expectation } from '../../src/deploy/checks.ts';

describe('checkUrl', () => {
  it("keeps the live URL's own path, with or without its trailing slash", () => {
    expect(checkUrl('http://127.0.0.1:4000/sites/prj_1/', '/health')).toBe(
      'http://127.0.0.1:4000/sites/prj_1/health',
    );
    expect(checkUrl('https://shop.example.com', '/')).toBe('https://shop.example.com/');
    expect(checkUrl('https://shop.example.com/app', '/a?b=1')).toBe('https://shop.example.com/app/a?b=1');
  });

  it("drops the live URL's own query and fragment, which would swallow the path", () => {
    expect(checkUrl('https://shop.example.com/?ref=x#top', '/health')).toBe(
      'https://shop.example.com/health',
    );
  });
});

describe('expectation', () => {
  it('says the status, and the text when one is asked for', () => {
    expect(expectation({ status: 200, contains: undefined })).toBe('200');
    expect(expectation({ status: 204, contains: 'ok' })).toBe('204 containing "ok"');
  });
});
