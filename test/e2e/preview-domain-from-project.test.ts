import { describe, expect, it } from 'vitest';
import type { ProjectRecord, ProxyRule } from '../fakes/platform/records.ts';
import type { GitHubWorld } from '../support/world.ts';
import { acceleratedWorldPerTest } from '../support/world-per-test.ts';
import { expectRefusedWithoutWrites, onPullRequest, platformKeyInputs, writesFrom } from './fixtures.ts';
import { runAction } from './harness.ts';

/** What production has that its preview must get too (its domains it must not). */
const COPIED_SETTINGS = {
  buildCommand: 'npm run build',
  outputDirectory: 'dist',
  nodeVersion: '22',
  metadata: { team: 'storefront' },
  staticRouting: 'spa',
  proxyRules: [{ prefix: '/api', origin: 'https://api.example.com' }],
};

let world: GitHubWorld;
let production: ProjectRecord;
acceleratedWorldPerTest({ github: true }, (started) => {
  world = started;
  production = world.platform.admin.createProject({ name: 'shop' });
  Object.assign(production, { ...COPIED_SETTINGS, primaryDomain: 'shop.example.com' });
  const now = new Date().toISOString();
  world.platform.admin.addEnvGroup('grp_observability', 'observability').projectIds.push(production.id);
  world.platform.state.domains.set('shop.example.com', {
    domain: 'shop.example.com',
    projectId: production.id,
    primary: true,
    status: 'active',
    verification: { type: 'CNAME', name: 'shop.example.com', value: 'shop.edge.platform.test' },
    createdAt: now,
    updatedAt: now,
  });
});

function run(inputs: Record<string, string>) {
  return runAction({
    action: 'preview-domain',
    ...onPullRequest(world, 'synchronize', 7),
    inputs: {
      ...platformKeyInputs(world),
      domain: 'pr-{pr}.preview.example.com',
      'project-name': 'shop-pr-{pr}',
      deploy: 'false',
      comment: 'false',
      'github-deployment': 'false',
      ...inputs,
    },
  });
}

const previewProject = () =>
  [...world.platform.state.projects.values()].find((project) => project.name === 'shop-pr-7');

describe('preview-domain from-project', () => {
  it("creates the preview with production's settings, routing, proxy rules and env groups, never its domains", async () => {
    const result = await run({ 'from-project': production.id });
    expect(result.exitCode, result.stdout + result.stderr).toBe(0);
    const preview = previewProject();
    expect(preview).toMatchObject({
      name: 'shop-pr-7',
      ...COPIED_SETTINGS,
      primaryDomain: null,
    });
    expect(world.platform.state.envGroups.get('grp_observability')?.projectIds).toEqual([
      production.id,
      preview!.id,
    ]);
    // Only the preview domain: production's shop.example.com stays production's alone.
    const domains = [...world.platform.state.domains.values()].filter((d) => d.projectId === preview!.id);
    expect(domains.map((domain) => domain.domain)).toEqual(['pr-7.preview.example.com']);
    expect(world.platform.state.domains.get('shop.example.com')?.projectId).toBe(production.id);
    const said = `Copied into ${preview!.id} from ${production.id}: settings buildCommand, outputDirectory, nodeVersion, metadata; routing mode spa; proxy rules /api → https://api.example.com; env groups grp_observability (domains are never copied).`;
    expect(result.stdout).toContain(said);
    expect(result.summary).toContain('| From production |');
    expect(result.summary).toContain('routing mode spa');
    // Production itself was only read.
    expect(production.name).toBe('shop');

    // The project exists now: a re-run copies nothing and says so, even after production changed.
    production.staticRouting = 'clean-urls';
    const writes = writesFrom(world.platform);
    const again = await run({ 'from-project': production.id });
    expect(again.exitCode, again.stdout).toBe(0);
    expect(again.stdout).toContain(
      `Project ${preview!.id} already existed, so nothing was copied from ${production.id}: from-project copies only into a project this run creates.`,
    );
    expect(writes()).toEqual([]);
    expect(previewProject()?.staticRouting).toBe('spa');
  });

  it('copies each proxy rule exactly as production has it, and says which it could not read', async () => {
    const unreadable = { match: '^/internal', origin: 'https://internal.example.com' };
    production.proxyRules = [
      { prefix: '/v1', origin: 'https://legacy.example.com/v1/' },
      { prefix: '/img', origin: 'https://img.example.com', stripPrefix: true },
      unreadable as unknown as ProxyRule,
    ];
    const result = await run({ 'from-project': production.id });
    expect(result.exitCode, result.stdout + result.stderr).toBe(0);
    const preview = previewProject();
    expect(preview?.proxyRules).toEqual([
      { prefix: '/v1', origin: 'https://legacy.example.com/v1/' },
      { prefix: '/img', origin: 'https://img.example.com', stripPrefix: true },
    ]);
    expect(result.stdout).toContain(
      'proxy rules /v1 → https://legacy.example.com/v1/, /img → https://img.example.com; not 1 proxy rule(s) with no prefix this client can read (copy it by hand);',
    );
    expect(result.stdout).toContain(
      `${production.id} has 1 proxy rule(s) with no prefix this client can read; they were not copied into ${preview!.id}: add them there by hand.`,
    );
  });

  it('takes from-project by name, resolved to its id before anything is written', async () => {
    const result = await run({ 'from-project': 'shop' });
    expect(result.exitCode, result.stdout + result.stderr).toBe(0);
    const preview = previewProject();
    expect(preview).toMatchObject({ buildCommand: 'npm run build', staticRouting: 'spa' });
    expect(preview?.proxyRules).toEqual([{ prefix: '/api', origin: 'https://api.example.com' }]);
    expect(result.stdout).toContain(`Copied into ${preview!.id} from ${production.id}:`);
  });

  it('says what was copied when a copy write fails, since a re-run will not copy again', async () => {
    world.platform.faults.add({ operation: 'setProxyRules', status: 500, times: 10 });
    const result = await run({ 'from-project': production.id });
    expect(result.exitCode).toBe(1);
    const preview = previewProject();
    expect(result.errors.join('\n')).toContain(
      `Copying ${production.id}'s configuration into the new preview project ${preview!.id} failed (it already has settings buildCommand, outputDirectory, nodeVersion, metadata; routing mode spa):`,
    );
    expect(result.errors.join('\n')).toContain('A re-run finds the project and does not copy again');
    expect(preview?.proxyRules).toEqual([]);
  });

  it('refuses a production project that does not exist before creating anything', async () => {
    await expectRefusedWithoutWrites(
      world.platform,
      () => run({ 'from-project': 'prj_nope' }),
      'Input "from-project" is "prj_nope", which is neither the id nor the name of a project the key can see',
    );
    expect(previewProject()).toBeUndefined();
  });

  it('refuses from-project with an existing project id, which it could never copy into', async () => {
    const result = await run({ 'project-name': '', project: production.id, 'from-project': production.id });
    expect(result.exitCode).toBe(1);
    expect(result.errors.join('\n')).toContain(
      'Input "from-project" copies production into a preview project this run creates',
    );
  });
});
