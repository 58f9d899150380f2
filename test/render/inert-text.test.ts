/**
 * Text from the platform, GitHub or a leg's result file never renders as a mention, a reference, an
 * image or an autolink, in whichever escaper it goes through; a URL is a link only when http(s).
 */
import { describe, expect, it } from 'vitest';
import {
  escapeHtml,
  escapeMarkdownText,
  escapeTableCell,
  markdownLink,
  readableText,
} from '../../src/render/markdown.ts';

const HOSTILE =
  '@acme/admins see #1, owner/repo#2 and GH-3 ![x](https://evil.example/p.png) [y](http://evil.example) www.evil.example 0123abcd4 mail@evil.example';

/** What GitHub would turn into a ping, a reference, an image or a link in text outside links and code. */
function live(markdown: string): string[] {
  const patterns: [string, RegExp][] = [
    ['mention', /@[\w-]/],
    ['issue reference', /(?<!&)#\d|\bGH-\d/i],
    ['commit reference', /\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}\b/i],
    ['image or link', /(^|[^\\])\]\(/],
    ['bare URL', /https?:\/\/|\bwww\./i],
  ];
  return patterns.filter(([, pattern]) => pattern.test(markdown)).map(([name]) => name);
}

describe('outside text is inert in everything we write', () => {
  it.each([
    ['a table cell', escapeTableCell],
    ['prose', escapeMarkdownText],
    ['HTML text (a details summary)', escapeHtml],
  ])(
    '%s: no mention, reference, image or autolink survives, and it still reads the same',
    (_, escapeText) => {
      const markdown = escapeText(HOSTILE);
      expect(live(markdown)).toEqual([]);
      expect(readableText(markdown)).toBe(HOSTILE);
    },
  );

  it('a URL is a link only when it is http(s), with what would break the link or the table encoded', () => {
    expect(markdownLink('site', 'https://a.example/x|y])z`w v')).toBe(
      '[site](https://a.example/x%7Cy%5D%29z%60w%20v)',
    );
    for (const url of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://a.example', '//a.example']) {
      const shown = markdownLink(url, url);
      expect(shown, url).not.toContain('](');
      expect(live(shown), url).toEqual([]);
    }
  });

  it("a link's text cannot end the link or the table cell", () => {
    const link = markdownLink('a|b]c', 'https://a.example');
    expect(link).toBe('[a\\|b\\]c](https://a.example)');
    expect(link.replace(/\\\|/g, '').split('|')).toHaveLength(1);
  });
});
