import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PinRow, PinTable } from '../../scripts/read-action-pin.ts';
import { REPO_ROOT } from '../e2e/harness.ts';
import { loadPinTable, pinnedFiles, pinProblemAgainst, pinsIn, runtimeProblem } from './action-pins.ts';

/**
 * Every third-party pin of the tree (workflows, examples, docs, READMEs) is a row of
 * .github/action-pins.json: a SHA read from the action's own repository with git
 * (scripts/read-action-pin.ts), the version its tag names, and a runtime of node24 or newer.
 * release.yml once pinned a SHA that was no commit of its action: it would have failed on the first
 * real release, after the tag was pushed.
 */

const table = loadPinTable(REPO_ROOT);
const treePins = pinnedFiles(REPO_ROOT).flatMap((file) =>
  pinsIn(file, readFileSync(join(REPO_ROOT, file), 'utf8')),
);
const problemsOf = (file: string, text: string, against: PinTable = table) =>
  pinsIn(file, text)
    .map((pin) => pinProblemAgainst(pin, against))
    .filter(Boolean);

describe('the pin table', () => {
  it('has one row per action, each a full SHA read from its repository on a stated day', () => {
    expect(table.pins.length).toBeGreaterThanOrEqual(5);
    expect(new Set(table.pins.map((row) => row.action)).size).toBe(table.pins.length);
    for (const row of table.pins) {
      expect(row.commit, row.action).toMatch(/^[0-9a-f]{40}$/);
      expect(row.version, row.action).toMatch(/^v\d+\.\d+\.\d+$/);
      expect(row.source, row.action).toMatch(
        new RegExp(
          `^(annotated|lightweight) tag ${row.version} .* github\\.com/${row.action.split('/').slice(0, 2).join('/')} .*read with git on \\d{4}-\\d{2}-\\d{2}$`,
        ),
      );
    }
  });

  it('has only rows the tree uses: a pin nobody names is a fact nobody checks', () => {
    const used = new Set(treePins.map((pin) => pin.action));
    expect(table.pins.map((row) => row.action).filter((action) => !used.has(action))).toEqual([]);
  });

  it('runs every pinned action on node24 or newer, composites through their own pinned steps', () => {
    expect(
      table.pins.filter((row) => runtimeProblem(row)).map((row) => `${row.action}: ${runtimeProblem(row)}`),
    ).toEqual([]);
  });
});

describe('every pin of the tree', () => {
  it('finds the pins of workflows, examples, READMEs and docs prose', () => {
    const files = new Set(treePins.map((pin) => pin.file));
    for (const file of [
      '.github/workflows/release.yml',
      'examples/workflows/cdn-publish.yml',
      'README.md',
      'docs/workflows.md',
    ]) {
      expect(files, file).toContain(file);
    }
    expect(treePins.some((pin) => pin.action === 'actions/attest-build-provenance')).toBe(true);
  });

  it('is a row of the table: its SHA, its version comment and a node24 runtime', () => {
    expect(treePins.map((pin) => pinProblemAgainst(pin, table)).filter(Boolean)).toEqual([]);
  });
});

describe('the check', () => {
  const checkout = table.pins.find((row) => row.action === 'actions/checkout')!;
  const good = `      - uses: actions/checkout@${checkout.commit} # ${checkout.version}`;

  it('passes a pin that is a row of the table', () => {
    expect(problemsOf('ok.yml', `steps:\n${good}\n`)).toEqual([]);
  });

  it("fails with file:line on a SHA that is not its action's (the release.yml attest pin of issue 39)", () => {
    const planted =
      'steps:\n      - uses: actions/attest-build-provenance@977bb373ede98d70efbf0b7b13af9c3d6651dc60 # v4.1.0\n';
    expect(problemsOf('.github/workflows/planted.yml', planted)).toEqual([
      expect.stringMatching(
        /^\.github\/workflows\/planted\.yml:2 actions\/attest-build-provenance@977bb373.*that SHA is not in/,
      ),
    ]);
  });

  it('fails on a version comment that disagrees, or is missing', () => {
    const wrong = good.replace(`# ${checkout.version}`, '# v4.2.2');
    const missing = good.replace(/ # .*$/, '');
    const problems = problemsOf('README.md', `\`\`\`yaml\n${wrong}\n${missing}\n\`\`\`\n`);
    expect(problems).toEqual([
      expect.stringMatching(/^README\.md:2 .*the comment says # v4\.2\.2, but that commit is v/),
      expect.stringMatching(/^README\.md:3 .*the comment says no version/),
    ]);
  });

  it("fails on an unknown action, a tag, and a shortened SHA in prose that is not the row's", () => {
    const problems = problemsOf(
      'docs/x.md',
      [
        '- uses: someone/else@0123456789012345678901234567890123456789 # v1.0.0',
        `- uses: actions/checkout@${checkout.version}`,
        'pinned (`actions/checkout@11bd7190… # v4.2.2`)',
        `pinned (\`actions/checkout@${checkout.commit.slice(0, 8)}… # ${checkout.version}\`)`,
      ].join('\n'),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^docs\/x\.md:1 someone\/else@\w+: someone\/else is not in \.github\/action-pins\.json/,
      ),
      expect.stringMatching(/^docs\/x\.md:2 .*full commit SHA/),
      expect.stringMatching(/^docs\/x\.md:3 actions\/checkout@11bd7190….*that SHA is not in/),
    ]);
  });

  it('fails on a pin whose runtime is older than node24, and on a composite that runs one', () => {
    const old: PinRow = {
      ...checkout,
      version: 'v4.2.2',
      commit: '11bd71901bbe5b1630ceea73d27597364c9af683',
      'runs.using': 'node20',
    };
    const composite: PinRow = {
      ...checkout,
      action: 'someone/composite',
      'runs.using': 'composite',
      steps: [
        {
          uses: `actions/checkout@${old.commit}`,
          version: 'v4.2.2',
          'runs.using': 'node20',
          source: old.source,
        },
      ],
    };
    const planted = { ...table, pins: [old, composite] };
    const text = `- uses: actions/checkout@${old.commit} # v4.2.2\n- uses: someone/composite@${checkout.commit} # ${checkout.version}\n`;
    expect(problemsOf('examples/workflows/old.yml', text, planted)).toEqual([
      expect.stringMatching(/^examples\/workflows\/old\.yml:1 .*runs on node20, older than node24/),
      expect.stringMatching(
        /^examples\/workflows\/old\.yml:2 .*its step actions\/checkout@11bd7190\w+ runs on node20/,
      ),
    ]);
  });

  it("leaves this repository's own refs to the release checks", () => {
    const own = '- uses: platform-actions/platform-actions/actions/run@v1\n- uses: ./actions/api\n';
    expect(pinsIn('own.yml', own)).toEqual([]);
  });
});
