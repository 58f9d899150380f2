import { describe, expect, it } from 'vitest';
import type { PlatformClient } from '../../src/api/client.ts';
import { PlatformApiError } from '../../src/api/errors.ts';
import type { OperationName } from '../../src/api/routes.ts';
import { FakeClock, rejectionOf } from './helpers/fakes.ts';
import { scriptedServer } from './helpers/scripted.ts';
import { sendJson, sendText } from './helpers/server.ts';

const scripted = scriptedServer();

async function failWith(
  status: number,
  body: unknown,
  operation: OperationName,
  options: Parameters<PlatformClient['call']>[1] = {},
): Promise<PlatformApiError> {
  const client = await scripted.client(
    (_q, res) => (typeof body === 'string' ? sendText(res, status, body) : sendJson(res, status, body)),
    { clock: new FakeClock() },
  );
  const error = await rejectionOf(client.call(operation, options));
  expect(error).toBeInstanceOf(PlatformApiError);
  return error as PlatformApiError;
}

describe('PlatformApiError', () => {
  it('carries status, method, template, operation and the platform code, message and field', async () => {
    const error = await failWith(
      422,
      {
        error: { code: 'invalid_schedule', message: 'schedule is not a cron expression', field: 'schedule' },
      },
      'createCronJob',
      { body: { schedule: 'often' } },
    );
    expect(error).toMatchObject({
      status: 422,
      method: 'POST',
      pathTemplate: '/cron',
      operation: 'createCronJob',
      code: 'invalid_schedule',
      platformMessage: 'schedule is not a cron expression',
      field: 'schedule',
      attempts: 1,
    });
    expect(error.message).toBe(
      'createCronJob (POST /cron) failed with HTTP 422 [invalid_schedule]: schedule is not a cron expression (field "schedule"). The platform rejected the input (field "schedule"): correct it as the message says and run again.',
    );
  });

  it('400 with a plain-text body keeps the platform message', async () => {
    const error = await failWith(400, 'branch "nope" does not exist', 'createDeployment', {
      params: { id: 'p1' },
      body: { branch: 'nope' },
    });
    expect(error.platformMessage).toBe('branch "nope" does not exist');
  });

  it('401 says the key is missing, invalid or revoked and how to fix it', async () => {
    const error = await failWith(401, { error: 'unauthorized' }, 'listProjects');
    expect(error.hint).toBe(
      'The API key is missing, invalid or revoked: create a key in the platform dashboard and store it in the `api-key` secret.',
    );
  });

  it('403 on a W endpoint says this is a read key and the operation needs a full key', async () => {
    const error = await failWith(
      403,
      { error: { code: 'forbidden', message: 'read-only key' } },
      'createDeployment',
      {
        params: { id: 'p1' },
        body: {},
      },
    );
    expect(error.hint).toMatch(
      /^This is a read key; createDeployment needs a full key: .*store it in the `api-key` secret\.$/,
    );
    expect(error.message).toContain('This is a read key; createDeployment needs a full key');
    // Said once: the platform's own words for it stay on the error, out of the sentence.
    expect(error.message).not.toContain('read-only key');
    expect(error.platformMessage).toBe('read-only key');
  });

  it('403 on a read endpoint does not blame the key kind', async () => {
    const error = await failWith(403, {}, 'getProject', { params: { id: 'p1' } });
    expect(error.hint).not.toMatch(/read key/);
    expect(error.hint).toMatch(/organisation that owns it/);
  });

  it.each([
    ['getProject', { params: { id: 'abc' } }, 'Project "abc" was not found'],
    ['getDeployment', { params: { id: 'd9' } }, 'Deployment "d9" was not found'],
    ['listDeployments', { params: { id: 'abc' } }, 'Project "abc" was not found'],
    [
      'detachDomain',
      { params: { id: 'p1', domain: 'www.example.com' } },
      'Domain "www.example.com" of project "p1" was not found',
    ],
    [
      'deleteDatabaseUser',
      { params: { id: 'db1', username: 'app' } },
      'Database user "app" of database "db1" was not found',
    ],
    [
      'updateDnsRecord',
      { params: { id: 'z1', recordId: 'r7' }, body: {} },
      'DNS record "r7" of DNS zone "z1" was not found',
    ],
    ['getCdnAsset', { params: { id: 'a1' } }, 'CDN asset "a1" was not found'],
    ['getCronJob', { params: { id: 'c1' } }, 'Cron job "c1" was not found'],
    [
      'deleteEnvGroupVar',
      { params: { id: 'g1', name: 'TOKEN' } },
      'Variable "TOKEN" of environment group "g1" was not found',
    ],
    [
      'controlProjectService',
      { params: { id: 'p1', service: 'web', action: 'restart' } },
      'Service "web" of project "p1" was not found',
    ],
    ['getComputeService', { params: { id: 'cs1' } }, 'Compute service "cs1" was not found'],
    ['getMailDomain', { params: { id: 'm1' } }, 'Mail domain "m1" was not found'],
    [
      'readProjectFile',
      { params: { id: 'p1' }, query: { path: 'src/a.ts' } },
      'File "src/a.ts" in project "p1" was not found',
    ],
  ] as const)('404 from %s names the missing resource', async (operation, options, expected) => {
    const error = await failWith(404, { error: 'not found' }, operation, options);
    expect(error.hint.startsWith(expected)).toBe(true);
  });

  it('404 carries what was not found as data, the thing and what holds it', async () => {
    const domain = await failWith(404, { error: 'not found' }, 'detachDomain', {
      params: { id: 'p1', domain: 'www.example.com' },
    });
    expect(domain.notFound).toEqual({
      thing: { noun: 'domain', value: 'www.example.com' },
      within: { noun: 'project', value: 'p1' },
    });
    const project = await failWith(404, { error: 'not found' }, 'getProject', { params: { id: 'abc' } });
    expect(project.notFound).toEqual({ thing: { noun: 'project', value: 'abc' } });
  });

  it('404 on a route without an id points at api-url', async () => {
    const error = await failWith(404, 'Cannot GET /api/v1/projects', 'listProjects');
    expect(error.hint).toMatch(
      /no such endpoint under http:\/\/127\.0\.0\.1:\d+\/api\/v1: check that api-url points at the platform/,
    );
  });

  it('a 5xx HTML page is reported by its title, never dumped', async () => {
    const client = await scripted.client(
      (_q, res) =>
        sendText(
          res,
          500,
          `<html><head><title>Internal Error</title></head><body>${'x'.repeat(50_000)}</body></html>`,
          'text/html',
        ),
      { clock: new FakeClock(), maxAttempts: 2 },
    );
    const error = (await rejectionOf(client.call('listProjects'))) as PlatformApiError;
    expect(error.platformMessage).toBe('Internal Error (HTML error page)');
    expect(error.message.length).toBeLessThan(400);
    expect(error.attempts).toBe(2);
  });

  it('a redirect asks for the final address', async () => {
    const client = await scripted.client((_q, res) => {
      res.writeHead(301, { location: 'https://platform.example.com/api/v1/projects' });
      res.end();
    });
    const error = (await rejectionOf(client.call('listProjects'))) as PlatformApiError;
    expect(error.hint).toMatch(
      /redirected to https:\/\/platform\.example\.com\/api\/v1\/projects: set api-url/,
    );
  });

  it('carries the request id the platform sent', async () => {
    const client = await scripted.client((_q, res) =>
      sendJson(res, 409, { message: 'busy' }, { 'x-request-id': 'req-123' }),
    );
    const error = (await rejectionOf(
      client.call('deleteCdnBucket', { params: { id: 'b' } }),
    )) as PlatformApiError;
    expect(error.requestId).toBe('req-123');
    expect(error.message).toMatch(/\(request id req-123\)$/);
  });
});
