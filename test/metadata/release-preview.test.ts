import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { changelogSection, releasePreview } from '../../scripts/release-preview.ts';
import { NODE24, REPO_ROOT } from '../e2e/harness.ts';
import { loadPinTable } from './action-pins.ts';

/**
 * Versions that mean something (issue 33.4): `npm run release -- X.Y.Z` shows what the tag would pin
 * without writing anything, and the README documents no feature a release has not shipped, unless it
 * says "next release" on that line.
 */

const read = (file: string) => readFileSync(join(REPO_ROOT, file), 'utf8');
const changelog = read('CHANGELOG.md');
const released = [...changelog.matchAll(/^## \[(\d+\.\d+\.\d+)\]/gm)].map(([, version]) => version!);
const newest = released[0]!;

describe('npm run release -- <version>', () => {
  it('shows every ref the release commit would change, the third-party pins and the notes', () => {
    const lines = releasePreview(REPO_ROOT, `v${newest}`);
    expect(lines[0]).toBe(
      `Release v${newest}: the workflows would call this repository at @v${newest}, the docs and examples at @v${newest.split('.')[0]}.`,
    );
    const changes = lines.filter((line) => /^ {2}\.github\/workflows\/[\w-]+\.yml:\d+ /.test(line));
    expect(changes.length).toBeGreaterThanOrEqual(10);
    for (const line of changes)
      expect(line).toMatch(new RegExp(`@main {2}→ {2}.*@v${newest.replaceAll('.', '\\.')}$`));
    for (const pin of loadPinTable(REPO_ROOT).pins)
      expect(lines).toContain(`  ${pin.action}@${pin.commit} # ${pin.version} (${pin['runs.using']})`);
    const notes = changelogSection(changelog, newest)!;
    expect(notes.length).toBeGreaterThan(0);
    expect(lines.join('\n')).toContain(notes.split('\n')[0]);
  });

  it('writes nothing to the tree it previews', () => {
    const before = read('.github/workflows/deploy.yml');
    const run = spawnSync(NODE24, [join(REPO_ROOT, 'scripts/release-preview.ts'), newest], {
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('.github/workflows/deploy.yml:');
    expect(read('.github/workflows/deploy.yml')).toBe(before);
  });

  it('refuses a version with no CHANGELOG section, as release.yml would, and a version that is not X.Y.Z', () => {
    const run = spawnSync(NODE24, [join(REPO_ROOT, 'scripts/release-preview.ts'), '9.99.0'], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('CHANGELOG.md has no "## [9.99.0]" section');
    expect(() => releasePreview(REPO_ROOT, 'v1.1')).toThrow('is not vX.Y.Z');
  });
});

/** The backticked terms of a markdown text. */
const terms = (text: string) => new Set([...text.matchAll(/`([^`\n]+)`/g)].map(([, term]) => term!));
const releasedText = released.map((version) => changelogSection(changelog, version) ?? '').join('\n');
const releasedTerms = terms(releasedText);

/** The entries of the Unreleased section's "### Added": the features no release has shipped yet. */
function unreleasedAdded(text: string): string {
  const unreleased = text.slice(text.indexOf('## [Unreleased]'), text.search(/^## \[\d/m));
  const added = unreleased.indexOf('### Added');
  if (added === -1) return '';
  const end = unreleased.indexOf('\n### ', added + 1);
  return unreleased.slice(added, end === -1 ? undefined : end);
}

/** README lines that name `term` without saying it ships with the next release. */
function unmarkedMentions(readme: string, term: string): string[] {
  return readme
    .split('\n')
    .map((line, index) => ({ line, at: index + 1 }))
    .filter(({ line }) => line.includes(`\`${term}\``) && !/next release/i.test(line))
    .map(
      ({ at }) =>
        `README.md:${at} names \`${term}\`, which only "Unreleased" adds: say "(next release)" on that line`,
    );
}

describe('what the README documents', () => {
  const readme = read('README.md');

  it('has a released CHANGELOG section above 1.0.0: 1.1.0 is cut, Unreleased stays on top', () => {
    expect(released).toContain('1.1.0');
    expect(changelog.indexOf('## [Unreleased]')).toBeLessThan(changelog.indexOf(`## [${newest}]`));
  });

  it('names only actions and workflows a release shipped, or says "next release" on their row', () => {
    const rows = [...readme.matchAll(/^\| \[`([\w.-]+)`\]\(.*$/gm)];
    expect(rows.length).toBeGreaterThanOrEqual(14);
    const unshipped = rows
      .filter(([line, name]) => !releasedTerms.has(name!) && !/next release/i.test(line))
      .map(([, name]) => name);
    expect(unshipped).toEqual([]);
  });

  it('names what only Unreleased adds on lines that say "next release"', () => {
    const fresh = [...terms(unreleasedAdded(changelog))].filter((term) => !releasedTerms.has(term));
    expect(fresh.flatMap((term) => unmarkedMentions(readme, term))).toEqual([]);
  });

  it('catches an unreleased feature the README presents as shipped, and lets a marked one through', () => {
    const planted =
      '## [Unreleased]\n\n### Added\n\n- `deploy` takes `canary-percent`.\n\n### Fixed\n\n- `other`\n\n## [1.0.0]\n';
    const fresh = [...terms(unreleasedAdded(planted))].filter((term) => !releasedTerms.has(term));
    expect(fresh).toEqual(['canary-percent']);
    expect(unmarkedMentions('with:\n  `canary-percent`: 10\n', 'canary-percent')).toHaveLength(1);
    expect(unmarkedMentions('`canary-percent` (next release): 10\n', 'canary-percent')).toEqual([]);
  });
});
