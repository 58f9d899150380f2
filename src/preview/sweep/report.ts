import { escapeTableCell, tableRow } from '../../render/markdown.ts';
import { EXTRA_TABLE_MAX_BYTES, moreLine, rowsWithin } from '../../render/table-budget.ts';
import type { Inventory } from './inventory.ts';
import type { PreviewProject } from './resources.ts';

/** The summary's room for each of the two lists, so the plan table above keeps its own budget. */
const HALF = EXTRA_TABLE_MAX_BYTES / 2;

/** Preview projects of closed pull requests: the API cannot delete projects, so they are listed. */
export function projectsLeft(inventory: Inventory): PreviewProject[] {
  return inventory.projects.filter(
    (project) => project.owner.kind === 'pull' && project.owner.state === 'closed',
  );
}

export interface SweepExtras {
  readonly markdown: string;
  readonly log: string[];
}

/**
 * What the plan table does not say: each pull request's state, the pull requests ignored (forks) and
 * why, and the projects left to delete by hand.
 */
export function renderSweepExtras(inventory: Inventory): SweepExtras {
  const pulls = new Map<number, { state: string; found: string[] }>();
  for (const item of [...inventory.resources, ...inventory.projects.map(asProjectItem)]) {
    if (item.owner.kind !== 'pull') continue;
    const entry = pulls.get(item.owner.pr) ?? { state: item.owner.state, found: [] };
    entry.found.push(item.kind);
    pulls.set(item.owner.pr, entry);
  }
  const rows = [...pulls].sort(([a], [b]) => a - b);
  const markdown: string[] = [];
  const log: string[] = [];
  if (rows.length > 0) {
    markdown.push('**Pull requests**', '', tableRow(['PR', 'State', 'Found', 'Action']));
    markdown.push(tableRow(['---', '---', '---', '---']));
    const cells = rows.map(([pr, entry]) => [
      `#${pr}`,
      entry.state,
      summarise(entry.found),
      entry.state === 'closed' ? 'remove' : 'keep',
    ]);
    const table = rowsWithin(cells, (row) => tableRow(row.map((cell) => escapeTableCell(cell))), HALF);
    markdown.push(...table.rows, '');
    if (table.omitted > 0) markdown.push(moreLine(table.omitted, 'pull requests'), '');
    log.push(...cells.map(([pr, state, found, action]) => `PR ${pr} is ${state}: ${action} (${found}).`));
  }
  if (inventory.ignored.length > 0) {
    const lines = inventory.ignored.map((pull) => `#${pull.pr} ${pull.reason}`);
    markdown.push('**Ignored pull requests**', '');
    const list = rowsWithin(lines, (line) => `- ${escapeTableCell(line)}`, HALF);
    markdown.push(...list.rows, '');
    if (list.omitted > 0) markdown.push(moreLine(list.omitted, 'pull requests'), '');
    log.push(...lines.map((line) => `Ignored PR ${line}.`));
  }
  const left = projectsLeft(inventory);
  if (left.length > 0) {
    const names = left.map((project) => `${project.name} (${project.id})`);
    const sentence = `${left.length} preview project${left.length === 1 ? '' : 's'} of closed pull requests remain${left.length === 1 ? 's' : ''}, because the platform API cannot delete projects: delete ${left.length === 1 ? 'it' : 'them'} in the dashboard if no longer needed (a reopened pull request reuses its project).`;
    markdown.push(`**Projects left:** ${escapeTableCell(sentence)}`, '');
    const list = rowsWithin(names, (name) => `- ${escapeTableCell(name)}`, HALF);
    markdown.push(...list.rows, '');
    if (list.omitted > 0) markdown.push(moreLine(list.omitted, 'projects'), '');
    log.push(sentence, ...names.map((name) => `  ${name}`));
  }
  return { markdown: markdown.join('\n'), log };
}

function asProjectItem(project: PreviewProject): { kind: string; owner: PreviewProject['owner'] } {
  return { kind: 'project', owner: project.owner };
}

/** "domain, database, 2 env group attachments". */
function summarise(kinds: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const kind of kinds) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return [...counts].map(([kind, count]) => (count === 1 ? kind : `${count} ${kind}s`)).join(', ');
}
