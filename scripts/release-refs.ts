/**
 * Pins a release to itself. On main, the reusable workflows call the actions at `@main` (there is no
 * other ref a workflow of main could name), so a caller pinned to a tag would still run main's
 * actions. release.yml runs this on the tagged commit before it tags the result:
 *
 *     node scripts/release-refs.ts v1.2.3 [--root <dir>]           # rewrites
 *     node scripts/release-refs.ts v1.2.3 --check [--root <dir>]   # exits 1 naming any other ref
 *
 * Every `platform-actions/platform-actions[/path]@<ref>` of the reusable workflows becomes `@v1.2.3`
 * (the exact release, which an immutable release locks to one commit); every one in the README, docs/,
 * actions/<name>/README.md and examples/workflows/ becomes `@v1` (the release line users follow).
 * It prints each file it changed; it exits 2 on a tag that is not vX.Y.Z.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPOSITORY = 'platform-actions/platform-actions';

/** `owner/repo[/path]@ref`: the ref is what a `uses:` or a snippet names. */
const OWN_REF = new RegExp(`(${REPOSITORY.replace('/', '\\/')}(?:/[\\w.\\-/]*)?)@([\\w.\\-/]+)`, 'g');

export interface ReleaseRefs {
  /** The exact release, e.g. v1.2.3: what the workflows call. */
  readonly tag: string;
  /** Its release line, e.g. v1: what the documentation tells users to pin. */
  readonly major: string;
}

export function releaseRefs(tag: string): ReleaseRefs {
  const match = /^(v\d+)\.\d+\.\d+$/.exec(tag);
  if (!match) throw new Error(`The tag "${tag}" is not vX.Y.Z: pass the release's tag, e.g. v1.2.3.`);
  return { tag, major: match[1]! };
}

function filesIn(root: string, dir: string, pattern: RegExp): string[] {
  const path = join(root, dir);
  if (!existsSync(path)) return [];
  return readdirSync(path)
    .filter((name) => pattern.test(name))
    .map((name) => `${dir}/${name}`)
    .sort();
}

/** The reusable workflows: their refs of this repository are the code a caller's pin runs. */
export function workflowFiles(root: string): string[] {
  return filesIn(root, '.github/workflows', /\.ya?ml$/);
}

/** What users read and copy: the README, docs/, each action's README and the example workflows. */
export function documentationFiles(root: string): string[] {
  const actionReadmes = existsSync(join(root, 'actions'))
    ? readdirSync(join(root, 'actions'))
        .map((name) => `actions/${name}/README.md`)
        .filter((file) => existsSync(join(root, file)))
        .sort()
    : [];
  return [
    ...(existsSync(join(root, 'README.md')) ? ['README.md'] : []),
    ...filesIn(root, 'docs', /\.md$/),
    ...actionReadmes,
    ...filesIn(root, 'examples/workflows', /\.ya?ml$/),
  ];
}

/** Every ref of this repository the text names. */
export function ownRefs(text: string): string[] {
  return [...text.matchAll(OWN_REF)].map((match) => match[2]!);
}

export function pinText(text: string, ref: string): string {
  return text.replace(OWN_REF, (_, target: string) => `${target}@${ref}`);
}

/** Rewrites the tree at `root` for the release `tag`; returns the files it changed. */
export function pinRelease(root: string, tag: string): string[] {
  const refs = releaseRefs(tag);
  const changed: string[] = [];
  const rewrite = (file: string, ref: string) => {
    const before = readFileSync(join(root, file), 'utf8');
    const after = pinText(before, ref);
    if (after === before) return;
    writeFileSync(join(root, file), after);
    changed.push(file);
  };
  for (const file of workflowFiles(root)) rewrite(file, refs.tag);
  for (const file of documentationFiles(root)) rewrite(file, refs.major);
  return changed;
}

/**
 * What in the tree at `root` names a ref of this repository other than the release's own: for the
 * workflows only `tag`, for the documentation `tag` or its line `major`. Empty for a pinned release.
 */
export function releaseRefProblems(root: string, tag: string): string[] {
  const refs = releaseRefs(tag);
  const problems: string[] = [];
  const check = (file: string, allowed: readonly string[]) => {
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        for (const ref of ownRefs(line).filter((candidate) => !allowed.includes(candidate))) {
          problems.push(`${file}:${index + 1} names @${ref}, not ${allowed.join(' or ')}`);
        }
      });
  };
  for (const file of workflowFiles(root)) check(file, [refs.tag]);
  for (const file of documentationFiles(root)) check(file, [refs.major, refs.tag]);
  return problems;
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const rootAt = args.indexOf('--root');
  const root = rootAt >= 0 ? args[rootAt + 1] : fileURLToPath(new URL('..', import.meta.url));
  const tag = args.find((arg, index) => !arg.startsWith('--') && (rootAt < 0 || index !== rootAt + 1));
  try {
    if (!tag || !root) throw new Error('Usage: node scripts/release-refs.ts vX.Y.Z [--check] [--root <dir>]');
    if (args.includes('--check')) {
      const problems = releaseRefProblems(root, tag);
      for (const problem of problems) console.error(problem);
      if (problems.length > 0) process.exit(1);
      console.log(
        `The workflows name only ${tag}, the documentation only ${tag} or ${releaseRefs(tag).major}.`,
      );
    } else {
      const changed = pinRelease(root, tag);
      for (const file of changed) console.log(`pinned ${file}`);
      console.log(
        `${changed.length} file(s) now name ${tag} (workflows) and ${releaseRefs(tag).major} (docs).`,
      );
    }
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
}
