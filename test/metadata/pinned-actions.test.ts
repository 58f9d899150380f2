import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { REPO_ROOT } from '../e2e/harness.ts';
import { isOwn, pinProblem, type UsesRef, usesRefs } from './workflow-refs.ts';

/**
 * Third-party actions run with the job's token and secrets: a tag can be moved to other code, a commit
 * SHA cannot. Every `uses:` of someone else's action is pinned to a full SHA, with the version in a
 * comment that dependabot (.github/dependabot.yml) reads and bumps together with the SHA.
 */

const WORKFLOW_DIRS = ['.github/workflows', 'examples/workflows'];
function workflowRefs(): UsesRef[] {
  return WORKFLOW_DIRS.flatMap((dir) =>
    readdirSync(join(REPO_ROOT, dir))
      .filter((name) => /\.ya?ml$/.test(name))
      .flatMap((name) => usesRefs(`${dir}/${name}`, readFileSync(join(REPO_ROOT, dir, name), 'utf8'))),
  );
}

describe('third-party actions are pinned to commit SHAs', () => {
  const refs = workflowRefs();

  it('finds the uses: of every workflow, ours and others', () => {
    expect(refs.some((ref) => ref.uses.startsWith('actions/checkout@'))).toBe(true);
    expect(refs.some((ref) => ref.uses.startsWith('platform-actions/platform-actions'))).toBe(true);
    expect(refs.some((ref) => ref.file.startsWith('examples/'))).toBe(true);
  });

  it('pins each to a 40-hex SHA with the version in a comment', () => {
    expect(refs.map(pinProblem).filter(Boolean)).toEqual([]);
  });

  it('pins one action to one SHA everywhere (dependabot bumps .github/workflows; the examples follow)', () => {
    const shas = new Map<string, Set<string>>();
    for (const ref of refs) {
      if (pinProblem(ref) !== undefined || isOwn(ref.uses)) continue;
      const [name = '', sha = ''] = ref.uses.split('@');
      shas.set(name, (shas.get(name) ?? new Set()).add(`${sha} # ${ref.comment}`));
    }
    const split = [...shas]
      .filter(([, pins]) => pins.size > 1)
      .map(([name, pins]) => `${name}: ${[...pins]}`);
    expect(split).toEqual([]);
  });

  it('refuses a tag, a branch, a short SHA and a SHA without its version', () => {
    const problems = usesRefs(
      'bad.yml',
      [
        'jobs:',
        '  a:',
        '    steps:',
        '      - uses: actions/checkout@v4',
        '      - uses: actions/setup-node@main',
        '      - uses: actions/cache@1bd1e32 # v4.2.0',
        '      - uses: actions/github-script@ed597411d8f924073f98dfc5c65a23a2325f34cd',
        '      - uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2',
        '      - uses: ./actions/api',
        '      - uses: platform-actions/platform-actions/actions/run@main',
      ].join('\n'),
    ).map(pinProblem);
    expect(problems.slice(0, 4).every((problem) => typeof problem === 'string')).toBe(true);
    expect(problems[3]).toContain('without its version');
    expect(problems.slice(4)).toEqual([undefined, undefined, undefined]);
  });
});

describe('dependabot', () => {
  const config = parseDocument(readFileSync(join(REPO_ROOT, '.github/dependabot.yml'), 'utf8')).toJS() as {
    updates: { 'package-ecosystem': string; directory: string }[];
  };
  it('keeps the pinned actions and the npm dependencies current', () => {
    const ecosystems = config.updates.map((update) => update['package-ecosystem']);
    expect(ecosystems).toEqual(expect.arrayContaining(['github-actions', 'npm']));
  });
});
