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
 * Outside text (a TXT value, a branch name, a platform message) must not ping or pull anything in:
 * GitHub turns `@name` and `@org/team` into mentions, `#12`, `owner/repo#12` and `GH-12` into
 * cross-references (a backlink in that issue), a hex word of 7 to 40 letters and digits into a commit
 * link, and bare `https://…` or `www.…` into links. A zero-width space (`&#8203;`, invisible when
 * rendered) inside each breaks the pattern. GitHub makes none of these inside links and code, so link
 * text and code spans need none of it. Runs on text already escaped (its `&` are entities).
 */
const ZWSP = '&#8203;';
function inertText(escaped: string): string {
  return escaped
    .replace(/@(?=[\w-])/g, `@${ZWSP}`)
    .replace(/(?<!&)#(?=\d)/g, `#${ZWSP}`)
    .replace(/\bGH-(?=\d)/gi, (prefix) => `${prefix}${ZWSP}`)
    .replace(/\b[0-9a-f]{7,40}\b/gi, (word) =>
      /\d/.test(word) && /[a-f]/i.test(word) ? `${word.slice(0, 4)}${ZWSP}${word.slice(4)}` : word,
    )
    .replace(/:\/\//g, `${ZWSP}://`)
    .replace(/\bwww\./gi, (www) => `${www.slice(0, 3)}${ZWSP}.`);
}

/** The characters that end a cell, start a link or image, or open HTML, escaped; no line ending touched. */
function escapeInline(text: string): string {
  // Redacted before escaping: an escaped secret (`&` → `&amp;`) no longer matches its mask.
  return redact(text)
    .replace(/[\\|`[\]]/g, '\\$&')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * Text made safe for one GitHub-flavoured markdown table cell or one-line label: a pipe would end
 * the cell, a line ending the row (or start a heading), `<`/`>` could open HTML (a stray `<details>`
 * swallows the rest of a summary), `[`/`]` a link or an image, and a mention, reference or bare URL
 * would ping or link (`inertText`). Every cell escaper of the project comes here.
 */
export function escapeTableCell(text: string, newline = '<br>'): string {
  return oneLine(inertText(escapeInline(text)), newline);
}

/**
 * A sentence for markdown prose (after `**Error:**`), on one line: it stays readable as written; what
 * could open HTML, a link or an image is escaped, and mentions, references and bare URLs made inert.
 */
export function escapeMarkdownText(sentence: string): string {
  // Redacted before escaping: an escaped secret (`&` → `&amp;`) would no longer match its mask.
  const escaped = redact(sentence)
    .replace(/[\\[\]]/g, '\\$&')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
  return oneLine(inertText(escaped));
}

/** A code span, fit for a table cell, that the text cannot end early: the fence outruns any backtick run inside. */
export function codeSpan(text: string): string {
  const flat = oneLine(redact(text)).replace(/\|/g, '\\|');
  const longest = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return `${fence} ${flat} ${fence}`;
}

/** One row of a markdown table from cells already escaped (`escapeTableCell`) or trusted markup. */
export function tableRow(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`;
}

/**
 * A markdown table; every cell is redacted, and escaped unless it is `{ markdown }`. A table of
 * facts has no column names (`['', '']`): its first row becomes the header, because GitHub draws an
 * empty header as a blank bar above the table.
 */
export function renderTable(headers: readonly string[], rows: readonly (readonly TableCell[])[]): string {
  const line = (cells: readonly TableCell[]) => tableRow(cells.map(renderCell));
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

/**
 * A URL fit to be a link's target, or undefined: only http(s) (a `javascript:` or `data:` URL from
 * the platform is never a link), with what would end the target or the table cell around it (`(`,
 * `)`, `[`, `]`, `|`, backticks, `<`, `>`, quotes, spaces and line endings) percent-encoded.
 */
function linkTarget(url: string): string | undefined {
  const flat = redact(url);
  if (!/^https?:\/\/[^/\s]/i.test(flat)) return undefined;
  return flat.replace(
    /[()[\]|`<>"'\s\u0085\u2028\u2029]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

/**
 * A markdown link whose text cannot break out of its brackets or the table cell, nor the URL out of
 * its parentheses. A URL that is not http(s) is shown as inert text, not linked. `code` shows the
 * text as a code span (a short SHA).
 */
export function markdownLink(text: string, url: string, options: { code?: boolean } = {}): string {
  const target = linkTarget(url);
  if (target === undefined) return options.code ? codeSpan(text) : escapeTableCell(text);
  // GitHub makes no mention, reference or autolink inside a link, so the text needs no `inertText`.
  const label = options.code ? codeSpan(text) : oneLine(escapeInline(text));
  return `[${label}](${target})`;
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
    inertText(
      redact(text)
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/\[/g, '&#91;')
        .replace(/\]/g, '&#93;'),
    ),
  );
}

/** Text as a reader sees it, whatever escaping a table cell or a paragraph gave it. */
export function readableText(markdown: string): string {
  return markdown
    .replace(/&#8203;/g, '')
    .replace(/&#91;/g, '[')
    .replace(/&#93;/g, ']')
    .replace(/<br>/g, ' ')
    .replace(/\\(.)/g, '$1')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
