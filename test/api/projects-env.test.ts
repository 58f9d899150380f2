import { describe, expect, it } from 'vitest';
import {
  envNamesFrom,
  listProjectEnvNames,
  redeployIdFrom,
  setProjectEnv,
} from '../../src/api/resources/env.ts';
import {
  createProject,
  getProject,
  listProjects,
  toProject,
  updateProject,
} from '../../src/api/resources/projects.ts';
import { FakeClock } from './helpers/fakes.ts';
import { scriptedServer } from './helpers/scripted.ts';
import { type Script, sendJson } from './helpers/server.ts';

const scripted = scriptedServer();
const clientFor = (script: Script) => scripted.client(script, { clock: new FakeClock() });

describe('projects', () => {
  it.each([
    [{ id: 'p1', name: 'site', liveUrl: 'https://site.example.com' }],
    [{ id: 'p1', name: 'site', live_url: 'https://site.example.com' }],
    [{ id: 'p1', name: 'site', url: 'https://site.example.com' }],
    [{ project_id: 'p1', slug: 'site', primary_domain: 'site.example.com' }],
  ])('toProject reads %j', (raw) => {
    expect(toProject(raw)).toEqual({ id: 'p1', name: 'site', liveUrl: 'https://site.example.com', raw });
  });

  it('getProject unwraps and keeps the asked id', async () => {
    const client = await clientFor((_q, res) =>
      sendJson(res, 200, { project: { name: 'site', live_url: 'https://s.example.com' } }),
    );
    expect(await getProject(client, 'p1')).toMatchObject({
      id: 'p1',
      name: 'site',
      liveUrl: 'https://s.example.com',
    });
  });

  it('listProjects, createProject and updateProject use their routes', async () => {
    const client = await clientFor((req, res) =>
      req.method === 'GET'
        ? sendJson(res, 200, { projects: [{ id: 'p1' }, { id: 'p2' }] })
        : sendJson(res, 200, { id: 'p3', name: 'n' }),
    );
    expect((await listProjects(client)).map((p) => p.id)).toEqual(['p1', 'p2']);
    expect((await createProject(client, { name: 'n' })).id).toBe('p3');
    expect((await updateProject(client, 'p3', { name: 'n' })).name).toBe('n');
    expect(scripted.requests().map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/v1/projects',
      'POST /api/v1/projects',
      'PATCH /api/v1/projects/p3',
    ]);
  });
});

describe('env', () => {
  it.each([
    [['A', 'B']],
    [[{ name: 'A' }, { name: 'B' }]],
    [[{ key: 'A' }, { key: 'B' }]],
    [{ variables: ['A', 'B'] }],
    [{ variables: [{ name: 'A', updated_at: 'x' }, { name: 'B' }] }],
    [{ variables: { A: null, B: null } }],
    [{ names: ['A', 'B'] }],
    [{ env: { A: '***', B: '***' } }],
    [{ A: '***', B: '***' }],
  ])('envNamesFrom reads %j', (body) => {
    expect(envNamesFrom(body)).toEqual(['A', 'B']);
  });

  it('listProjectEnvNames reads names through envelopes', async () => {
    const client = await clientFor((_q, res) =>
      sendJson(res, 200, { data: { variables: [{ name: 'A' }, { name: 'B' }] } }),
    );
    expect(await listProjectEnvNames(client, 'p1')).toEqual(['A', 'B']);
    expect(scripted.requests()[0]?.url).toBe('/api/v1/projects/p1/env');
  });

  it('setProjectEnv PUTs the full set under variables and reports the redeploy', async () => {
    const client = await clientFor((_q, res) =>
      sendJson(res, 200, { ok: true, deployment: { id: 'd9', status: 'queued' } }),
    );
    const result = await setProjectEnv(client, 'p1', { A: '1', B: 'two' });
    expect(result.deploymentId).toBe('d9');
    const [req] = scripted.requests();
    expect(`${req?.method} ${req?.path}`).toBe('PUT /api/v1/projects/p1/env');
    expect(JSON.parse(req!.body.toString())).toEqual({ variables: { A: '1', B: 'two' } });
  });

  it.each([
    [{ deploymentId: 'd1' }, 'd1'],
    [{ deployment_id: 'd1' }, 'd1'],
    [{ redeploy: { id: 'd1' } }, 'd1'],
    [{ deployment: 'd1' }, 'd1'],
    [{ ok: true }, undefined],
  ])('redeployIdFrom reads %j', (body, expected) => {
    expect(redeployIdFrom(body)).toBe(expected);
  });
});
