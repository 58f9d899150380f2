import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlatformClient } from '../../src/api/client.ts';
import { deploymentIdsBefore, findRedeploy, saysNoRedeploy } from '../../src/env/redeploy.ts';
import { silentLogger } from '../../src/log.ts';
import { createZip, type Platform, startPlatform } from '../fakes/platform/index.ts';
import { call, uploadZip } from '../fakes/platform/tests/helpers.ts';

describe('finding the redeploy an env PUT started', () => {
  let platform: Platform;
  let client: PlatformClient;
  beforeAll(async () => {
    platform = await startPlatform({ build: { queuedMs: 50, buildingMs: 100, logLineIntervalMs: 5 } });
    client = new PlatformClient({ apiKey: platform.fullKey, apiUrl: platform.url });
  });
  afterAll(() => platform.close());

  it('takes the newest deployment that was not listed before the PUT when the answer names none', async () => {
    const project = platform.admin.createProject({ name: 'finder' });
    const upload = await uploadZip(platform, createZip({ 'index.html': 'x' }));
    const first = await call(platform, 'POST', `/projects/${project.id}/deployments`, {
      body: { sourceTarballUrl: upload.json.sourceTarballUrl },
    });
    await platform.admin.waitForDeployment(first.json.id);

    const before = await deploymentIdsBefore(client, project.id);
    expect([...before]).toEqual([first.json.id]);
    const put = await call(platform, 'PUT', `/projects/${project.id}/env`, {
      body: { variables: { A: 'x' } },
    });
    // As if the platform's answer had not said which deployment it started.
    const found = await findRedeploy(client, project.id, { raw: { projectId: project.id } }, before, {
      logger: silentLogger,
      deadline: Date.now() + 10_000,
      intervalMs: 50,
    });
    expect(found).toBe(put.json.deploymentId);
    await platform.admin.idle();
  });

  it('gives up after its attempts when no new deployment appears', async () => {
    const project = platform.admin.createProject({ name: 'quiet' });
    const started = Date.now();
    const found = await findRedeploy(client, project.id, { raw: {} }, new Set(), {
      logger: silentLogger,
      deadline: Date.now() + 10_000,
      attempts: 3,
      intervalMs: 20,
    });
    expect(found).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('trusts an id in the answer, and an explicit null as "no redeploy"', async () => {
    const options = { logger: silentLogger, deadline: Date.now() + 1_000 };
    expect(
      await findRedeploy(client, 'prj_unused', { deploymentId: 'dpl_1', raw: {} }, new Set(), options),
    ).toBe('dpl_1');
    expect(saysNoRedeploy({ raw: { deploymentId: null } })).toBe(true);
    expect(saysNoRedeploy({ raw: { deployment_id: null } })).toBe(true);
    expect(saysNoRedeploy({ raw: {} })).toBe(false);
    expect(
      await findRedeploy(client, 'prj_unused', { raw: { deploymentId: null } }, new Set(), options),
    ).toBe(undefined);
  });
});
