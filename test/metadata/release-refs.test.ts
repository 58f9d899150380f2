import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPOSITORY, releaseRefProblems, workflowFiles } from '../../scripts/release-refs.ts';
import { NODE24, REPO_ROOT } from '../e2e/harness.ts';
import { type UsesRef, usesRefs } from './workflow-refs.ts';

/**
 * A caller pinned to a release (`deploy.yml@v1.2.3`, or the release commit's SHA) must run that
 * release's actions: the release tree that release.yml tags names no other ref of this repository.
 * The tree is produced here as release.yml produces it: a copy of the repository, then the script.
 */

/** Every `uses:` of `repository` (not `./` paths) in the workflows of the tree at `root`. */
function usesOfThisRepository(root: string, repository = REPOSITORY): UsesRef[] {
  return workflowFiles(root)
    .flatMap((file) => usesRefs(file, readFileSync(join(root, file), 'utf8')))
    .filter((ref) => ref.uses.startsWith(`${repository}/`) || ref.uses.startsWith(`${repository}@`));
}

function copyOfTheRepository(): string {
  const root = mkdtempSync(join(tmpdir(), 'release-tree-'));
  for (const part of ['.github', 'README.md', 'docs', 'actions', 'examples', 'CHANGELOG.md']) {
    cpSync(join(REPO_ROOT, part), join(root, part), { recursive: true });
  }
  return root;
}

/** The release context of a job: GITHUB_REPOSITORY names the repository that releases. */
function releaseEnv(repository: string): NodeJS.ProcessEnv {
  return { ...process.env, GITHUB_REPOSITORY: repository };
}

function releaseTree(tag: string, repository = REPOSITORY): string {
  const root = copyOfTheRepository();
  const run = spawnSync(NODE24, [join(REPO_ROOT, 'scripts/release-refs.ts'), tag, '--root', root], {
    encoding: 'utf8',
    env: releaseEnv(repository),
  });
  expect(run.status, run.stderr).toBe(0);
  return root;
}

describe('a release tree', () => {
  const tree = releaseTree('v1.4.2');

  it('calls every action of this repository at the release tag from every workflow', () => {
    const own = usesOfThisRepository(tree);
    expect(own.length).toBeGreaterThanOrEqual(10);
    expect(own.filter((ref) => !ref.uses.endsWith('@v1.4.2'))).toEqual([]);
    expect(new Set(own.map((ref) => ref.file.split('/').pop()))).toEqual(
      new Set(usesOfThisRepository(REPO_ROOT).map((ref) => ref.file.split('/').pop())),
    );
  });

  it('names only the release and its line (@v1) in the README, docs and examples, and @main nowhere', () => {
    expect(releaseRefProblems(tree, 'v1.4.2')).toEqual([]);
    const readme = readFileSync(join(tree, 'README.md'), 'utf8');
    expect(readme).toContain('/.github/workflows/deploy.yml@v1');
    for (const file of workflowFiles(tree))
      expect(readFileSync(join(tree, file), 'utf8')).not.toContain('@main');
  });

  it('is refused by --check when one ref was left behind, naming the file and line', () => {
    const deploy = join(tree, '.github/workflows/deploy.yml');
    const text = readFileSync(deploy, 'utf8');
    writeFileSync(
      deploy,
      text.replace('platform-actions/platform-actions@v1.4.2', 'platform-actions/platform-actions@main'),
    );
    try {
      const check = spawnSync(
        NODE24,
        [join(REPO_ROOT, 'scripts/release-refs.ts'), 'v1.4.2', '--check', '--root', tree],
        { encoding: 'utf8', env: releaseEnv(REPOSITORY) },
      );
      expect(check.status).toBe(1);
      expect(check.stderr).toMatch(/^\.github\/workflows\/deploy\.yml:\d+ names @main, not v1\.4\.2$/m);
    } finally {
      writeFileSync(deploy, text);
    }
  });

  it('refuses a tag that is not vX.Y.Z before changing anything', () => {
    const run = spawnSync(NODE24, [join(REPO_ROOT, 'scripts/release-refs.ts'), 'v1.4', '--root', tree], {
      encoding: 'utf8',
      env: releaseEnv(REPOSITORY),
    });
    expect(run.status).toBe(2);
    expect(run.stderr.trim()).toBe('The tag "v1.4" is not vX.Y.Z: pass the release\'s tag, e.g. v1.2.3.');
  });
});

describe("a fork's release tree", () => {
  const fork = 'octo-fork/deploy-tools';
  const tree = releaseTree('v1.4.2', fork);

  it('calls the fork’s own actions at its tag, never the upstream’s, with the repository from GITHUB_REPOSITORY', () => {
    const own = usesOfThisRepository(tree, fork);
    expect(own.length).toBe(usesOfThisRepository(REPO_ROOT).length);
    expect(own.filter((ref) => !ref.uses.endsWith('@v1.4.2'))).toEqual([]);
    expect(usesOfThisRepository(tree, REPOSITORY)).toEqual([]);
    expect(readFileSync(join(tree, 'README.md'), 'utf8')).toContain(
      `${fork}/.github/workflows/deploy.yml@v1`,
    );
    expect(releaseRefProblems(tree, 'v1.4.2', fork)).toEqual([]);
  });

  it('is refused by --check when a ref still names the upstream', () => {
    const problems = releaseRefProblems(copyOfTheRepository(), 'v1.4.2', fork);
    expect(
      problems.some((problem) =>
        /^\.github\/workflows\/deploy\.yml:\d+ names platform-actions\/platform-actions, not octo-fork\/deploy-tools/.test(
          problem,
        ),
      ),
    ).toBe(true);
  });
});

describe('the tree on main', () => {
  it('calls the actions at @main from the workflows (the release rewrites them), and is no release tree', () => {
    const own = usesOfThisRepository(REPO_ROOT);
    expect(own.filter((ref) => !ref.uses.endsWith('@main'))).toEqual([]);
    expect(releaseRefProblems(REPO_ROOT, 'v1.0.0').length).toBeGreaterThan(0);
  });

  it('tells users to pin the release line @v1 in the README, docs and examples, never @main', () => {
    const problems = releaseRefProblems(REPO_ROOT, 'v1.0.0').filter(
      (problem) => !problem.startsWith('.github/'),
    );
    expect(problems).toEqual([]);
  });
});

interface Step {
  readonly name?: string;
  readonly uses?: string;
  readonly run?: string;
  readonly with?: Record<string, string>;
}

describe('release.yml', () => {
  const workflow = parse(readFileSync(join(REPO_ROOT, '.github/workflows/release.yml'), 'utf8')) as {
    jobs: { release: { permissions: Record<string, string>; steps: Step[] } };
  };
  const { steps, permissions } = workflow.jobs.release;
  const at = (predicate: (step: Step) => boolean) => steps.findIndex(predicate);

  it('pins the refs and checks them before it moves any tag or publishes', () => {
    const pin = at(
      (step) =>
        step.run?.includes('node scripts/release-refs.ts "$TAG" --repository "$GITHUB_REPOSITORY"\n') ??
        false,
    );
    const check = at((step) => step.run?.includes('--repository "$GITHUB_REPOSITORY" --check') ?? false);
    const firstTag = at((step) => step.run?.includes('git tag --force') ?? false);
    const publish = at((step) => step.run?.includes('gh release create') ?? false);
    expect(pin).toBeGreaterThan(-1);
    expect(check).toBe(pin);
    const pinRun = steps[pin]!.run!;
    expect(pinRun.indexOf('--check')).toBeLessThan(pinRun.indexOf('git tag --force'));
    expect(firstTag).toBe(pin);
    expect(publish).toBeGreaterThan(pin);
  });

  it('attests the provenance of dist/ with a pinned actions/attest-build-provenance, with the scopes it needs', () => {
    const attest = steps.find((step) => step.uses?.startsWith('actions/attest-build-provenance@'));
    expect(attest?.uses).toMatch(/^actions\/attest-build-provenance@[0-9a-f]{40}$/);
    expect(attest?.with?.['subject-path']).toMatch(/^dist\//);
    expect(permissions).toMatchObject({ 'id-token': 'write', attestations: 'write', contents: 'write' });
  });

  it('publishes a draft with its assets first, then fails unless GitHub reports the release immutable', () => {
    const run = steps.find((step) => step.run?.includes('gh release create'))?.run ?? '';
    const order = [
      'gh release create',
      '--draft',
      'gh release upload',
      'gh release edit "$TAG" --draft=false',
      ".immutable'",
    ];
    const positions = order.map((part) => run.indexOf(part));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(run).toMatch(/if \[ "\$immutable" != true \]; then[\s\S]*exit 1/);
  });

  it('pins a tree that is pinned already without failing: a release job run again succeeds', () => {
    const script = steps.find((step) => step.run?.includes('git tag --force "$TAG" HEAD'))?.run ?? '';
    const tree = copyOfTheRepository();
    mkdirSync(join(tree, 'scripts'));
    cpSync(join(REPO_ROOT, 'scripts/release-refs.ts'), join(tree, 'scripts/release-refs.ts'));
    const origin = mkdtempSync(join(tmpdir(), 'release-origin-'));
    const git = (...args: string[]) => {
      const ran = spawnSync('git', args, { cwd: tree, encoding: 'utf8' });
      expect(ran.status, ran.stderr).toBe(0);
      return ran.stdout.trim();
    };
    expect(spawnSync('git', ['init', '--quiet', '--bare', origin]).status).toBe(0);
    git('init', '--quiet');
    git('add', '--all');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '--quiet', '--message', 'main');
    git('remote', 'add', 'origin', origin);
    const mainSha = git('rev-parse', 'HEAD');
    const output = join(tree, '..', `${tree.split('/').pop()}-output`);
    const pinStep = () =>
      spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', script], {
        cwd: tree,
        encoding: 'utf8',
        env: {
          ...releaseEnv('octo-fork/deploy-tools'),
          PATH: `${dirname(NODE24)}:${process.env.PATH ?? ''}`,
          TAG: 'v1.4.2',
          GITHUB_SHA: mainSha,
          GITHUB_OUTPUT: output,
        },
      });
    const first = pinStep();
    expect(first.status, first.stderr).toBe(0);
    const pinned = git('rev-parse', 'refs/tags/v1.4.2');
    expect(pinned).not.toBe(mainSha);
    // The job run again: its checkout is the pinned commit the tag names now.
    git('checkout', '--quiet', pinned);
    const again = pinStep();
    expect(again.status, `${again.stdout}${again.stderr}`).toBe(0);
    expect(again.stdout).toContain('nothing to commit');
    expect(git('rev-parse', 'refs/tags/v1.4.2')).toBe(pinned);
    expect(readFileSync(output, 'utf8')).toContain(`sha=${pinned}`);
  });
});
