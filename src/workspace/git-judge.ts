import type { GitView } from './git-view.ts';
import type { IgnoreChain } from './ignore-rules.ts';

/**
 * A directory the ignore rules exclude but in which git tracks files: like `git ls-files`, the walk
 * enters it and packs the tracked files only, counting them for the note that says so.
 */
export interface TrackedInside {
  readonly path: string;
  readonly rule: string;
  files: number;
}

/**
 * What to do with one entry: leave it out, or pack it (a directory: walk it). `tracked` says git
 * tracks the path itself, so a symlink is followed even where a `dir/` pattern matches its target;
 * `trackedInside` that only the tracked files below the directory are packed.
 */
export type Judgement =
  | { readonly take: false }
  | { readonly take: true; readonly tracked?: boolean; readonly trackedInside?: TrackedInside };

const OUT: Judgement = { take: false };
const IN: Judgement = { take: true };
const TRACKED: Judgement = { take: true, tracked: true };

/** Where the rules and git disagree, each path with the sentence that says which of them decided. */
export interface Disagreements {
  readonly notes: Map<string, string>;
  readonly trackedInside: TrackedInside[];
}

/**
 * Judges an entry as `git ls-files --cached --others --exclude-standard` would, in two steps: the
 * ignore rules (the `exclude` input, the .gitignore files, git's exclude files), then git's index,
 * which wins over every rule but the `exclude` input: a tracked file is part of the tree even where a
 * pattern ignores it (a committed dist/, a force-added file).
 */
export function judgeEntry(
  chain: IgnoreChain,
  git: GitView | undefined,
  within: TrackedInside | undefined,
  relativePath: string,
  isDirectory: boolean,
  disagreements: Disagreements,
): Judgement {
  const verdict = chain.verdict(relativePath, isDirectory);
  if (verdict.excluded && verdict.byInput) return OUT;
  if (git === undefined) return verdict.excluded ? OUT : IN;
  const tracked = git.tracked.has(relativePath);
  if (within !== undefined) {
    // Inside an excluded directory only what git tracks is part of the tree, whatever the patterns say.
    if (tracked && !isDirectory) within.files++;
    if (tracked) return TRACKED;
    return isDirectory && git.trackedDirectories.has(relativePath)
      ? { take: true, trackedInside: within }
      : OUT;
  }
  if (!verdict.excluded) return tracked ? TRACKED : IN;
  const shown = isDirectory ? `${relativePath}/` : relativePath;
  if (tracked) {
    disagreements.notes.set(shown, `${shown}: tracked by git, shipped although ${verdict.rule} ignores it.`);
    return TRACKED;
  }
  if (isDirectory && git.trackedDirectories.has(relativePath)) {
    const trackedInside = { path: shown, rule: verdict.rule, files: 0 };
    disagreements.trackedInside.push(trackedInside);
    return { take: true, trackedInside };
  }
  if (!verdict.rule.endsWith('.gitignore')) {
    // Only git's own exclude files: without git, the .gitignore files alone would have shipped it.
    const untracked = isDirectory ? 'tracks nothing in it' : 'does not track it';
    disagreements.notes.set(shown, `${shown}: not shipped: ${verdict.rule} ignores it and git ${untracked}.`);
  }
  return OUT;
}

/** At most this many notes are logged, so a committed node_modules/ does not flood the log. */
const MAX_NOTES = 50;

/** The notes, sorted by path, capped, each a sentence for the log. */
export function disagreementNotes(disagreements: Disagreements): string[] {
  const notes = new Map(disagreements.notes);
  for (const { path, rule, files } of disagreements.trackedInside) {
    if (files === 0) continue;
    const count = files === 1 ? '1 file' : `${files} files`;
    notes.set(path, `${path}: tracked by git (${count}), shipped although ${rule} ignores it.`);
  }
  const sorted = [...notes.keys()].sort(compareBytes).map((path) => notes.get(path) ?? '');
  if (sorted.length <= MAX_NOTES) return sorted;
  const more = sorted.length - MAX_NOTES;
  return [
    ...sorted.slice(0, MAX_NOTES),
    `…and ${more} more paths on which git and the ignore files disagree.`,
  ];
}

function compareBytes(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}
