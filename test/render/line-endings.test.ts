/**
 * A line ending of any form inside a value (a committed project file, an id the
 * platform returns) must not end a table row, start a heading, or leave an HTML block, in any of
 * the markdown we render: tables, labels, paragraphs, plan tables.
 */
import { marked, type Token } from 'marked';
import { describe, expect, it } from 'vitest';
import { renderDeployComment } from '../../src/github/pr-comment.ts';
import {
  escapeHtml,
  escapeTableCell,
  markdownLink,
  oneLine,
  renderTable,
} from '../../src/render/markdown.ts';
import { renderDeploySummary } from '../../src/render/summary.ts';
import { plan, renderPlanMarkdown } from '../../src/sync/engine/index.ts';
import { MemoryPlatform, memoryProvider } from '../sync/helpers/memory-provider.ts';

/** Each form a renderer may read as the end of a line. */
const BREAKS = ['\r', '\n', '\r\n', '\u2028', '\u2029', '\v', '\f', '\u0085'];

const injected = (eol: string) => `npm run build${eol}| INJECTED | row |${eol}${eol}# INJECTED heading`;

function tokensOf(markdown: string): Token[] {
  const all: Token[] = [];
  marked.walkTokens(marked.lexer(markdown, { gfm: true }), (token) => {
    all.push(token);
  });
  return all;
}

/** No heading or paragraph made of injected text, and every table keeps the rows it was given. */
function expectNothingInjected(markdown: string, tables: Record<number, number> = {}): void {
  const tokens = tokensOf(markdown);
  const headings = tokens.filter((t) => t.type === 'heading').map((t) => ('text' in t ? t.text : ''));
  expect(
    headings.filter((text) => /^INJECTED/.test(text)),
    markdown,
  ).toEqual([]);
  const tableTokens = marked.lexer(markdown, { gfm: true }).filter((t) => t.type === 'table');
  for (const [index, rows] of Object.entries(tables)) {
    const table = tableTokens[Number(index)];
    expect(table && 'rows' in table ? table.rows.length : -1, markdown).toBe(rows);
  }
  // Nothing of the value may stand on a line of its own in the markdown text either.
  for (const line of markdown.split(/\r\n|[\n\r\v\f\u0085\u2028\u2029]/)) {
    expect(line, markdown).not.toMatch(/^\s*(\| INJECTED|# INJECTED)/);
  }
}

describe.each(BREAKS.map((eol) => [JSON.stringify(eol), eol] as const))('a value with %s in it', (_, eol) => {
  it('stays in its table cell (renderTable, the one cell escaper)', () => {
    const table = renderTable(['Name', 'Value'], [['build', injected(eol)]]);
    expectNothingInjected(table, { 0: 1 });
    expect(escapeTableCell(`a${eol}b`)).toBe('a<br>b');
  });

  it('stays in the deploy summary and the PR comment: a deployment id ending in it', () => {
    const deploymentId = `dpl_1${eol}${eol}# INJECTED heading`;
    const summary = renderDeploySummary({
      project: `prj_1${eol}# INJECTED heading`,
      status: 'failure',
      deploymentId,
      error: injected(eol),
      nextSteps: injected(eol),
    });
    expectNothingInjected(summary);
    const comment = renderDeployComment({
      project: 'prj_1',
      status: 'success',
      commitSha: 'abc',
      deploymentId,
    });
    expectNothingInjected(comment, { 0: 2 });
  });

  it('stays in the sync plan table (plan-markdown and the summary)', async () => {
    const platform = new MemoryPlatform([{ name: 'www', type: 'TXT', value: 'old' }]);
    const desired = [{ name: 'www', type: 'TXT', value: injected(eol) }];
    const made = await plan(memoryProvider(platform), desired, platform.list(), { prune: false });
    const markdown = renderPlanMarkdown(made);
    expectNothingInjected(markdown);
    expect(markdown).toContain('npm run build<br>\\| INJECTED \\| row \\|<br><br># INJECTED heading');
  });

  it('stays on one line in links, HTML and labels', () => {
    expect(markdownLink(`a${eol}# b`, `https://x/${eol}y`)).not.toMatch(/[\n\r\v\f\u0085\u2028\u2029]/);
    expect(escapeHtml(`a${eol}${eol}# b`)).toBe('a  # b');
    expect(oneLine(`a${eol}b`)).toBe('a b');
  });
});
