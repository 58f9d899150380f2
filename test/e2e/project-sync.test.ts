import { describe, expect, it } from 'vitest';
import { readableText } from '../../src/render/markdown.ts';
import type { ProjectRecord } from '../fakes/platform/records.ts';
import type { World } from '../support/world.ts';
import { acceleratedWorldPerTest } from '../support/world-per-test.ts';
import {
  expectRefusedWithoutWrites,
  expectRerunChangesNothing,
  expectSucceeded,
  expectSucceededWithoutWrites,
  planOf,
  runSyncFile,
  writesFrom,
} from './fixtures.ts';
import { seedEnvGroups } from './project-sync-world.ts';

let world: World;
let project: ProjectRecord;
// Domain activation and the proxy-status wait run on virtual time, ten times faster than real.
acceleratedWorldPerTest({}, (started) => {
  world = started;
  project = world.platform.admin.createProject({ name: 'shop' });
  seedEnvGroups(world, [
    ['grp_observability', 'observability'],
    ['grp_payments', 'payments'],
  ]);
});

const PROJECT_FILE = `
settings:
  buildCommand: npm run build
  outputDirectory: dist
  node_version: 22
  metadata: { team: storefront }
routing: spa
proxy-rules:
  - prefix: /api
    origin: https://api.example.com
  - prefix: /images
    origin: https://images.example.com
domains:
  - shop.example.com
env-groups:
  - observability
restart:
  - web
`;

function sync(
  text: string,
  inputs: Record<string, string> = {},
  key?: string,
  options: { bundle?: boolean } = {},
) {
  const file = { path: 'platform/project.yml', text };
  return runSyncFile(world, 'project-sync', file, { project: project.id, ...inputs }, { key, ...options });
}

const web = () => world.platform.state.services.get(project.id)?.get('web');

describe('project-sync action', () => {
  it('plans with a read key without writing, applies, restarts the service, and then plans nothing', async () => {
    const dry = await expectSucceededWithoutWrites(world.platform, () =>
      sync(PROJECT_FILE, { 'dry-run': 'true' }, world.platform.readKey),
    );
    expect(dry.outputs).toMatchObject({ changed: 'true', created: '4', updated: '5', deleted: '0' });
    expect(dry.summary).toContain(`### Project sync: platform/project.yml → ${project.id} (dry run)`);
    expect(dry.summary).toContain('| update | buildCommand | setting | (unset) → npm run build |');
    expect(dry.summary).toContain('| update | static-routing | routing mode | files → spa |');
    // A URL from the file renders inert (no autolink); read as a person reads it.
    expect(readableText(dry.summary)).toContain(
      '| create | /api | proxy rule | (none) → https://api.example.com |',
    );
    expect(dry.summary).toContain('| create | shop.example.com | domain | (none) → attached |');
    expect(dry.summary).toContain(
      '| create | grp_observability | env group | (none) → attached (observability) |',
    );
    expect(dry.summary).toContain('Applying this plan would then restart web.');

    const applied = await sync(PROJECT_FILE);
    expect(applied.exitCode, applied.stdout + applied.stderr).toBe(0);
    expect(applied.outputs).toMatchObject({ changed: 'true', created: '4', updated: '5', restarted: 'web' });
    expect(project).toMatchObject({
      buildCommand: 'npm run build',
      outputDirectory: 'dist',
      nodeVersion: '22',
      metadata: { team: 'storefront' },
      staticRouting: 'spa',
    });
    expect(project.proxyRules).toEqual([
      { prefix: '/api', origin: 'https://api.example.com' },
      { prefix: '/images', origin: 'https://images.example.com' },
    ]);
    expect(world.platform.state.domains.get('shop.example.com')?.projectId).toBe(project.id);
    expect(world.platform.state.envGroups.get('grp_observability')?.projectIds).toEqual([project.id]);
    expect(web()?.restartCount).toBe(1);
    // The attached domain's proxy status was waited for and reported: it activates after 100 ms.
    expect(JSON.parse(applied.outputs['proxy-status'] ?? '{}')).toEqual({ 'shop.example.com': 'active' });
    expect(applied.summary).toContain('Proxy status of shop.example.com: active.');
    expect(applied.summary).toContain('Restarted service web.');

    const second = await expectRerunChangesNothing(world.platform, () => sync(PROJECT_FILE), 9, {
      restarted: '',
    });
    expect(web()?.restartCount).toBe(1);
    expect(second.summary).toContain('Nothing changed, so web was not restarted.');
  });

  it('refuses to drop proxy rules the file does not list, writing nothing, and drops them with prune', async () => {
    project.proxyRules = [
      { prefix: '/legacy', origin: 'https://old.example.com' },
      { prefix: '/api', origin: 'https://api.example.com' },
    ];
    const file = 'proxy-rules:\n  - { prefix: /api, origin: "https://api-v2.example.com" }\n';
    const refused = await expectRefusedWithoutWrites(
      world.platform,
      () => sync(file),
      'the platform replaces the whole list of proxy rules, so writing it would delete this rule, which is not declared: /legacy; declare it in proxy-rules, or set `prune: true` to delete it. Nothing was written.',
    );
    // What the runs below write, the refusal above having written nothing.
    const writes = writesFrom(world.platform);
    expect(refused.summary).toContain('**Refused, nothing was written:**');
    expect(refused.outputs.changed).toBe('true');
    // force is about size, not about losing what the file never mentioned.
    const forced = await sync(file, { force: 'true' });
    expect(forced.exitCode).toBe(1);
    expect(writes()).toEqual([]);

    const pruned = await sync(file, { prune: 'true' });
    expect(pruned.exitCode, pruned.stdout).toBe(0);
    expect(planOf(pruned).counts).toMatchObject({ update: 1, delete: 1 });
    expect(project.proxyRules).toEqual([{ prefix: '/api', origin: 'https://api-v2.example.com' }]);
    // Unchanged rules with an unlisted one: nothing is written, so nothing is refused.
    project.proxyRules.push({ prefix: '/legacy', origin: 'https://old.example.com' });
    const untouched = await sync(file);
    expectSucceeded(untouched, { changed: 'false', unmanaged: '1' });
  });

  it("applies the engine's thresholds: updating 4 of 10 managed items needs force", async () => {
    const file = [
      'settings:',
      '  name: shop',
      '  repository: null',
      '  defaultBranch: main',
      '  framework: astro',
      '  buildCommand: npm run build',
      '  installCommand: npm ci',
      '  outputDirectory: dist',
      '  rootDirectory: null',
      "  nodeVersion: '24'",
      '  metadata: {}',
    ].join('\n');
    await expectRefusedWithoutWrites(
      world.platform,
      () => sync(file),
      'it updates 4 of 10 existing project settings (40%, over 30%); check the plan and, if it is what you want, re-run with `force: true`.',
    );
    const forced = await sync(file, { force: 'true' });
    expectSucceeded(forced, { updated: '4', unchanged: '6' });
    expect(project).toMatchObject({ framework: 'astro', installCommand: 'npm ci' });
  });

  it('changes the primary domain only with allow-primary-change, and reports the proxy status', async () => {
    const now = new Date().toISOString();
    const verification = {
      type: 'CNAME' as const,
      name: 'old.example.com',
      value: 'shop.edge.platform.test',
    };
    world.platform.state.domains.set('old.example.com', {
      domain: 'old.example.com',
      projectId: project.id,
      primary: true,
      status: 'active',
      verification,
      createdAt: now,
      updatedAt: now,
    });
    project.primaryDomain = 'old.example.com';
    const file = 'domains:\n  - old.example.com\n  - name: shop.example.com\n    primary: true\n';
    await expectRefusedWithoutWrites(
      world.platform,
      () => sync(file),
      'it changes the primary (production) domain from old.example.com to shop.example.com; set `allow-primary-change: true` to allow it',
    );
    // What the runs below write, the refusal above having written nothing.
    const writes = writesFrom(world.platform);
    // Detaching the primary domain with prune is a primary change too.
    const detach = await sync('domains:\n  - shop.example.com\n', { prune: 'true' });
    expect(detach.exitCode).toBe(1);
    expect(detach.errors.join('\n')).toContain(
      'it detaches old.example.com, the primary (production) domain',
    );
    expect(writes()).toEqual([]);
    // A strict boolean, like every other.
    const bad = await sync(file, { 'allow-primary-change': 'yes' });
    expect(bad.errors.join('\n')).toContain('Input "allow-primary-change" must be true or false');

    const allowed = await sync(file, { 'allow-primary-change': 'true' });
    expect(allowed.exitCode, allowed.stdout).toBe(0);
    expect(project.primaryDomain).toBe('shop.example.com');
    expect(world.platform.state.domains.get('old.example.com')?.primary).toBe(false);
    expect(writes().map((write) => `${write.method} ${write.path}`)).toEqual([
      `POST /projects/${project.id}/domains`,
      `POST /projects/${project.id}/domains/shop.example.com/primary`,
    ]);
    expect(JSON.parse(allowed.outputs['proxy-status'] ?? '{}')).toEqual({ 'shop.example.com': 'active' });
    const second = await sync(file);
    expect(second.outputs.changed).toBe('false');
  });

  it('reports every problem of the file at its line, with the known settings, before any write', async () => {
    const file = [
      'settings:',
      '  buildCommand: npm run build',
      '  buildComand: typo',
      'routing: spa',
      'proxy-rules:',
      '  - { prefix: api, origin: "https://api.example.com" }',
      '  - { prefix: /img, origin: "ftp://files.example.com" }',
      'domains: [ "not a host" ]',
      'env-groups: [ grp_missing ]',
      'restart: [ worker ]',
      'colour: blue',
    ].join('\n');
    const writes = writesFrom(world.platform);
    const offline = await sync(file);
    expect(offline.exitCode).toBe(1);
    const message = offline.errors.join('\n');
    expect(message).toContain(
      'platform/project.yml:6: A proxy rule prefix must be a plain path that starts with /',
    );
    expect(message).toContain('platform/project.yml:7: Proxy rule /img: origin must be an http or https URL');
    expect(message).toContain('platform/project.yml:8: Domain "not a host" is not a valid host name');
    expect(message).toContain('platform/project.yml:11: Unknown key "colour" in the project file');
    expect(writes()).toEqual([]);
    // The checks that need the platform: settings it shows, groups and services it has.
    const online = await sync(
      file.split('\n').slice(0, 4).concat('env-groups: [ grp_missing ]', 'restart: [ worker ]').join('\n'),
    );
    expect(online.exitCode).toBe(1);
    const text = online.errors.join('\n');
    expect(text).toContain(
      'platform/project.yml:3: Unknown setting "buildComand": the project\'s settings are name, repository, defaultBranch, framework, buildCommand, installCommand, outputDirectory, rootDirectory, nodeVersion, metadata.',
    );
    expect(text).toContain(
      'platform/project.yml:5: Env group "grp_missing" is not an env group of this account',
    );
    expect(text).toContain(
      `platform/project.yml:6: Service "worker" is not a service of project ${project.id}; its services are web.`,
    );
    expect(writes()).toEqual([]);
  });

  it('applies one file to a preview project with overrides: its own proxy origin and settings', async () => {
    const preview = world.platform.admin.createProject({ name: 'shop-pr-7' });
    const overrides = [
      'settings:',
      '  buildCommand: npm run build:preview',
      'proxy-rules:',
      '  - prefix: /api',
      '    origin: https://api-pr-7.preview.example.com',
      'domains: []',
    ].join('\n');
    const result = await sync(PROJECT_FILE, { project: preview.id, overrides });
    expect(result.exitCode, result.stdout + result.stderr).toBe(0);
    expect(preview).toMatchObject({
      buildCommand: 'npm run build:preview',
      outputDirectory: 'dist',
      staticRouting: 'spa',
    });
    expect(preview.proxyRules).toEqual([{ prefix: '/api', origin: 'https://api-pr-7.preview.example.com' }]);
    expect([...world.platform.state.domains.values()].filter((d) => d.projectId === preview.id)).toEqual([]);
    // Production was not touched.
    expect(project.proxyRules).toEqual([]);
    // A mistake in the overrides points at the input, not at the file.
    const bad = await sync(PROJECT_FILE, {
      project: preview.id,
      overrides: 'proxy-rules:\n  - { prefix: /api, origin: nope }',
    });
    expect(bad.exitCode).toBe(1);
    expect(bad.errors.join('\n')).toContain(
      'input "overrides":2: Proxy rule /api: origin must be an http or https URL',
    );
  });

  it('runs as the built bundle', async () => {
    const result = await sync('routing: clean-urls\n', {}, world.platform.fullKey, { bundle: true });
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.outputs).toMatchObject({ changed: 'true', updated: '1' });
    expect(project.staticRouting).toBe('clean-urls');
  });

  it('a committed value with lone carriage returns stays in its cell of plan-markdown and the summary', async () => {
    const file = 'settings:\n  buildCommand: "npm run build\\r| INJECTED | row |\\r\\r# INJECTED heading"\n';
    const dry = await sync(file, { 'dry-run': 'true' }, world.platform.readKey);
    expect(dry.exitCode, dry.stdout + dry.stderr).toBe(0);
    for (const markdown of [dry.outputs['plan-markdown'] ?? '', dry.summary]) {
      expect(markdown).toContain('npm run build<br>\\| INJECTED \\| row \\|<br><br># INJECTED heading');
      expect(
        markdown
          .split(/\r\n|[\n\r\v\f\u0085\u2028\u2029]/)
          .filter((line) => /^\s*(#|\|) INJECTED/.test(line)),
      ).toEqual([]);
    }
  });
});
