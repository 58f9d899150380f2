import { describe, expect, it } from 'vitest';
import { createZip } from '../index.ts';
import { call, sharedPlatform, uploadZip, waitForDeploymentStatus } from './helpers.ts';

describe('project environment variables', () => {
  const platform = sharedPlatform({ rateLimit: 1000 });

  it('replaces the whole set, lists names only, keeps values in state, and redeploys the last source', async () => {
    const project = platform().admin.createProject({ name: 'env-site' });
    const upload = await uploadZip(platform(), createZip({ 'index.html': 'v1' }));
    const first = await call(platform(), 'POST', `/projects/${project.id}/deployments`, {
      body: { sourceTarballUrl: upload.json.sourceTarballUrl },
    });
    await waitForDeploymentStatus(platform(), first.json.id);

    const put = await call(platform(), 'PUT', `/projects/${project.id}/env`, {
      body: { variables: { API_URL: 'https://api.example.test', SECRET_TOKEN: 's3cr3t-value' } },
    });
    expect(put.status).toBe(200);
    expect(put.json.variables).toEqual(['API_URL', 'SECRET_TOKEN']);
    expect(put.text).not.toContain('s3cr3t-value');
    const redeploy = await waitForDeploymentStatus(platform(), put.json.deploymentId);
    expect(redeploy).toMatchObject({
      trigger: 'env',
      status: 'live',
      source: { type: 'upload', uploadId: upload.json.id },
    });
    expect(platform().state.builds.get(redeploy.id)?.env).toEqual({
      API_URL: 'https://api.example.test',
      SECRET_TOKEN: 's3cr3t-value',
    });

    const listed = await call(platform(), 'GET', `/projects/${project.id}/env`, { key: platform().readKey });
    expect(listed.json.data.map((entry: { name: string }) => entry.name)).toEqual([
      'API_URL',
      'SECRET_TOKEN',
    ]);
    expect(Object.keys(listed.json.data[0]).sort()).toEqual(['name', 'updatedAt']);
    expect(listed.text).not.toContain('s3cr3t-value');
    expect(platform().state.env.get(project.id)?.get('SECRET_TOKEN')?.value).toBe('s3cr3t-value');

    const unchangedAt = listed.json.data[0].updatedAt;
    const replaced = await call(platform(), 'PUT', `/projects/${project.id}/env`, {
      body: { variables: { API_URL: 'https://api.example.test' } },
    });
    expect(replaced.json.variables).toEqual(['API_URL']);
    const after = await call(platform(), 'GET', `/projects/${project.id}/env`);
    expect(after.json.data).toEqual([{ name: 'API_URL', updatedAt: unchangedAt }]);
    await platform().admin.idle();
  });

  it('validates names and values, naming the variable', async () => {
    const project = platform().admin.createProject({ name: 'env-invalid' });
    const badName = await call(platform(), 'PUT', `/projects/${project.id}/env`, {
      body: { variables: { '1BAD': 'x' } },
    });
    expect(badName.status).toBe(400);
    expect(badName.json.error.field).toBe('variables.1BAD');
    const badValue = await call(platform(), 'PUT', `/projects/${project.id}/env`, {
      body: { variables: { PORT: 8080 } },
    });
    expect(badValue.json.error).toMatchObject({ code: 'invalid_request', field: 'variables.PORT' });
    const missing = await call(platform(), 'PUT', `/projects/${project.id}/env`, { body: {} });
    expect(missing.json.error.field).toBe('variables');
    expect(platform().state.env.get(project.id)).toBeUndefined();
  });

  it('does not redeploy a project that was never deployed', async () => {
    const project = platform().admin.createProject({ name: 'env-fresh' });
    const put = await call(platform(), 'PUT', `/projects/${project.id}/env`, {
      body: { variables: { A: '1' } },
    });
    expect(put.json.deploymentId).toBeNull();
    expect([...platform().state.deployments.values()].filter((d) => d.projectId === project.id)).toHaveLength(
      0,
    );
  });

  it('merges attached env groups into builds, project values winning', async () => {
    const project = platform().admin.createProject({ name: 'env-groups', repository: 'acme/env' });
    const group = await call(platform(), 'POST', '/env-groups', { body: { name: 'shared' } });
    expect(
      (
        await call(platform(), 'POST', `/env-groups/${group.json.id}/vars`, {
          body: { name: 'REGION', value: 'eu' },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call(platform(), 'POST', `/env-groups/${group.json.id}/vars`, {
          body: { name: 'A', value: 'group' },
        })
      ).status,
    ).toBe(201);
    const attach = await call(platform(), 'POST', `/projects/${project.id}/env-groups`, {
      body: { groupId: group.json.id },
    });
    expect(attach.status).toBe(201);
    const again = await call(platform(), 'POST', `/projects/${project.id}/env-groups`, {
      body: { groupId: group.json.id },
    });
    expect(again.status).toBe(200);
    await call(platform(), 'PUT', `/projects/${project.id}/env`, { body: { variables: { A: 'project' } } });
    const deployment = await call(platform(), 'POST', `/projects/${project.id}/deployments`);
    await waitForDeploymentStatus(platform(), deployment.json.id);
    expect(platform().state.builds.get(deployment.json.id)?.env).toEqual({ REGION: 'eu', A: 'project' });

    const read = await call(platform(), 'GET', `/env-groups/${group.json.id}`);
    expect(read.json.variables.map((entry: { name: string }) => entry.name)).toEqual(['A', 'REGION']);
    expect(read.text).not.toContain('"eu"');
    expect(
      (await call(platform(), 'PUT', `/env-groups/${group.json.id}/vars/MISSING`, { body: { value: 'x' } }))
        .status,
    ).toBe(404);
    expect(
      (await call(platform(), 'PUT', `/env-groups/${group.json.id}/vars/REGION`, { body: { value: 'us' } }))
        .status,
    ).toBe(200);
    expect(platform().state.envGroupValues.get(group.json.id)?.get('REGION')?.value).toBe('us');
    expect((await call(platform(), 'DELETE', `/env-groups/${group.json.id}/vars/REGION`)).status).toBe(204);
    const listedForProject = await call(platform(), 'GET', `/projects/${project.id}/env-groups`);
    expect(listedForProject.json.data.map((entry: { id: string }) => entry.id)).toEqual([group.json.id]);
    expect(
      (await call(platform(), 'DELETE', `/projects/${project.id}/env-groups/${group.json.id}`)).status,
    ).toBe(204);
    expect(
      (await call(platform(), 'DELETE', `/projects/${project.id}/env-groups/${group.json.id}`)).status,
    ).toBe(404);
    await platform().admin.idle();
  });
});
