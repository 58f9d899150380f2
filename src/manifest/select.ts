import { Minimatch } from 'minimatch';
import { plural } from '../text.ts';
import type { Manifest, ManifestProject } from './manifest.ts';

/** What changed, as far as we could tell: a list of repository paths, or "everything" and why. */
export type ChangeSet =
  | { readonly kind: 'files'; readonly files: readonly string[] }
  | { readonly kind: 'everything'; readonly reason: string };

export interface Selection {
  readonly projects: readonly ManifestProject[];
  /** Why these: one sentence for the log and the summary. */
  readonly reason: string;
}

/**
 * The projects a change set redeploys: those with a changed file under one of their watch globs
 * (a later `!glob` takes a file back out, as in .gitignore) or its env file. A change to the manifest itself
 * redeploys everything, since any project's path or inputs may have moved with it.
 */
export function selectChanged(manifest: Manifest, changes: ChangeSet): Selection {
  if (changes.kind === 'everything') return { projects: manifest.projects, reason: changes.reason };
  if (changes.files.includes(manifest.file)) {
    return {
      projects: manifest.projects,
      reason: `${manifest.file} itself changed, so every project redeploys.`,
    };
  }
  // A project's env file is part of what it deploys, wherever it lies: a change to it redeploys the project.
  const selected = manifest.projects.filter((project) => {
    const watch = watcher(project.watch);
    const envFile = project.envFile?.path;
    return changes.files.some((file) => file === envFile || watch(file));
  });
  const files = changes.files.length;
  return {
    projects: selected,
    reason: `${plural(files, 'changed file')} ${files === 1 ? 'touches' : 'touch'} ${selected.length} of ${plural(manifest.projects.length, 'project')}.`,
  };
}

/** Whether a path is watched: the last glob that matches decides, so `!` excludes. */
export function watcher(globs: readonly string[]): (path: string) => boolean {
  const matchers = globs.map((glob) => {
    const negated = glob.startsWith('!');
    return { negated, matcher: new Minimatch(negated ? glob.slice(1) : glob, { dot: true }) };
  });
  return (path) => {
    let watched = false;
    for (const { negated, matcher } of matchers) {
      if (negated ? watched && matcher.match(path) : !watched && matcher.match(path)) watched = !negated;
    }
    return watched;
  };
}

/** The projects the `projects` input names, in manifest order; unknown keys are refused by the caller. */
export function selectNamed(manifest: Manifest, keys: readonly string[]): Selection {
  const wanted = new Set(keys.map((key) => key.toLowerCase()));
  const projects = manifest.projects.filter((project) => wanted.has(project.key.toLowerCase()));
  return {
    projects,
    reason: `The input "projects" names ${projects.length} of ${manifest.projects.length} projects.`,
  };
}

export function unknownKeys(manifest: Manifest, keys: readonly string[]): string[] {
  const known = new Set(manifest.projects.map((project) => project.key.toLowerCase()));
  return keys.filter((key) => !known.has(key.toLowerCase()));
}
