import { describe, expect, it } from 'vitest';
import { AmbiguousRequestError, UnexpectedResponseError } from '../../src/api/errors.ts';
import {
  createDeployment,
  getDeployment,
  getDeploymentLogs,
  listDeployments,
  toDeployment,
} from '../../src/api/resources/deployments.ts';
import { captureLogger, FakeClock, rejectionOf } from './helpers/fakes.ts';
import { scriptedServer } from './helpers/scripted.ts';
import { dropConnection, type Script, sendJson, sendText } from './helpers/server.ts';

const scripted = scriptedServer();

async function clientFor(script: Script) {
  const logger = captureLogger();
  return { client: await scripted.client(script, { logger, clock: new FakeClock() }), logger };
}

describe('toDeployment', () => {
  const logger = captureLogger();

  it('reads a camelCase record', () => {
    const raw = {
      id: 'd1',
      status: 'LIVE',
      url: 'https://site.example.com',
      projectId: 'p1',
      createdAt: '2030-01-01T00:00:00Z',
      sourceTarballUrl: 'https://s/1.zip',
      branch: 'main',
      commitSha: 'abc123',
    };
    const { sourceTarballUrl, ...rest } = raw;
    expect(toDeployment(raw, logger)).toEqual({
      ...rest,
      lifecycle: 'live',
      sourceUrl: sourceTarballUrl,
      raw,
    });
  });

  it('reads a snake_case record with other names and nesting', () => {
    const raw = {
      deployment_id: 42,
      state: 'building',
      live_url: 'site.example.com',
      project: { id: 'p1', name: 'site' },
      created_at: 1_893_456_000,
      source: { url: 'https://s/2.zip', branch: 'dev' },
      commit: { sha: 'def456' },
    };
    expect(toDeployment(raw, logger)).toMatchObject({
      id: '42',
      lifecycle: 'in_progress',
      status: 'building',
      url: 'https://site.example.com',
      projectId: 'p1',
      createdAt: '2030-01-01T00:00:00.000Z',
      sourceUrl: 'https://s/2.zip',
      branch: 'dev',
      commitSha: 'def456',
    });
  });

  it('maps failure words and nested states', () => {
    expect(toDeployment({ id: 'x', status: { state: 'Crashed' } }, logger).lifecycle).toBe('failed');
    expect(toDeployment({ id: 'x', status: 'cancelled' }, logger).lifecycle).toBe('failed');
  });
});

describe('deployment operations', () => {
  it('createDeployment posts the upload URL and reads the record from any envelope', async () => {
    const { client } = await clientFor((_q, res) =>
      sendJson(res, 201, { data: { deployment: { id: 'd1', status: 'queued' } } }),
    );
    const deployment = await createDeployment(client, 'p 1', { sourceTarballUrl: 'https://s/1.zip' });
    expect(deployment).toMatchObject({
      id: 'd1',
      lifecycle: 'in_progress',
      status: 'queued',
      projectId: 'p 1',
    });
    const [req] = scripted.requests();
    expect(`${req?.method} ${req?.url}`).toBe('POST /api/v1/projects/p%201/deployments');
    expect(JSON.parse(req!.body.toString())).toEqual({ sourceTarballUrl: 'https://s/1.zip' });
  });

  it('createDeployment sends only the given git fields, or none to build the connected repository', async () => {
    const { client } = await clientFor((_q, res, n) => sendJson(res, 201, { id: `d${n}` }));
    await createDeployment(client, 'p1', { branch: 'main' });
    await createDeployment(client, 'p1', { commitSha: 'abc' });
    await createDeployment(client, 'p1', {});
    expect(scripted.requests().map((r) => r.body.toString())).toEqual([
      '{"branch":"main"}',
      '{"commitSha":"abc"}',
      '{}',
    ]);
  });

  it('createDeployment falls back to the Location header for the id', async () => {
    const { client } = await clientFor((_q, res) =>
      sendJson(res, 202, { status: 'accepted' }, { location: '/api/v1/deployments/d77' }),
    );
    expect((await createDeployment(client, 'p1', {})).id).toBe('d77');
  });

  it('createDeployment without any id is a clear error', async () => {
    const { client } = await clientFor((_q, res) => sendJson(res, 201, { status: 'queued' }));
    const error = await rejectionOf(createDeployment(client, 'p1', {}));
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect(error.message).toMatch(/answered createDeployment without a deployment id/);
  });

  it('createDeployment is not repeated after an ambiguous failure', async () => {
    const { client } = await clientFor((_q, res) => dropConnection(res));
    expect(await rejectionOf(createDeployment(client, 'p1', { branch: 'main' }))).toBeInstanceOf(
      AmbiguousRequestError,
    );
    expect(scripted.requests()).toHaveLength(1);
  });

  it('getDeployment keeps the id it asked for when the record omits it', async () => {
    const { client } = await clientFor((_q, res) =>
      sendJson(res, 200, { result: { state: 'ready', url: 'https://x.example.com' } }),
    );
    expect(await getDeployment(client, 'd5')).toMatchObject({
      id: 'd5',
      lifecycle: 'live',
      url: 'https://x.example.com',
    });
    expect(scripted.requests()[0]?.url).toBe('/api/v1/deployments/d5');
  });

  it('listDeployments reads every page, newest first as given', async () => {
    const { client } = await clientFor((_q, res, n) =>
      sendJson(
        res,
        200,
        n === 1
          ? { deployments: [{ id: 'd3', status: 'live' }], next_cursor: 'c' }
          : { deployments: [{ id: 'd2', status: 'failed' }] },
      ),
    );
    const list = await listDeployments(client, 'p1', { maxPages: 5 });
    expect(list.map((d) => [d.id, d.lifecycle])).toEqual([
      ['d3', 'live'],
      ['d2', 'failed'],
    ]);
    expect(scripted.requests()[1]?.url).toBe('/api/v1/projects/p1/deployments?cursor=c');
  });

  it.each([
    ['text/plain', (res: Parameters<Script>[1]) => sendText(res, 200, 'step 1\nstep 2\n')],
    ['JSON strings', (res: Parameters<Script>[1]) => sendJson(res, 200, ['step 1', 'step 2'])],
    [
      'wrapped JSON objects',
      (res: Parameters<Script>[1]) =>
        sendJson(res, 200, { data: { logs: [{ message: 'step 1' }, { text: 'step 2' }] } }),
    ],
  ])('getDeploymentLogs reads %s', async (_label, reply) => {
    const { client } = await clientFor((_q, res) => reply(res));
    expect(await getDeploymentLogs(client, 'd1')).toEqual([{ text: 'step 1' }, { text: 'step 2' }]);
    expect(scripted.requests()[0]?.url).toBe('/api/v1/deployments/d1/logs');
  });
});
