import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PinRow, PinTable } from '../../scripts/read-action-pin.ts';
import { isOwn } from './workflow-refs.ts';

/**
 * Holding every third-party pin of the tree to the pin table (.github/action-pins.json), whose rows
 * scripts/read-action-pin.ts read from each action's own repository. Lines, not YAML: a pin in a
 * markdown snippet, a comment or a sentence is copied as often as one in a workflow.
 */

export interface Pin {
  readonly file: string;
  readonly line: number;
  /** `owner/name[/path]`. */
  readonly action: string;
  readonly ref: string;
  /** The ref was cut short in prose (`11bd7190…`): it must still be the start of the table's commit. */
  readonly shortened: boolean;
  /** The `# vX.Y.Z` after it, when there is one. */
  readonly version: string | undefined;
  /** A `uses:` value (which must be pinned), not a mention in a sentence. */
  readonly uses: boolean;
}

const PIN =
  /(uses:\s*['"]?)?\b([\w.-]+\/[\w.-]+(?:\/[\w.\-/]*[\w.-])?)@([\w.\-/]+)(…)?['"`]*(?:\s*#\s*([^\s`'"),;]+))?/g;

/** Every `uses:` of someone else's action, and every `owner/name@<hex>` mentioned anywhere, in `text`. */
export function pinsIn(file: string, text: string): Pin[] {
  return text.split('\n').flatMap((content, index) =>
    [...content.matchAll(PIN)]
      .map(([, uses, action = '', ref = '', cut, version]) => ({
        file,
        line: index + 1,
        action,
        ref,
        shortened: cut !== undefined,
        version,
        uses: uses !== undefined,
      }))
      .filter((pin) => !isOwn(`${pin.action}@${pin.ref}`) && (pin.uses || /^[0-9a-f]{7,40}$/.test(pin.ref))),
  );
}

const MIN_NODE = 24;

/** Why a row's runtime is too old, or undefined: node24 or newer, or a composite whose steps all are. */
export function runtimeProblem(row: Pick<PinRow, 'runs.using' | 'steps'>): string | undefined {
  const using = row['runs.using'];
  if (using === 'composite') {
    const old = (row.steps ?? [])
      .map((step) => [step.uses, runtimeProblem(step)] as const)
      .find(([, p]) => p);
    return old && `its step ${old[0]} ${old[1]}`;
  }
  if (using === 'docker') return undefined;
  const node = /^node(\d+)$/.exec(using);
  if (node && Number(node[1]) >= MIN_NODE) return undefined;
  return `runs on ${using || 'nothing the table records'}, older than node${MIN_NODE} (GitHub moved JavaScript actions to node24)`;
}

/** What is wrong with one pin against the table, as `file:line …`, or undefined. */
export function pinProblemAgainst(pin: Pin, table: PinTable): string | undefined {
  const at = `${pin.file}:${pin.line} ${pin.action}@${pin.ref}${pin.shortened ? '…' : ''}`;
  const rows = table.pins.filter((row) => row.action === pin.action);
  if (rows.length === 0) {
    return `${at}: ${pin.action} is not in .github/action-pins.json; read its pin with scripts/read-action-pin.ts (CONTRIBUTING.md, "Third-party actions")`;
  }
  const full = /^[0-9a-f]{40}$/.test(pin.ref);
  if (pin.uses && !full) return `${at}: pin it to the full commit SHA of a release, \`@<sha> # vX.Y.Z\``;
  const row = rows.find((candidate) =>
    full ? candidate.commit === pin.ref : candidate.commit.startsWith(pin.ref),
  );
  if (!row) {
    const known = rows.map((candidate) => `${candidate.commit} (${candidate.version})`).join(', ');
    return `${at}: that SHA is not in .github/action-pins.json for ${pin.action} (${known}); a pin is read from the action's repository, never typed`;
  }
  if (pin.version !== row.version) {
    return `${at}: the comment says ${pin.version ? `# ${pin.version}` : 'no version'}, but that commit is ${row.version}: write \`# ${row.version}\``;
  }
  const runtime = runtimeProblem(row);
  return runtime && `${at}: ${pin.action} ${row.version} ${runtime}; move to its current node24 release`;
}

/** The files a pin can be copied from: workflows, examples, docs and every README and guide. */
export function pinnedFiles(root: string): string[] {
  const skip = new Set(['node_modules', '.git', 'dist', '.tmp', 'coverage']);
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return skip.has(entry.name) ? [] : walk(path);
      return /\.(ya?ml|md)$/.test(entry.name) ? [path] : [];
    });
  return walk('').sort();
}

export function loadPinTable(root: string): PinTable {
  return JSON.parse(readFileSync(join(root, '.github/action-pins.json'), 'utf8')) as PinTable;
}
