import { globSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../e2e/harness.ts';

/**
 * The docs prove their claims by naming tests (`test/api/request-bounds.test.ts`, or a bare
 * `cancellation.test.ts` beside a path already named, or a glob such as `fault-matrix-*.test.ts`).
 * A named test that does not exist proves nothing: docs/guarantees.md once cited
 * test/github/line-endings.test.ts, which had moved to test/render.
 */

const DOCUMENTS = ['README.md', 'CONTRIBUTING.md', ...globSync('docs/*.md', { cwd: REPO_ROOT }).sort()];
const TEST_FILES = globSync('test/**/*.test.ts', { cwd: REPO_ROOT }).map((file) =>
  file.replaceAll('\\', '/'),
);

/** A cited test: a path under test/ or a bare file name, a `*` standing for any part of one name. */
const CITATION = /(?<![\w/.<>*-])((?:test\/[\w./*-]*\/)?\w[\w.*-]*\.test\.ts)\b/g;

function globPattern(citation: string): RegExp {
  const pattern = citation.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*');
  return new RegExp(`^${pattern}$`);
}

/** The tests `text` cites that match no file of test/ (a bare name matches a file of that name anywhere). */
function missingCitations(text: string, files: readonly string[]): string[] {
  const cited = [...new Set([...text.matchAll(CITATION)].map((match) => match[1]!))];
  return cited.filter((citation) => {
    const pattern = globPattern(citation);
    return !files.some((file) => pattern.test(citation.startsWith('test/') ? file : basename(file)));
  });
}

describe('tests cited by the docs', () => {
  it.each(DOCUMENTS)('exist, for each one %s names', (document) => {
    const text = readFileSync(join(REPO_ROOT, document), 'utf8');
    expect(missingCitations(text, TEST_FILES)).toEqual([]);
  });

  it('are found as paths, bare names and globs, and a missing one is named', () => {
    const files = ['test/render/line-endings.test.ts', 'test/reliability/fault-matrix-shard-1.test.ts'];
    const text = [
      'every table goes through the one cell escaper (`test/github/line-endings.test.ts`),',
      'test/render/line-endings.test.ts and line-endings.test.ts prove it, as `fault-matrix-*.test.ts`',
      'and `fault-matrix-shard-*.test.ts` do, but not gone.test.ts, nor `<name>.heavy.test.ts` (a',
      'placeholder) or `*.smoke.test.ts` (a kind of file, not one file).',
    ].join('\n');
    expect(missingCitations(text, files)).toEqual(['test/github/line-endings.test.ts', 'gone.test.ts']);
  });
});
