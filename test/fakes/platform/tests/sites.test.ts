import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createZip } from '../index.ts';
import { call, sharedPlatform, uploadZip, waitForDeploymentStatus } from './helpers.ts';

describe('uploads, logs and live sites', () => {
  const platform = sharedPlatform({ rateLimit: 1000 });

  it('refuses uploads that are not multipart or have no "file" field', async () => {
    const json = await call(platform(), 'POST', '/uploads', { body: { file: 'x' } });
    expect(json.status).toBe(415);
    const form = new FormData();
    form.append('other', 'value');
    const response = await fetch(`${platform().url}/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${platform().fullKey}` },
      body: form,
    });
    const body = (await response.json()) as { error: { field: string } };
    expect(response.status).toBe(400);
    expect(body.error.field).toBe('file');
    const cut = await fetch(`${platform().url}/uploads`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${platform().fullKey}`,
        'content-type': 'multipart/form-data; boundary=xyz',
      },
      body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.zip"\r\n\r\nabc',
    });
    expect(cut.status).toBe(400);
    expect(platform().state.uploads.size).toBe(0);
  });

  it('reads logs after a line count or a time with ?since=', async () => {
    const project = platform().admin.createProject({ name: 'logs' });
    const upload = await uploadZip(platform(), createZip({ 'a.html': 'a', 'b.html': 'bb', 'c.html': 'ccc' }));
    const created = await call(platform(), 'POST', `/projects/${project.id}/deployments`, {
      body: { sourceTarballUrl: upload.json.sourceTarballUrl },
    });
    await waitForDeploymentStatus(platform(), created.json.id);
    const all = (await call(platform(), 'GET', `/deployments/${created.json.id}/logs`)).json.data;
    expect(all.length).toBeGreaterThan(5);
    const tail = (await call(platform(), 'GET', `/deployments/${created.json.id}/logs?since=3`)).json.data;
    expect(tail).toEqual(all.slice(3));
    const afterTime = (
      await call(
        platform(),
        'GET',
        `/deployments/${created.json.id}/logs?since=${encodeURIComponent(all[0].timestamp)}`,
      )
    ).json.data;
    expect(afterTime.every((line: { timestamp: string }) => line.timestamp > all[0].timestamp)).toBe(true);
    expect(
      (await call(platform(), 'GET', `/deployments/${created.json.id}/logs?since=yesterday`)).json.error
        .field,
    ).toBe('since');
  });

  it('keeps serving each deployment at its own URL while the project URL follows the newest live one', async () => {
    const project = platform().admin.createProject({ name: 'versions' });
    const deploy = async (html: string) => {
      const upload = await uploadZip(platform(), createZip({ 'index.html': html }));
      const created = await call(platform(), 'POST', `/projects/${project.id}/deployments`, {
        body: { sourceTarballUrl: upload.json.sourceTarballUrl },
      });
      return waitForDeploymentStatus(platform(), created.json.id);
    };
    const first = await deploy('v1');
    const second = await deploy('v2');
    expect(await (await fetch(first.url)).text()).toBe('v1');
    expect(await (await fetch(second.url)).text()).toBe('v2');
    expect(await (await fetch(project.liveUrl)).text()).toBe('v2');
    expect((await fetch(`${platform().origin}/sites/d/dpl_unknown/`)).status).toBe(404);
  });

  it('forwards proxy-rule prefixes to a loopback origin', async () => {
    const upstream = createServer((req, res) => res.end(`upstream saw ${req.url}`));
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    try {
      const origin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
      const project = platform().admin.createProject({ name: 'proxied', repository: 'acme/proxied' });
      await call(platform(), 'PUT', `/projects/${project.id}/proxy-rules`, {
        body: {
          rules: [
            { prefix: '/api', origin },
            { prefix: '/v2', origin: `${origin}/base/`, stripPrefix: true },
          ],
        },
      });
      const created = await call(platform(), 'POST', `/projects/${project.id}/deployments`);
      await waitForDeploymentStatus(platform(), created.json.id);
      expect(await (await fetch(`${project.liveUrl}api/users?page=2`)).text()).toBe(
        'upstream saw /api/users?page=2',
      );
      expect(await (await fetch(`${project.liveUrl}v2/users`)).text()).toBe('upstream saw /base/users');
      expect(await (await fetch(project.liveUrl)).text()).toContain('acme/proxied');
    } finally {
      await new Promise((resolve) => upstream.close(resolve));
    }
  });
});
