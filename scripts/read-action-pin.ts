/**
 * Reads a third-party action's pin from the action's own repository, with git, and writes it into the
 * pin table (.github/action-pins.json) that test/metadata/action-pins.test.ts holds every `uses:` to:
 *
 *     node scripts/read-action-pin.ts actions/checkout@v7.0.1 [owner/name=<git dir> ...]
 *
 * Without a git dir for a repository it clones https://github.com/<owner/name> bare, without blobs,
 * into a temporary folder. The commit is the tag's commit (`<tag>^{commit}`: an annotated tag's object
 * is not what a `uses:` runs), and `runs.using` is read from that commit's action.yml; a composite
 * action's own pinned steps are read the same way from their repositories. A pin typed from memory
 * looks as safe as a read one and fails on the day it runs: this script is the only way rows are made.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const PIN_TABLE = '.github/action-pins.json';

export interface ReadStep {
  readonly uses: string;
  readonly version: string;
  readonly 'runs.using': string;
  readonly source: string;
}

export interface PinRow {
  readonly action: string;
  readonly version: string;
  readonly commit: string;
  readonly 'runs.using': string;
  /** A composite action's pinned steps: they are what runs, so their runtimes count. */
  readonly steps?: readonly ReadStep[];
  readonly source: string;
}

export interface PinTable {
  readonly about: string;
  readonly pins: readonly PinRow[];
}

const git = (gitDir: string, ...args: string[]) =>
  execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8' }).trim();

function gitDirOf(repository: string, given: ReadonlyMap<string, string>): string {
  const known = given.get(repository);
  if (known) return known;
  const dir = join(mkdtempSync(join(tmpdir(), 'action-pin-')), 'repo.git');
  execFileSync('git', [
    'clone',
    '--quiet',
    '--bare',
    '--filter=blob:none',
    `https://github.com/${repository}`,
    dir,
  ]);
  return dir;
}

/** The action.yml (or action.yaml) of `commit`, at the action's path inside its repository. */
function actionYml(
  gitDir: string,
  commit: string,
  path: string,
): { runs?: { using?: string; steps?: { uses?: string }[] } } {
  for (const name of ['action.yml', 'action.yaml']) {
    try {
      return parse(git(gitDir, 'show', `${commit}:${path ? `${path}/` : ''}${name}`));
    } catch {}
  }
  throw new Error(`${commit} has no ${path ? `${path}/` : ''}action.yml: is this the action's repository?`);
}

/** `owner/name[/path]` → its repository and the action's folder inside it. */
function split(action: string): { repository: string; path: string } {
  const [owner, name, ...path] = action.split('/');
  return { repository: `${owner}/${name}`, path: path.join('/') };
}

function where(repository: string, gitDir: string, tag: string, kind: string): string {
  const head = git(gitDir, 'log', '-1', '--format=%h %cs', 'HEAD');
  const today = new Date().toISOString().slice(0, 10);
  return `${kind === 'tag' ? 'annotated tag' : 'lightweight tag'} ${tag} (its commit) of a snapshot of github.com/${repository} (HEAD ${head}), read with git on ${today}`;
}

export function readPin(action: string, tag: string, gitDirs: ReadonlyMap<string, string>): PinRow {
  const { repository, path } = split(action);
  const gitDir = gitDirOf(repository, gitDirs);
  const commit = git(gitDir, 'rev-parse', '--verify', `refs/tags/${tag}^{commit}`);
  const kind = git(gitDir, 'cat-file', '-t', git(gitDir, 'rev-parse', `refs/tags/${tag}`));
  const runs = actionYml(gitDir, commit, path).runs ?? {};
  const using = String(runs.using ?? '');
  const steps = (runs.steps ?? [])
    .map((step) => step.uses)
    .filter((uses): uses is string => typeof uses === 'string' && !uses.startsWith('./'))
    .map((uses) => readStep(uses, gitDir, commit, path, gitDirs));
  const row = { action, version: tag, commit, 'runs.using': using };
  return {
    ...row,
    ...(using === 'composite' ? { steps } : {}),
    source: where(repository, gitDir, tag, kind),
  };
}

/** A composite's step `owner/name@<sha> # vX.Y.Z`: the SHA must be that tag's commit too. */
function readStep(
  uses: string,
  gitDir: string,
  commit: string,
  path: string,
  gitDirs: ReadonlyMap<string, string>,
): ReadStep {
  const text = git(gitDir, 'show', `${commit}:${path ? `${path}/` : ''}action.yml`);
  const line = text.split('\n').find((candidate) => candidate.includes(uses)) ?? '';
  const version = /#\s*(v\d+\.\d+\.\d+)/.exec(line)?.[1];
  if (!version) throw new Error(`The step ${uses} has no "# vX.Y.Z" comment: read its tag by hand.`);
  const row = readPin(uses.split('@')[0]!, version, gitDirs);
  if (row.commit !== uses.split('@')[1])
    throw new Error(`The step ${uses} is not ${version}'s commit ${row.commit}.`);
  return { uses, version, 'runs.using': row['runs.using'], source: row.source };
}

function main(args: string[]): void {
  const [wanted, ...dirs] = args;
  const match = /^([\w.-]+\/[\w.-]+(?:\/[\w.\-/]+)?)@(v\d+\.\d+\.\d+)$/.exec(wanted ?? '');
  if (!match) {
    console.error('Usage: node scripts/read-action-pin.ts owner/name@vX.Y.Z [owner/name=<git dir> ...]');
    process.exit(2);
  }
  const gitDirs = new Map(dirs.map((pair) => pair.split('=') as [string, string]));
  const row = readPin(match[1]!, match[2]!, gitDirs);
  const table = JSON.parse(readFileSync(PIN_TABLE, 'utf8')) as PinTable;
  const pins = [...table.pins.filter((pin) => pin.action !== row.action), row];
  pins.sort((a, b) => a.action.localeCompare(b.action));
  writeFileSync(PIN_TABLE, `${JSON.stringify({ ...table, pins }, null, 2)}\n`);
  console.log(JSON.stringify(row, null, 2));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
