import { describe, expect, it } from 'vitest';
import { seedDemo } from '../fakes/platform/demo.ts';
import { useAcceleratedClock } from '../support/clocks.ts';
import type { GitHubWorld } from '../support/world.ts';
import { quietDeployInputs, worldPerTest } from '../support/world-per-test.ts';
import { makeWorkspace, platformKeyInputs, requestsFrom, writesFrom } from './fixtures.ts';
import { type ActionRunOptions, runAction } from './harness.ts';

let world: GitHubWorld;
// Builds, polls and the checks' retries run on virtual time, ten times faster than real.
useAcceleratedClock({ factor: 10 });
worldPerTest({ github: true }, (started) => {
  world = started;
  seedDemo(started.platform);
});

const STAGING = 'prj_shop_staging';
const SHOP = 'prj_shop';
const GOOD = {
  'index.html': '<h1>Welcome v2</h1>',
  'assets/app.js': 'console.log("v2");',
  'img/logo.bin': '\u0000\u0001binary\u00ff',
};
const OLD = { 'index.html': '<h1>Welcome v1</h1>' };
const BAD = { 'index.html': '<h1>Under construction</h1>' };
const CHECKS = { 'check-path': '/', 'check-contains': 'Welcome', 'check-timeout': '5s' };

function deploy(project: string, files: Record<string, string>) {
  return runAction({
    action: 'deploy',
    workspace: makeWorkspace(files),
    inputs: quietDeployInputs(world, project),
  });
}

async function deployed(project: string, files: Record<string, string>) {
  const result = await deploy(project, files);
  expect(result.exitCode, result.stdout).toBe(0);
  return result.outputs;
}

function promote(inputs: Record<string, string>, options: Partial<ActionRunOptions> = {}) {
  return runAction({
    action: 'promote',
    inputs: {
      ...platformKeyInputs(world),
      'source-project': 'shop-staging',
      project: 'shop',
      'github-deployment': 'false',
      ...inputs,
    },
    ...options,
  });
}

async function served(projectId: string, path: string): Promise<Buffer> {
  const response = await fetch(`${world.platform.origin}/sites/${projectId}/${path}`);
  expect(response.status, `${projectId}/${path}`).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

const liveOf = (projectId: string) => world.platform.state.projects.get(projectId)?.liveDeploymentId;

describe('promote: ship the bytes staging verified', () => {
  it('a deploy to shop-staging promoted to shop serves the same bytes, with the same archive-sha256 and no upload', async () => {
    const staging = await deployed(STAGING, GOOD);
    const before = await deployed(SHOP, OLD);
    const requests = requestsFrom(world.platform);

    const result = await promote({ 'archive-sha256': staging['archive-sha256']!, ...CHECKS });

    expect(result.exitCode, result.stdout + result.stderr).toBe(0);
    const promoted = result.outputs['deployment-id']!;
    expect(result.outputs).toMatchObject({
      status: 'live',
      checks: 'passed',
      'source-deployment-id': staging['deployment-id'],
      'archive-sha256': staging['archive-sha256'],
      'previous-deployment-id': before['deployment-id'],
      'source-url': staging['source-url'],
    });
    expect(staging['archive-sha256']).toMatch(/^[0-9a-f]{64}$/);
    expect(liveOf(SHOP)).toBe(promoted);
    expect(world.platform.state.deployments.get(promoted)?.sourceTarballUrl).toBe(staging['source-url']);
    // Not one upload: the target was built from the archive staging was built from.
    expect(requests().filter((r) => r.operation === 'createUpload' || r.path.endsWith('/uploads'))).toEqual(
      [],
    );
    expect(
      requests()
        .filter((r) => r.method === 'POST')
        .map((r) => r.operation),
    ).toEqual(['createDeployment']);
    for (const path of Object.keys(GOOD)) {
      expect((await served(SHOP, path)).equals(await served(STAGING, path)), path).toBe(true);
    }
    expect(result.summary).toContain(staging['archive-sha256']);
    expect(result.summary).toContain(staging['deployment-id']);
  });

  it('a promote whose checks fail rolls shop back and fails naming both deployments', async () => {
    const before = await deployed(SHOP, OLD);
    const staging = await deployed(STAGING, BAD);

    const result = await promote({ ...CHECKS, 'on-check-failure': 'rollback' });

    expect(result.exitCode).not.toBe(0);
    const promoted = result.outputs['deployment-id']!;
    const rollback = result.outputs['rollback-deployment-id']!;
    expect(result.outputs).toMatchObject({
      status: 'rolled-back',
      checks: 'failed',
      'rolled-back-to': before['deployment-id'],
      'source-deployment-id': staging['deployment-id'],
    });
    expect(result.errors.join('\n')).toContain(
      `Deployment ${promoted} failed its checks (/ got 200 without the text, expected 200 containing "Welcome"), so it was rolled back to deployment ${before['deployment-id']}: deployment ${rollback}, built from ${before['deployment-id']}'s source, is live. It was promoted from deployment ${staging['deployment-id']}.`,
    );
    expect(liveOf(SHOP)).toBe(rollback);
    expect((await served(SHOP, 'index.html')).toString()).toBe(OLD['index.html']);
  });

  it('records a GitHub Deployment for the stage, at the run commit, linked to the source and its archive (the bundle)', async () => {
    const staging = await deployed(STAGING, GOOD);
    const result = await promote(
      { 'github-deployment': 'true', environment: 'production' },
      { githubApiUrl: world.github.url, githubToken: world.github.token, bundle: true },
    );

    expect(result.exitCode, result.stdout).toBe(0);
    const [recorded] = world.github.state.deployments;
    expect(recorded).toMatchObject({ environment: 'production' });
    expect(recorded!.payload).toMatchObject({
      project: SHOP,
      sourceDeploymentId: staging['deployment-id'],
      archiveSha256: staging['archive-sha256'],
    });
    expect(world.github.deploymentStates(recorded!.id)).toEqual(['in_progress', 'success']);
  });
});

describe("rollback.yml's `source-deployment`: the last promoted source, promoted again", () => {
  it('a superseded staging deployment that was promoted before brings its exact bytes back to shop', async () => {
    const first = await deployed(STAGING, GOOD);
    expect((await promote({})).outputs.status).toBe('live');
    await deployed(STAGING, BAD);
    expect((await promote({})).outputs.status).toBe('live');
    expect((await served(SHOP, 'index.html')).toString()).toBe(BAD['index.html']);
    const requests = requestsFrom(world.platform);

    // What rollback.yml's promote step sends for `source-deployment`.
    const back = await promote({ 'source-project': '', 'source-deployment': first['deployment-id']! });

    expect(back.exitCode, back.stdout).toBe(0);
    expect(back.outputs['archive-sha256']).toBe(first['archive-sha256']);
    expect(world.platform.state.deployments.get(back.outputs['deployment-id']!)?.sourceTarballUrl).toBe(
      first['source-url'],
    );
    for (const path of Object.keys(GOOD)) {
      expect((await served(SHOP, path)).equals(Buffer.from(GOOD[path as keyof typeof GOOD])), path).toBe(
        true,
      );
    }
    // Staging has moved on; shop serves what staging verified first, not what it serves now.
    expect((await served(STAGING, 'index.html')).toString()).toBe(BAD['index.html']);
    expect(requests().filter((r) => r.operation === 'createUpload')).toEqual([]);
  });
});

describe('promote refuses before any write, saying why', () => {
  it('a source deployment that failed', async () => {
    world.platform.admin.failNextBuild(STAGING);
    const failed = await deploy(STAGING, GOOD);
    expect(failed.outputs.status).toBe('failed');
    const writes = writesFrom(world.platform);

    const result = await promote({ 'source-deployment': failed.outputs['deployment-id']! });

    expect(result.exitCode).toBe(1);
    expect(result.errors.join('\n')).toContain(
      `Input "source-deployment" names deployment ${failed.outputs['deployment-id']}, which is failed, not live`,
    );
    expect(writes()).toEqual([]);
  });

  it('a source project that does not exist', async () => {
    const writes = writesFrom(world.platform);
    const result = await promote({ 'source-project': 'shop-stagign' });
    expect(result.exitCode).toBe(1);
    expect(result.errors.join('\n')).toMatch(/Input "source-project" is "shop-stagign", which is neither/);
    expect(writes()).toEqual([]);
  });

  it('a source archive the platform no longer serves, suggesting a fresh deploy', async () => {
    const staging = await deployed(STAGING, GOOD);
    const [uploadId] = [...world.platform.state.uploads.keys()];
    world.platform.state.uploads.delete(uploadId!);
    const writes = writesFrom(world.platform);

    const result = await promote({ 'source-deployment': staging['deployment-id']! });

    expect(result.exitCode).toBe(1);
    expect(result.errors.join('\n')).toContain(
      'whose source archive the platform no longer serves (HTTP 404)',
    );
    expect(result.errors.join('\n')).toContain('deploy afresh with the deploy action');
    expect(writes()).toEqual([]);
  });

  it("the source's own project as the target", async () => {
    await deployed(STAGING, GOOD);
    const writes = writesFrom(world.platform);
    const result = await promote({ project: 'shop-staging' });
    expect(result.exitCode).toBe(1);
    expect(result.errors.join('\n')).toMatch(
      /Input "project" names shop-staging, the same project as `source-project`/,
    );
    expect(writes()).toEqual([]);
  });

  it('an archive that is not the one the verifying stage reported', async () => {
    await deployed(STAGING, GOOD);
    const writes = writesFrom(world.platform);
    const result = await promote({ 'archive-sha256': 'a'.repeat(64) });
    expect(result.exitCode).toBe(1);
    expect(result.errors.join('\n')).toMatch(
      /Input "archive-sha256" is a{60}…, but the archive deployment \S+ was built from has sha256 [0-9a-f]{64}/,
    );
    expect(writes()).toEqual([]);
  });

  it('a read key: refused by the platform at the create, nothing written', async () => {
    await deployed(STAGING, GOOD);
    const writes = writesFrom(world.platform);
    const result = await promote({ 'api-key': world.platform.readKey });
    expect(result.exitCode).toBe(1);
    expect(result.errors.join('\n')).toMatch(/full key/);
    expect(writes()).toEqual([]);
  });

  it('a read key with dry-run plans: what would be promoted, from which archive, and writes nothing', async () => {
    const staging = await deployed(STAGING, GOOD);
    const requests = requestsFrom(world.platform);
    const result = await promote({ 'api-key': world.platform.readKey, 'dry-run': 'true' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.outputs).toMatchObject({
      status: 'planned',
      'source-deployment-id': staging['deployment-id'],
      'archive-sha256': staging['archive-sha256'],
    });
    expect(result.summary).toContain('### Promote (dry run)');
    expect(result.summary).toContain(staging['archive-sha256']);
    expect(requests().filter((r) => r.method !== 'GET')).toEqual([]);
  });
});
