/**
 * Pins a release to itself. On main, the reusable workflows call the actions at `@main` (there is no
 * other ref a workflow of main could name), so a caller pinned to a tag would still run main's
 * actions. release.yml runs this on the tagged commit before it tags the result:
 *
 *     node scripts/release-refs.ts v1.2.3 [--repository owner/name] [--root <dir>]           # rewrites
 *     node scripts/release-refs.ts v1.2.3 --check [--repository owner/name] [--root <dir>]   # exits 1 naming any other ref
 *
 * The release pins the repository that releases, never a fixed one: `--repository`, else
 * GITHUB_REPOSITORY (the release job's own context), else this upstream's name. A fork's tree still
 * names the upstream in its refs, so a ref of the upstream or of the releasing repository,
 * `<owner/name>[/path]@<ref>`, becomes the releasing repository's: `@v1.2.3` in the reusable workflows
 * (the exact release, which an immutable release locks to one commit), `@v1` in the README, docs/,
 * actions/<name>/README.md and examples/workflows/ (the release line users follow). Running it again
 * on a pinned tree changes nothing. It prints each file it changed; it exits 2 on a tag that is not
 * vX.Y.Z or a repository that is not owner/name.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPOSITORY = 'platform-actions/platform-actions';

const REPOSITORY_NAME = /^[A-Za-z0-9][A-Za-z0-9-]*\/[A-Za-z0-9._-]+$/;

/** The repository a release pins: `--repository`, else the job's GITHUB_REPOSITORY, else the upstream. */
function releasingRepository(given: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  const repository = given ?? (env.GITHUB_REPOSITORY || REPOSITORY);
  if (!REPOSITORY_NAME.test(repository))
    throw new Error(
      `The repository "${repository}" is not owner/name: pass the releasing repository, e.g. ${REPOSITORY}.`,
    );
  return repository;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * `owner/repo[/path]@ref` of the upstream or of `repository`: group 1 is the owner/repo, group 2 the
 * path, group 3 the ref a `uses:` or a snippet names. GitHub's names are case-insensitive.
 */
function ownRefPattern(repository: string): RegExp {
  const names = [...new Set([REPOSITORY, repository])].map(escapeRegExp).join('|');
  return new RegExp(`(?<![\\w.-])(${names})((?:/[\\w.\\-/]*)?)@([\\w.\\-/]+)`, 'gi');
}

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

/** Every ref of the upstream or of `repository` the text names, as `owner/name@ref`. */
export function ownRefs(text: string, repository: string = REPOSITORY): string[] {
  return [...text.matchAll(ownRefPattern(repository))].map((match) => `${match[1]!}@${match[3]!}`);
}

export function pinText(text: string, ref: string, repository: string = REPOSITORY): string {
  return text.replace(
    ownRefPattern(repository),
    (_, _name: string, path: string) => `${repository}${path}@${ref}`,
  );
}

/** Rewrites the tree at `root` for the release `tag` of `repository`; returns the files it changed. */
export function pinRelease(root: string, tag: string, repository: string = REPOSITORY): string[] {
  const refs = releaseRefs(tag);
  const changed: string[] = [];
  const rewrite = (file: string, ref: string) => {
    const before = readFileSync(join(root, file), 'utf8');
    const after = pinText(before, ref, repository);
    if (after === before) return;
    writeFileSync(join(root, file), after);
    changed.push(file);
  };
  for (const file of workflowFiles(root)) rewrite(file, refs.tag);
  for (const file of documentationFiles(root)) rewrite(file, refs.major);
  return changed;
}

/**
 * What in the tree at `root` names a ref other than the release's own: another repository (the
 * upstream, in a fork's release), or for the workflows any ref but `tag`, for the documentation any
 * but `tag` or its line `major`. Empty for a pinned release.
 */
export function releaseRefProblems(root: string, tag: string, repository: string = REPOSITORY): string[] {
  const refs = releaseRefs(tag);
  const problems: string[] = [];
  const check = (file: string, allowed: readonly string[]) => {
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        for (const named of ownRefs(line, repository)) {
          const at = named.lastIndexOf('@');
          const [name, ref] = [named.slice(0, at), named.slice(at + 1)];
          if (name !== repository)
            problems.push(`${file}:${index + 1} names ${name}, not ${repository}, the releasing repository`);
          else if (!allowed.includes(ref))
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
  const repositoryAt = args.indexOf('--repository');
  const values = new Set([rootAt, repositoryAt].filter((at) => at >= 0).map((at) => at + 1));
  const tag = args.find((arg, index) => !arg.startsWith('--') && !values.has(index));
  try {
    if (!tag || !root)
      throw new Error(
        'Usage: node scripts/release-refs.ts vX.Y.Z [--check] [--repository owner/name] [--root <dir>]',
      );
    const repository = releasingRepository(repositoryAt >= 0 ? (args[repositoryAt + 1] ?? '') : undefined);
    if (args.includes('--check')) {
      const problems = releaseRefProblems(root, tag, repository);
      for (const problem of problems) console.error(problem);
      if (problems.length > 0) process.exit(1);
      console.log(
        `The workflows name only ${repository}@${tag}, the documentation only ${tag} or ${releaseRefs(tag).major}.`,
      );
    } else {
      const changed = pinRelease(root, tag, repository);
      for (const file of changed) console.log(`pinned ${file}`);
      console.log(
        `${changed.length} file(s) changed: the tree names ${repository} at ${tag} (workflows) and ${releaseRefs(tag).major} (docs).`,
      );
    }
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
}
