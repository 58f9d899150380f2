/**
 * Checks for the pictures a summary carries: the fenced blocks of one language, a Mermaid Gantt
 * chart's grammar (the subset we write), and a diff block's lines. Each returns the problems found,
 * so a failing test says what is wrong with the block, not only that it is.
 */

/** The bodies of the fenced blocks of `language` (```mermaid, ```diff), fences of any length. */
export function fencedBlocks(markdown: string, language: string): string[] {
  const blocks: string[] = [];
  const fence = /^(`{3,})([\w-]*)\n([\s\S]*?)\n\1$/gm;
  for (const match of markdown.matchAll(fence)) {
    if (match[2] === language) blocks.push(match[3] ?? '');
  }
  return blocks;
}

const DURATION = /^\d+(\.\d+)?(ms|s|m|h|d|w)$/;
/**
 * Mermaid's Gantt lexer (mermaid-js/mermaid, gantt.jison) tries these rules, case-insensitively,
 * before a task's text: a line that starts so is that statement (`click p0 call f()` a callback).
 */
const STATEMENT =
  /^(click\s|call\s|href\s|gantt|dateFormat\s|inclusiveEndDates|topAxis|axisFormat\s|tickInterval\s|includes\s|excludes\s|todayMarker\s|weekday\s|weekend\s|title\s|accDescription\s|accTitle\s*:|accDescr\s*[:{]|section\s|\d{4}-\d\d-\d\d|%%)/i;
const TAGS = new Set(['active', 'done', 'crit', 'milestone']);

/**
 * Mermaid's Gantt grammar as far as we use it: `gantt`, then `title`, `dateFormat x`, `axisFormat`,
 * then sections each with at least one task `name :[tags,] id, start, duration`; the start a
 * millisecond timestamp (dateFormat x) and the duration a number with a unit Mermaid parses.
 */
export function ganttProblems(body: string): string[] {
  const problems: string[] = [];
  const lines = body
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines[0] !== 'gantt') problems.push(`first line is "${lines[0]}", not "gantt"`);
  if (!lines.includes('dateFormat x')) problems.push('no "dateFormat x" line');
  if (!lines.some((line) => /^axisFormat %\S+/.test(line))) problems.push('no axisFormat line');
  let section: string | undefined;
  let tasksInSection = 0;
  let sections = 0;
  for (const line of lines.slice(1)) {
    if (/^(title|dateFormat|axisFormat) /.test(line) && sections === 0) continue;
    if (line.startsWith('section ')) {
      if (section !== undefined && tasksInSection === 0) problems.push(`section "${section}" has no task`);
      section = line.slice('section '.length);
      if (section.trim() === '') problems.push('a section without a name');
      tasksInSection = 0;
      sections++;
      continue;
    }
    if (STATEMENT.test(line)) {
      problems.push(`a statement where a task should be: "${line}"`);
      continue;
    }
    const task = /^([^:#;]+?) :(.+)$/.exec(line);
    if (task === null) {
      problems.push(`not a task line: "${line}"`);
      continue;
    }
    if (section === undefined) problems.push(`task before any section: "${line}"`);
    tasksInSection++;
    const fields = (task[2] ?? '').split(',').map((field) => field.trim());
    const tags = fields.filter((field) => TAGS.has(field));
    const [id, start, duration] = fields.slice(tags.length);
    if (fields.length !== tags.length + 3) problems.push(`task "${task[1]}" needs id, start, duration`);
    if (!/^[A-Za-z_][\w-]*$/.test(id ?? '')) problems.push(`task "${task[1]}" has id "${id}"`);
    if (!/^\d+$/.test(start ?? ''))
      problems.push(`task "${task[1]}" starts at "${start}", not a ms timestamp`);
    if (!DURATION.test(duration ?? ''))
      problems.push(`task "${task[1]}" lasts "${duration}", not a duration`);
    if (tags.includes('milestone') && duration !== '0ms')
      problems.push(`milestone "${task[1]}" has a length`);
  }
  if (section !== undefined && tasksInSection === 0) problems.push(`section "${section}" has no task`);
  if (sections === 0) problems.push('no section');
  return problems;
}

/** A diff block GitHub colours: every line starts with `+`, `-` or a space, and none is empty. */
export function diffProblems(body: string): string[] {
  return body
    .split('\n')
    .filter((line) => !/^[+ -] \S/.test(line))
    .map((line) => `diff line "${line}" does not start with "+ ", "- " or "  "`);
}
