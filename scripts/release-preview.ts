/**
 * What a tag would release, without tagging or writing anything here:
 *
 *     npm run release -- 1.2.3        (or v1.2.3)
 *
 * It does on a copy of the tree what release.yml does on the tagged commit (scripts/release-refs.ts),
 * and prints every ref that changes (file:line, before → after), the third-party pins the release
 * carries (.github/action-pins.json), and the CHANGELOG section that becomes the release notes. It
 * exits 2 when the version is not X.Y.Z or the CHANGELOG has no section for it, as release.yml would
 * refuse the tag.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PIN_TABLE, type PinTable } from './read-action-pin.ts';
import { pinRelease, releaseRefs } from './release-refs.ts';

/** The parts of the tree release-refs.ts reads or rewrites. */
const RELEASED_PARTS = ['.github', 'README.md', 'docs', 'actions', 'examples', 'CHANGELOG.md'];

/** The `## [X.Y.Z]` section of the changelog, without its heading, or undefined. */
export function changelogSection(changelog: string, version: string): string | undefined {
  const lines = changelog.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`## [${version}]`));
  if (start === -1) return undefined;
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## ['));
  return lines
    .slice(start + 1, end === -1 ? undefined : end)
    .join('\n')
    .trim();
}

/** The lines a release of `tag` would print: what it pins, what it carries, what it says. */
export function releasePreview(root: string, tag: string): string[] {
  const { major } = releaseRefs(tag);
  const version = tag.slice(1);
  const notes = changelogSection(readFileSync(join(root, 'CHANGELOG.md'), 'utf8'), version);
  if (notes === undefined) {
    throw new Error(`CHANGELOG.md has no "## [${version}]" section: release.yml would refuse ${tag}.`);
  }
  const copy = mkdtempSync(join(tmpdir(), 'release-preview-'));
  try {
    for (const part of RELEASED_PARTS.filter((name) => existsSync(join(root, name)))) {
      cpSync(join(root, part), join(copy, part), { recursive: true });
    }
    const changes = pinRelease(copy, tag).flatMap((file) => {
      const before = readFileSync(join(root, file), 'utf8').split('\n');
      const after = readFileSync(join(copy, file), 'utf8').split('\n');
      return before.flatMap((line, index) =>
        line === after[index] ? [] : [`  ${file}:${index + 1}  ${line.trim()}  →  ${after[index]?.trim()}`],
      );
    });
    const table = JSON.parse(readFileSync(join(root, PIN_TABLE), 'utf8')) as PinTable;
    return [
      `Release ${tag}: the workflows would call this repository at @${tag}, the docs and examples at @${major}.`,
      `Refs the release commit would change (${changes.length}):`,
      ...changes,
      `Third-party actions it runs (${PIN_TABLE}):`,
      ...table.pins.map((pin) => `  ${pin.action}@${pin.commit} # ${pin.version} (${pin['runs.using']})`),
      `Release notes (CHANGELOG.md, ${version}):`,
      ...notes.split('\n').map((line) => `  ${line}`),
    ];
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const [wanted = ''] = process.argv.slice(2);
  try {
    const tag = wanted.startsWith('v') ? wanted : `v${wanted}`;
    for (const line of releasePreview(fileURLToPath(new URL('..', import.meta.url)), tag)) console.log(line);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
}
