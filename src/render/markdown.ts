import { redact } from '../secrets/redact.ts';

/** A table cell: plain text is escaped; `{ markdown }` is trusted markup such as a link (still redacted). */
export type TableCell = string | number | { readonly markdown: string };

/**
 * Every form of line ending: CommonMark ends a line at `\n`, `\r\n` and a lone `\r` (so a `\r` in a
 * cell starts a new row or a heading), and other renderers and editors also break at a vertical tab,
 * a form feed, NEL and the Unicode line and paragraph separators.
 */
const LINE_BREAKS = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;

/** Text on one line: each line ending, of whatever form, becomes `separator`. */
export function oneLine(text: string, separator = ' '): string {
  return text.replace(LINE_BREAKS, separator);
}

/**
 * Text made safe for one GitHub-flavoured markdown table cell or one-line label: a pipe would end
 * the cell, a line ending the row (or start a heading), and `<`/`>` could open HTML (a stray
 * `<details>` swallows the rest of a summary). Every cell escaper of the project comes here.
 */
export function escapeTableCell(text: string, newline = '<br>'): string {
  // Redacted before escaping: an escaped secret (`&` → `&amp;`) no longer matches its mask.
  return oneLine(
    redact(text)
      .replace(/\\/g, '\\\\')
      .replace(/\|/g, '\\|')
      .replace(/`/g, '\\`')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;'),
    newline,
  );
}

/**
 * A sentence for markdown prose (after `**Error:**`), on one line: it stays readable as written, and
 * only what could open HTML (a stray `<details>` swallows the rest of a summary) is escaped.
 */
export function escapeMarkdownText(sentence: string): string {
  // Redacted before escaping: an escaped secret (`&` → `&amp;`) would no longer match its mask.
  return oneLine(redact(sentence).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'));
}

/** A code span, fit for a table cell, that the text cannot end early: the fence outruns any backtick run inside. */
export function codeSpan(text: string): string {
  const flat = oneLine(redact(text)).replace(/\|/g, '\\|');
  const longest = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return `${fence} ${flat} ${fence}`;
}

/**
 * A markdown table; every cell is redacted, and escaped unless it is `{ markdown }`. A table of
 * facts has no column names (`['', '']`): its first row becomes the header, because GitHub draws an
 * empty header as a blank bar above the table.
 */
export function renderTable(headers: readonly string[], rows: readonly (readonly TableCell[])[]): string {
  const line = (cells: readonly TableCell[]) => `| ${cells.map(renderCell).join(' | ')} |`;
  const [first, ...rest] = rows;
  const promote = first !== undefined && headers.every((header) => header === '');
  const head = promote ? headers.map((_, index) => first[index] ?? '') : headers;
  const lines = [line(head), `|${headers.map(() => ' --- |').join('')}`];
  for (const row of promote ? rest : rows) {
    const padded = headers.map((_, index) => row[index] ?? '');
    lines.push(line(padded));
  }
  return `${lines.join('\n')}\n`;
}

function renderCell(cell: TableCell): string {
  if (typeof cell === 'object') return oneLine(redact(cell.markdown));
  return escapeTableCell(redact(String(cell)));
}

/** A markdown link whose text cannot break out of the brackets nor the URL out of the parentheses. */
export function markdownLink(text: string, url: string): string {
  const safeText = oneLine(text.replace(/[\\[\]]/g, '\\$&'));
  const safeUrl = url.replace(
    /[()\s<>\u0085]/g,
    (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`,
  );
  return `[${safeText}](${safeUrl})`;
}

/**
 * A fenced code block holding `code` verbatim. The fence is one backtick longer than the longest
 * run of backticks inside, which is the CommonMark way to make sure the code cannot close it.
 */
export function codeBlock(code: string, language = ''): string {
  const longestRun = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longestRun + 1));
  return `${fence}${language}\n${code.replace(/\n$/, '')}\n${fence}\n`;
}

/**
 * A collapsed `<details>` section around markdown. The blank lines matter: without them GitHub
 * treats the body as raw HTML and stops rendering the markdown inside.
 */
export function details(summary: string, markdownBody: string, open = false): string {
  const summaryHtml = escapeHtml(summary);
  return `<details${open ? ' open' : ''}><summary>${summaryHtml}</summary>\n\n${markdownBody}\n</details>\n`;
}

/** Text for an HTML element or attribute; on one line, since a blank line would end the HTML block. */
export function escapeHtml(text: string): string {
  return oneLine(
    redact(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'),
  );
}

/** Text as a reader sees it, whatever escaping a table cell or a paragraph gave it. */
export function readableText(markdown: string): string {
  return markdown
    .replace(/<br>/g, ' ')
    .replace(/\\(.)/g, '$1')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
