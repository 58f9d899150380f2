/** What the documentation tests read out of markdown: fenced YAML blocks and troubleshooting entries. */

export interface FencedBlock {
  /** 1-based line of the first line inside the fence. */
  readonly line: number;
  readonly text: string;
}

/** Every ```yaml (or ```yml) block, with the line it starts on. */
export function yamlBlocks(markdown: string): FencedBlock[] {
  const blocks: FencedBlock[] = [];
  const lines = markdown.split('\n');
  for (let index = 0; index < lines.length; index++) {
    if (!/^\s*```ya?ml\s*$/.test(lines[index]!)) continue;
    const indent = lines[index]!.indexOf('`');
    const body: string[] = [];
    let end = index + 1;
    while (end < lines.length && !/^\s*```\s*$/.test(lines[end]!)) body.push(lines[end++]!.slice(indent));
    blocks.push({ line: index + 2, text: body.join('\n') });
    index = end;
  }
  return blocks;
}

export interface TroubleshootingEntry {
  /** From the entry's `<!-- error:<id> -->` marker. */
  readonly id: string;
  /** The quoted error lines (`> ...`); `…` stands for the parts that vary. */
  readonly quotes: string[];
  /** Everything else the entry says: the fix. */
  readonly fix: string;
}

/** The `### ` entries of the `## Troubleshooting` section (docs/troubleshooting.md). */
export function troubleshootingEntries(markdown: string): TroubleshootingEntry[] {
  const start = markdown.search(/^## Troubleshooting\s*$/m);
  if (start === -1) return [];
  const rest = markdown.slice(start).split('\n').slice(1).join('\n');
  const next = rest.search(/^## /m);
  const section = next === -1 ? rest : rest.slice(0, next);
  return section
    .split(/^### /m)
    .slice(1)
    .map((entry) => {
      const lines = entry.split('\n').slice(1);
      const id = /<!-- error:(\S+) -->/.exec(entry)?.[1] ?? '';
      const quotes = lines.filter((line) => line.startsWith('> ')).map((line) => line.slice(2).trim());
      const fix = lines
        .filter((line) => !line.startsWith('>') && !line.includes('<!-- error:'))
        .join(' ')
        .trim();
      return { id, quotes, fix };
    });
}
