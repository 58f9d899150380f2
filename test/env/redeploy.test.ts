import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlatformClient } from '../../src/api/client.ts';
import type { Deployment } from '../../src/api/resources/deployments.ts';
import { findRedeploy, pickRedeploy, saysNoRedeploy, snapshotBeforePut } from '../../src/env/redeploy.ts';
import { silentLogger } from '../../src/log.ts';
import { captureLogger } from '../api/helpers/fakes.ts';
import { createZip, type Platform, startPlatform } from '../fakes/platform/index.ts';
import { call, uploadZip } from '../fakes/platform/tests/helpers.ts';

const nothingBefore = { ids: new Set<string>(), listedAt: 0 };

describe('finding the redeploy an env PUT started', () => {
  let platform: Platform;
  let client: PlatformClient;
  beforeAll(async () => {
    platform = await startPlatform({ build: { queuedMs: 50, buildingMs: 100, logLineIntervalMs: 5 } });
    client = new PlatformClient({ apiKey: platform.fullKey, apiUrl: platform.url });
  });
  afterAll(() => platform.close());

  it('takes the redeploy that was not listed before the PUT when the answer names none', async () => {
    const project = platform.admin.createProject({ name: 'finder' });
    const upload = await uploadZip(platform, createZip({ 'index.html': 'x' }));
    const first = await call(platform, 'POST', `/projects/${project.id}/deployments`, {
      body: { sourceTarballUrl: upload.json.sourceTarballUrl },
    });
    await platform.admin.waitForDeployment(first.json.id);

    const before = await snapshotBeforePut(client, project.id);
    expect([...before.ids]).toEqual([first.json.id]);
    const put = await call(platform, 'PUT', `/projects/${project.id}/env`, {
      body: { variables: { A: 'x' } },
    });
    // As if the platform's answer had not said which deployment it started.
    const found = await findRedeploy(client, project.id, { raw: { projectId: project.id } }, before, {
      logger: silentLogger,
      deadline: Date.now() + 10_000,
      intervalMs: 50,
    });
    expect(found).toEqual({ kind: 'found', deploymentId: put.json.deploymentId });
    await platform.admin.idle();
  });

  it('gives up after its attempts when no new deployment appears', async () => {
    const project = platform.admin.createProject({ name: 'quiet' });
    const listings = () =>
      platform.requestLog.filter((r) => r.operation === 'listDeployments' && r.path.includes(project.id));
    const found = await findRedeploy(client, project.id, { raw: {} }, nothingBefore, {
      logger: silentLogger,
      deadline: Date.now() + 10_000,
      attempts: 3,
      intervalMs: 20,
    });
    expect(found).toEqual({ kind: 'not-found' });
    expect(listings()).toHaveLength(3);
  });

  it('does not take another job’s deploy for the redeploy, and says so when none other shows up', async () => {
    const project = platform.admin.createProject({ name: 'other-job' });
    const before = await snapshotBeforePut(client, project.id);
    const upload = await uploadZip(platform, createZip({ 'index.html': 'x' }));
    const deploy = await call(platform, 'POST', `/projects/${project.id}/deployments`, {
      body: { sourceTarballUrl: upload.json.sourceTarballUrl },
    });
    const logger = captureLogger();
    const found = await findRedeploy(client, project.id, { raw: {} }, before, {
      logger,
      deadline: Date.now() + 10_000,
      attempts: 2,
      intervalMs: 20,
    });
    expect(found).toEqual({ kind: 'not-found' });
    expect(logger.warnings.join('\n')).toMatch(
      new RegExp(`only deployments started by something else \\(${deploy.json.id} `),
    );
    await platform.admin.idle();
  });

  it('trusts an id in the answer, and an explicit null as "no redeploy"', async () => {
    const options = { logger: silentLogger, deadline: Date.now() + 1_000 };
    expect(
      await findRedeploy(client, 'prj_unused', { deploymentId: 'dpl_1', raw: {} }, nothingBefore, options),
    ).toEqual({ kind: 'found', deploymentId: 'dpl_1' });
    expect(saysNoRedeploy({ raw: { deploymentId: null } })).toBe(true);
    expect(saysNoRedeploy({ raw: { deployment_id: null } })).toBe(true);
    expect(saysNoRedeploy({ raw: {} })).toBe(false);
    expect(
      await findRedeploy(client, 'prj_unused', { raw: { deploymentId: null } }, nothingBefore, options),
    ).toEqual({ kind: 'none-started' });
  });
});

describe('pickRedeploy', () => {
  const at = (id: string, createdAt: string | undefined, trigger?: string): Deployment => ({
    id,
    lifecycle: 'in_progress',
    status: 'queued',
    raw: {},
    ...(createdAt ? { createdAt } : {}),
    ...(trigger ? { trigger } : {}),
  });
  const before = new Set(['old']);
  const pick = (listed: Deployment[], windowMs = 1_000) => {
    const picked = pickRedeploy(listed, before, windowMs);
    if (picked === undefined) return undefined;
    return picked.kind === 'found' ? picked.deployment.id : picked.candidates.map((d) => d.id);
  };

  it('takes the one env redeploy that was not there before, not another job’s deploy', () => {
    expect(
      pick([
        at('deploy', '2026-01-01T00:00:00.500Z', 'api'),
        at('ours', '2026-01-01T00:00:00.100Z', 'env'),
        at('old', '2025-12-31T00:00:00Z', 'env'),
      ]),
    ).toBe('ours');
    expect(pick([at('deploy', '2026-01-01T00:00:00Z', 'api')])).toBeUndefined();
  });

  it('takes the nearest redeploy when the next came clearly later, and cannot tell when they came close', () => {
    const ours = at('ours', '2026-01-01T00:00:00Z', 'env');
    expect(pick([at('later', '2026-01-01T00:00:05Z', 'env'), ours])).toBe('ours');
    expect(pick([at('close', '2026-01-01T00:00:00.300Z', 'env'), ours])).toEqual(['ours', 'close']);
    expect(pick([at('undated', undefined, 'env'), ours])).toEqual(['ours', 'undated']);
  });

  it('goes by time alone when the platform states no triggers', () => {
    expect(pick([at('a', '2026-01-01T00:00:05Z'), at('b', '2026-01-01T00:00:00Z')])).toBe('b');
    expect(pick([at('a', '2026-01-01T00:00:00.2Z'), at('b', '2026-01-01T00:00:00Z')])).toEqual(['b', 'a']);
  });
});
