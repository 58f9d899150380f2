import { describe, expect, it } from 'vitest';
import { call, sharedPlatform, waitForDeploymentStatus } from './helpers.ts';

describe('workloads: files, services and runs, mail, tunnels and compute', () => {
  const platform = sharedPlatform({ rateLimit: 10_000 });

  it('files: write, list, read, search, move, delete, and deploy the tree', async () => {
    const project = platform().admin.createProject({ name: 'files' });
    const base = `/projects/${project.id}/files`;
    expect(
      (
        await call(platform(), 'PUT', `${base}/content`, {
          body: { path: '/site/index.html', content: '<h1>edited</h1>' },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call(platform(), 'PUT', `${base}/content`, {
          body: { path: 'site/app.js', content: 'console.log("needle")' },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call(platform(), 'PUT', `${base}/content`, {
          body: {
            path: '/bin.dat',
            content: Buffer.from([0, 255, 1]).toString('base64'),
            encoding: 'base64',
          },
        })
      ).status,
    ).toBe(201);
    expect(
      (await call(platform(), 'PUT', `${base}/content`, { body: { path: '../escape', content: 'x' } })).json
        .error.field,
    ).toBe('path');
    const root = await call(platform(), 'GET', `${base}?path=/`);
    expect(
      root.json.data.map((entry: { path: string; type: string }) => `${entry.type}:${entry.path}`),
    ).toEqual(['file:/bin.dat', 'directory:/site']);
    const read = await call(platform(), 'GET', `${base}/content?path=/site/index.html`);
    expect(read.json).toMatchObject({ content: '<h1>edited</h1>', encoding: 'utf8', size: 15 });
    expect((await call(platform(), 'GET', `${base}/content?path=/bin.dat`)).json).toMatchObject({
      encoding: 'base64',
      content: 'AP8B',
    });
    const search = await call(platform(), 'GET', `${base}/search?q=needle`);
    expect(search.json.data).toEqual([
      expect.objectContaining({ path: '/site/app.js', line: 1, column: 14 }),
    ]);
    expect(
      (await call(platform(), 'POST', `${base}/directories`, { body: { path: '/site/assets' } })).status,
    ).toBe(201);
    expect(
      (
        await call(platform(), 'POST', `${base}/move`, {
          body: { from: '/site/app.js', to: '/site/assets/app.js' },
        })
      ).json.moved,
    ).toBe(1);
    expect((await call(platform(), 'DELETE', `${base}/content?path=/site`)).status).toBe(409);
    expect((await call(platform(), 'DELETE', `${base}/content?path=/bin.dat`)).status).toBe(204);
    await call(platform(), 'PATCH', `/projects/${project.id}`, { body: { outputDirectory: 'site' } });
    const deploy = await call(platform(), 'POST', `${base}/deploy`);
    expect(deploy.json).toMatchObject({ trigger: 'files', source: { type: 'files', fileCount: 2 } });
    const live = await waitForDeploymentStatus(platform(), deploy.json.id);
    expect(await (await fetch(live.url)).text()).toBe('<h1>edited</h1>');
    expect(await (await fetch(`${live.url}assets/app.js`)).text()).toBe('console.log("needle")');
  });

  it('services, runs and the allowed-command list', async () => {
    const project = platform().admin.createProject({ name: 'svc' });
    const services = await call(platform(), 'GET', `/projects/${project.id}/services`);
    expect(services.json.data).toEqual([expect.objectContaining({ name: 'web', status: 'running' })]);
    expect(
      (
        await call(platform(), 'POST', `/projects/${project.id}/services/web/exec`, {
          body: { command: 'echo hi' },
        })
      ).json,
    ).toMatchObject({ exitCode: 0, output: 'hi\n' });
    expect((await call(platform(), 'POST', `/projects/${project.id}/services/web/stop`)).json.status).toBe(
      'stopped',
    );
    expect(
      (
        await call(platform(), 'POST', `/projects/${project.id}/services/web/exec`, {
          body: { command: 'ls' },
        })
      ).status,
    ).toBe(409);
    expect(
      (await call(platform(), 'POST', `/projects/${project.id}/services/web/restart`)).json,
    ).toMatchObject({ status: 'running', restartCount: 1 });
    expect(
      (await call(platform(), 'POST', `/projects/${project.id}/services/web/explode`)).json.error.field,
    ).toBe('action');
    expect((await call(platform(), 'POST', `/projects/${project.id}/services/db/start`)).status).toBe(404);
    expect(
      (
        await call(platform(), 'PUT', `/projects/${project.id}/services/web/env/PORT`, {
          body: { value: '8080' },
        })
      ).status,
    ).toBe(201);
    const env = await call(platform(), 'GET', `/projects/${project.id}/services/web/env`);
    expect(env.json.data.map((entry: { name: string }) => entry.name)).toEqual(['PORT']);
    expect(env.text).not.toContain('8080');
    expect((await call(platform(), 'DELETE', `/projects/${project.id}/services/web/env/PORT`)).status).toBe(
      204,
    );

    const allowed = await call(platform(), 'GET', '/runs/allowed-commands', { key: platform().readKey });
    const names = allowed.json.data.map((entry: { name: string }) => entry.name);
    expect(names).toEqual(expect.arrayContaining(['npm', 'node', 'npx', 'python']));
    const refused = await call(platform(), 'POST', `/projects/${project.id}/runs`, {
      body: { command: 'curl http://evil.test' },
    });
    expect(refused.json.error).toMatchObject({ code: 'command_not_allowed', field: 'command' });
    const ok = await call(platform(), 'POST', `/projects/${project.id}/runs`, {
      body: { command: 'echo migrated' },
    });
    const bad = await call(platform(), 'POST', `/projects/${project.id}/runs`, {
      body: { command: 'sh -c "exit 1"' },
    });
    expect(ok.json.status).toBe('queued');
    await platform().admin.idle();
    expect((await call(platform(), 'GET', `/projects/${project.id}/runs/${ok.json.id}`)).json).toMatchObject({
      status: 'succeeded',
      exitCode: 0,
      output: '$ echo migrated\nmigrated\n',
    });
    expect((await call(platform(), 'GET', `/projects/${project.id}/runs/${bad.json.id}`)).json).toMatchObject(
      {
        status: 'failed',
        exitCode: 1,
      },
    );
    const list = await call(platform(), 'GET', `/projects/${project.id}/runs`);
    expect(list.json.data.map((run: { id: string }) => run.id)).toEqual([bad.json.id, ok.json.id]);
  });

  it('mail domains verify once their DNS records exist; mailboxes and e-mails are recorded', async () => {
    const domain = (await call(platform(), 'POST', '/mail/domains', { body: { domain: 'mail-example.com' } }))
      .json;
    expect(domain.status).toBe('pending_verification');
    expect(domain.dnsRecords.map((record: { purpose: string }) => record.purpose)).toEqual([
      'mx',
      'spf',
      'dkim',
      'dmarc',
    ]);
    const zone = (await call(platform(), 'POST', '/dns/zones', { body: { name: 'mail-example.com' } })).json;
    for (const record of domain.dnsRecords) {
      const name = record.name === 'mail-example.com' ? '@' : record.name;
      const created = await call(platform(), 'POST', `/dns/zones/${zone.id}/records`, {
        body: { name, type: record.type, value: record.value, priority: record.priority },
      });
      expect(created.status, JSON.stringify(record)).toBe(201);
    }
    expect((await call(platform(), 'GET', `/mail/domains/${domain.id}`)).json.status).toBe('verified');
    const mailbox = await call(platform(), 'POST', `/mail/domains/${domain.id}/mailboxes`, {
      body: { localPart: 'Support' },
    });
    expect(mailbox.json).toMatchObject({ address: 'support@mail-example.com', password: expect.any(String) });
    expect(
      (
        await call(platform(), 'POST', `/mail/domains/${domain.id}/mailboxes`, {
          body: { localPart: 'support' },
        })
      ).status,
    ).toBe(409);
    expect((await call(platform(), 'GET', `/mail/domains/${domain.id}/mailboxes`)).text).not.toContain(
      mailbox.json.password,
    );

    const sent = await call(platform(), 'POST', '/emails', {
      body: { from: 'support@mail-example.com', to: 'user@example.net', subject: 'Hi', text: 'Hello' },
    });
    expect(sent.status).toBe(201);
    expect(sent.json).toMatchObject({ to: ['user@example.net'], status: 'sent' });
    expect(
      (
        await call(platform(), 'POST', '/emails', {
          body: { from: 'x@unknown.test', to: 'a@b.co', subject: 's', text: 't' },
        })
      ).json.error.field,
    ).toBe('from');
    expect(
      (await call(platform(), 'POST', '/emails', { body: { to: 'not-an-address', subject: 's', text: 't' } }))
        .json.error.field,
    ).toBe('to');
    expect((await call(platform(), 'GET', '/emails')).json.data[0].id).toBe(sent.json.id);
  });

  it('tunnels, compute services and source-host installations', async () => {
    const tunnel = await call(platform(), 'POST', '/tunnels', { body: { localPort: 3000, name: 'dev' } });
    expect(tunnel.json).toMatchObject({ localPort: 3000, publicUrl: 'https://dev.tunnels.platform.test' });
    expect(
      (await call(platform(), 'POST', '/tunnels', { body: { localPort: 70000 } })).json.error.field,
    ).toBe('localPort');
    expect(
      (await call(platform(), 'POST', `/tunnels/${tunnel.json.id}/port`, { body: { localPort: 4000 } })).json
        .localPort,
    ).toBe(4000);
    expect((await call(platform(), 'DELETE', `/tunnels/${tunnel.json.id}`)).status).toBe(204);
    expect((await call(platform(), 'GET', `/tunnels/${tunnel.json.id}`)).status).toBe(404);

    const compute = (await call(platform(), 'GET', '/compute/services')).json.data;
    expect(compute.length).toBeGreaterThan(0);
    const scaled = await call(platform(), 'POST', `/compute/services/${compute[0].id}/scale`, {
      body: { cpu: 8, memoryMb: 32768 },
    });
    // The answer shows the old size while the new one is on its way, and a second scale waits.
    expect(scaled.json).toMatchObject({
      cpu: compute[0].cpu,
      status: 'scaling',
      scalingTo: { cpu: 8, memoryMb: 32768 },
    });
    expect(
      (await call(platform(), 'POST', `/compute/services/${compute[0].id}/scale`, { body: { cpu: 4 } }))
        .status,
    ).toBe(409);
    await platform().admin.idle();
    expect((await call(platform(), 'GET', `/compute/services/${compute[0].id}`)).json).toMatchObject({
      cpu: 8,
      memoryMb: 32768,
      status: compute[0].status,
      scalingTo: null,
    });
    expect(
      (await call(platform(), 'POST', `/compute/services/${compute[0].id}/scale`, { body: { cpu: 3 } })).json
        .error.field,
    ).toBe('cpu');

    const installations = await call(platform(), 'GET', '/repo-host/installations', {
      key: platform().readKey,
    });
    expect(installations.json.data[0]).toMatchObject({ provider: 'github', accountLogin: 'acme' });
  });
});
