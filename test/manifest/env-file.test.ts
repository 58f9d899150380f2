import { symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnvFiles } from '../../src/manifest/env-file.ts';
import { readManifest } from '../../src/manifest/manifest.ts';
import { selectChanged } from '../../src/manifest/select.ts';
import { ValidationError } from '../../src/sync/validation.ts';
import { makeWorkspace } from '../e2e/fixtures.ts';

function issuesOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError)
      return error.issues.map((issue) => `${issue.file}:${issue.line}: ${issue.message}`);
    throw error;
  }
  return [];
}

const MANIFEST = [
  'projects:',
  '  web:',
  '    project: shop',
  '    path: apps/web',
  '    env-file: ./config/web.env',
  '  api: { project: api, path: apps/api, env-file: apps/api/.env }',
  '  docs: docs-site',
].join('\n');

describe('env-file in platform.yml', () => {
  it('is a path relative to the repository root, with the line that names it', () => {
    const manifest = readManifest(MANIFEST, 'platform.yml');
    expect(manifest.projects.map((project) => [project.key, project.envFile])).toEqual([
      ['web', { path: 'config/web.env', line: 5 }],
      ['api', { path: 'apps/api/.env', line: 6 }],
      ['docs', undefined],
    ]);
  });

  it('refuses a path out of the repository, a folder, or a list, at its line', () => {
    const text = [
      'projects:',
      '  a: { project: a, env-file: /etc/passwd }',
      '  b: { project: b, env-file: ../secrets.env }',
      '  c: { project: c, env-file: config/ }',
      '  d: { project: d, env-file: [a.env, b.env] }',
    ].join('\n');
    expect(issuesOf(() => readManifest(text, 'platform.yml'))).toEqual([
      'platform.yml:2: Project "a": env-file "/etc/passwd" is absolute; write it relative to the repository root, e.g. apps/web.',
      'platform.yml:3: Project "b": env-file "../secrets.env" climbs out with ".."; write it relative to the repository root, inside it.',
      'platform.yml:4: Project "c": env-file "config/" names a folder; name the dotenv file, e.g. apps/web/.env.production.',
      'platform.yml:5: Project "d": env-file must be a string, but it holds a list.',
    ]);
  });

  it('a change to the env file redeploys its project, even outside its watch globs', () => {
    const manifest = readManifest(MANIFEST, 'platform.yml');
    const keys = (files: string[]) =>
      selectChanged(manifest, { kind: 'files', files }).projects.map((project) => project.key);
    expect(keys(['config/web.env'])).toEqual(['web', 'docs']);
    expect(keys(['config/other.env'])).toEqual(['docs']);
  });
});

describe('reading the env files before any write', () => {
  const manifest = readManifest(MANIFEST, 'platform.yml');

  it("reads each project's variables", () => {
    const workspace = makeWorkspace({
      'config/web.env': 'A=1\nexport B="two words"\n',
      'apps/api/.env': 'C=3\n',
    });
    const read = readEnvFiles(workspace, manifest, manifest.projects);
    expect([...read].map(([key, variables]) => [key, Object.fromEntries(variables)])).toEqual([
      ['web', { A: '1', B: 'two words' }],
      ['api', { C: '3' }],
    ]);
  });

  it('reports every problem at once: a missing file at the manifest line, a bad line at its own, never a value', () => {
    const workspace = makeWorkspace({ 'apps/api/.env': 'C=3\nC=s3cr3t-other\nnot an assignment\n' });
    const issues = issuesOf(() => readEnvFiles(workspace, manifest, manifest.projects));
    expect(issues).toEqual([
      'apps/api/.env:2: C is set twice with different values (lines 1 and 2); keep one.',
      'apps/api/.env:3: Not a NAME=value assignment (a name starts with a letter or underscore and has only letters, digits and underscores; quote values that span lines).',
      'platform.yml:5: Project "web": env-file config/web.env is not a file in the checked-out repository; commit it there, or fix the path (relative to the repository root).',
    ]);
    expect(issues.join('\n')).not.toContain('s3cr3t');
  });

  it('refuses an empty file (it would delete every variable) and a symlink that leads out of the repository', () => {
    const outside = makeWorkspace({ 'host.env': 'HOST_SECRET=1\n' });
    const workspace = makeWorkspace({ 'config/web.env': '# nothing yet\n' });
    symlinkSync(join(outside, 'host.env'), join(workspace, 'apps-api.env'));
    writeFileSync(join(workspace, 'platform.yml'), '');
    const linked = readManifest(
      'projects:\n  web: { project: w, env-file: config/web.env }\n  api: { project: a, env-file: apps-api.env }\n',
      'platform.yml',
    );
    expect(issuesOf(() => readEnvFiles(workspace, linked, linked.projects))).toEqual([
      'platform.yml:2: Project "web": env-file config/web.env declares no NAME=value line, and an empty set would delete every variable of the project; declare at least one, or remove `env-file`.',
      'platform.yml:3: Project "api": env-file apps-api.env is not a file in the checked-out repository; commit it there, or fix the path (relative to the repository root).',
    ]);
  });

  it("reads only the projects given: an unselected project's missing file is not this run's problem", () => {
    const workspace = makeWorkspace({ 'apps/api/.env': 'C=3\n' });
    const api = manifest.projects.filter((project) => project.key === 'api');
    expect([...readEnvFiles(workspace, manifest, api).keys()]).toEqual(['api']);
  });
});
