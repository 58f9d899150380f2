/**
 * What a deployment record keeps of having been live, so a client can find "the previous live
 * deployment": `liveAt` is set when a deployment becomes the project's live one and stays once it
 * is superseded; a failed build, or one that finished after a newer one was live, never gets it.
 */
import { describe, expect, it } from 'vitest';
import { createZip } from '../index.ts';
import { call, sharedPlatform, uploadZip, waitForDeploymentStatus } from './helpers.ts';

describe('deployment history', () => {
  const platform = sharedPlatform({ rateLimit: 1000 });

  async function deploy(projectId: string, files: Record<string, string>) {
    const upload = await uploadZip(platform(), createZip(files));
    const created = await call(platform(), 'POST', `/projects/${projectId}/deployments`, {
      body: { sourceTarballUrl: upload.json.sourceTarballUrl },
    });
    expect(created.status).toBe(201);
    expect(created.json.liveAt).toBeNull();
    return waitForDeploymentStatus(platform(), created.json.id);
  }

  it('dates going live, keeps the date once superseded, and never dates a failed build', async () => {
    const project = platform().admin.createProject({ name: 'history' });
    const first = await deploy(project.id, { 'index.html': 'one' });
    const failed = await deploy(project.id, { 'index.html': 'x', '.platform/fail-build': 'no' });
    const second = await deploy(project.id, { 'index.html': 'two' });

    const listed = (await call(platform(), 'GET', `/projects/${project.id}/deployments`)).json.data as {
      id: string;
      status: string;
      liveAt: string | null;
    }[];
    expect(listed.map((d) => d.id)).toEqual([second.id, failed.id, first.id]);
    const byId = new Map(listed.map((d) => [d.id, d]));
    expect(byId.get(failed.id)).toMatchObject({ status: 'failed', liveAt: null });
    expect(Date.parse(byId.get(first.id)!.liveAt!)).not.toBeNaN();
    expect(Date.parse(byId.get(second.id)!.liveAt!)).toBeGreaterThanOrEqual(
      Date.parse(byId.get(first.id)!.liveAt!),
    );
    const projectNow = (await call(platform(), 'GET', `/projects/${project.id}`)).json;
    expect(projectNow.liveDeploymentId).toBe(second.id);
  });

  it('a redeploy of an earlier source becomes live with its own id and serves that source', async () => {
    const project = platform().admin.createProject({ name: 'redeploy' });
    const first = await deploy(project.id, { 'index.html': 'one' });
    await deploy(project.id, { 'index.html': 'two' });
    const again = await call(platform(), 'POST', `/projects/${project.id}/deployments`, {
      body: { sourceTarballUrl: first.sourceTarballUrl },
    });
    const live = await waitForDeploymentStatus(platform(), again.json.id);
    expect(live.id).not.toBe(first.id);
    const projectNow = (await call(platform(), 'GET', `/projects/${project.id}`)).json;
    expect(projectNow.liveDeploymentId).toBe(live.id);
    expect(await (await fetch(projectNow.liveUrl)).text()).toBe('one');
  });
});
