import { describe, expect, it } from 'vitest';
import { keySlot, MAX_MATRIX_LEGS, planLegs } from '../../src/manifest/legs.ts';
import { type Manifest, readManifest } from '../../src/manifest/manifest.ts';
import { selectChanged, watcher } from '../../src/manifest/select.ts';
import { problems } from './problems.ts';

describe('platform.yml', () => {
  it('reads keys, defaults and the short form', () => {
    const manifest = readManifest(
      [
        'projects:',
        '  web:',
        '    project: shop',
        '    path: ./apps/web/',
        '    watch: [apps/web/**, packages/ui/**]',
        '    checks: [/, /health]',
        '    exclude: "**/*.map"',
        '    timeout: 15m',
        '  docs: docs-site',
      ].join('\n'),
      'platform.yml',
    );
    expect(manifest.projects).toEqual([
      {
        key: 'web',
        project: 'shop',
        path: 'apps/web',
        watch: ['apps/web/**', 'packages/ui/**'],
        checks: ['/', '/health'],
        exclude: ['**/*.map'],
        timeout: '15m',
        line: 2,
        pathLine: 4,
        watchLine: 5,
      },
      { key: 'docs', project: 'docs-site', path: '.', watch: ['**'], line: 9, pathLine: 9 },
    ]);
  });

  it('reports every problem at once, each at its line', () => {
    const text = [
      'projects:',
      '  web:',
      '    project: shop',
      '    path: /srv/web',
      '  api:',
      '    path: services/api',
      '  WEB:',
      '    project: other',
      '  bad key!:',
      '    project: x',
      '  admin:',
      '    project: admin',
      '    watch: [apps/admin/**, ../secrets/**]',
      '    timeout: soon',
      '    checks: [health]',
      'extra: 1',
    ].join('\n');
    expect(problems(text)).toEqual([
      '4: Project "web": path "/srv/web" is absolute; write it relative to the repository root, e.g. apps/web.',
      '5: Project "api" has no `project:`; set it to the platform project\'s id or name.',
      '7: Project key "WEB" is used twice (first at line 2, keys are compared ignoring case); give each project its own key.',
      '9: Project key "bad key!" must be 1 to 63 letters, digits, ".", "_" or "-", starting with a letter or digit; rename it.',
      '13: Project "admin": watch "../secrets/**" climbs out with ".."; write it relative to the repository root, inside it.',
      '14: Project "admin": timeout "soon" is not a duration; write it as 90s, 15m, 1h or a number of seconds.',
      '15: Project "admin": checks "health" must start with "/" (a path of the live URL).',
      '16: Unknown key "extra" in the manifest; use one of projects.',
    ]);
  });

  it("takes a project's preview templates, and refuses one without {pr} or with an unknown placeholder", () => {
    const good = readManifest(
      "projects:\n  web:\n    project: shop\n    preview-name: '{project}-review-{pr}'\n    preview-domain: web-{pr}.preview.example.com\n",
      'platform.yml',
    );
    expect(good.projects[0]).toMatchObject({
      previewName: '{project}-review-{pr}',
      previewDomain: 'web-{pr}.preview.example.com',
    });
    const text = [
      'projects:',
      '  web:',
      '    project: shop',
      '    preview-name: shop-preview',
      "    preview-domain: '{project}-{pr}.example.com'",
    ].join('\n');
    expect(problems(text)).toEqual([
      '4: Project "web": preview-name "shop-preview" has no {pr}, so every pull request would share one preview; add {pr}, e.g. web-pr-{pr}.',
      '5: Project "web": preview-domain "{project}-{pr}.example.com" uses {project}; only {pr}, {branch}, {sha} are known.',
    ]);
  });

  it('refuses a manifest without projects, and YAML syntax errors, at their line', () => {
    expect(problems('projects: {}\n')[0]).toMatch(/^1: Key "projects" must map at least one key/);
    expect(problems('- web\n')[0]).toMatch(/^1: The manifest must be a mapping/);
    expect(problems('projects:\n  web: [\n')[0]).toMatch(/YAML syntax error/);
  });
});

const manifest: Manifest = readManifest(
  [
    'projects:',
    '  web: { project: shop, path: apps/web, watch: [apps/web/**, packages/ui/**, "!apps/web/**/*.md"] }',
    '  api: { project: api, path: services/api }',
    '  root: { project: site }',
  ].join('\n'),
  'platform.yml',
);

describe('which projects a change redeploys', () => {
  const keys = (files: string[]) =>
    selectChanged(manifest, { kind: 'files', files }).projects.map((project) => project.key);

  it('matches watch globs, dotfiles included, and a later ! takes files back out', () => {
    expect(keys(['packages/ui/button.tsx'])).toEqual(['web', 'root']);
    expect(keys(['services/api/.env.example'])).toEqual(['api', 'root']);
    const web = watcher(['apps/web/**', '!apps/web/**/*.md']);
    expect(web('apps/web/README.md')).toBe(false);
    expect(web('apps/web/src/a.ts')).toBe(true);
    expect(web('apps/webshop/a.ts')).toBe(false);
  });

  it('says why in English: one file touches, two files touch, of one project or several', () => {
    const reason = (files: string[], of = manifest) => selectChanged(of, { kind: 'files', files }).reason;
    expect(reason(['services/api/a.ts'])).toBe('1 changed file touches 2 of 3 projects.');
    expect(reason(['services/api/a.ts', 'README.md'])).toBe('2 changed files touch 2 of 3 projects.');
    const single = readManifest('projects:\n  web: { project: shop, path: apps/web }', 'platform.yml');
    expect(reason(['apps/web/a.ts'], single)).toBe('1 changed file touches 1 of 1 project.');
  });

  it('a change to the manifest itself redeploys everything', () => {
    expect(selectChanged(manifest, { kind: 'files', files: ['platform.yml'] }).projects).toHaveLength(3);
  });
});

describe('legs of the matrix', () => {
  const projects = (count: number) =>
    Array.from({ length: count }, (_, index) => ({
      key: `p${index}`,
      project: `p${index}`,
      path: '.',
      watch: ['**'],
      line: index + 2,
      pathLine: index + 2,
    }));

  it('one per project up to 256', () => {
    expect(planLegs(projects(256)).map((leg) => leg.keys.length)).toEqual(new Array(256).fill(1));
  });

  it('past 256, at most 256 batches that cover each project once, in manifest order within a batch', () => {
    for (const count of [257, 300, 1000]) {
      const legs = planLegs(projects(count));
      expect(legs.length).toBeLessThanOrEqual(MAX_MATRIX_LEGS);
      expect(legs.every((leg) => leg.keys.length > 0)).toBe(true);
      const order = projects(count).map((project) => project.key);
      expect(legs.flatMap((leg) => leg.keys).sort()).toEqual([...order].sort());
      for (const leg of legs) expect(leg.keys).toEqual(order.filter((key) => leg.keys.includes(key)));
    }
  });

  // Batches lock separately: a project that moved to another batch between two runs could be
  // deployed by both at once.
  it('past 256, inserting or removing one key moves no other project to another batch', () => {
    const batchOf = (legs: ReturnType<typeof planLegs>) =>
      new Map(legs.flatMap((leg) => leg.keys.map((key) => [key, leg.key] as const)));
    const before = batchOf(planLegs(projects(300)));
    const inserted = [...projects(300)];
    inserted.splice(10, 0, { ...inserted[0]!, key: 'newcomer', project: 'newcomer' });
    const after = batchOf(planLegs(inserted));
    const moved = [...before].filter(([key, batch]) => after.get(key) !== batch);
    expect(moved).toEqual([]);
    const removed = batchOf(planLegs(projects(300).filter((project) => project.key !== 'p5')));
    expect([...removed].filter(([key, batch]) => before.get(key) !== batch)).toEqual([]);
  });

  it('a key of the pool by a stable hash, spread over the pool', () => {
    expect(keySlot('web', 3)).toBe(keySlot('web', 3));
    expect(keySlot('web', 1)).toBe(0);
    const slots = new Set(Array.from({ length: 60 }, (_, index) => keySlot(`app-${index}`, 3)));
    expect(slots).toEqual(new Set([0, 1, 2]));
  });
});
