/**
 * The deploy bundle's prelude: the project lookup's GET leaves before the rest of the bundle loads,
 * only for inputs the run would accept, and the run's own lookup takes its answer instead of asking
 * again. Over loopback to the local platform.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACTION_TERMS } from '../../src/actions/common/api-terms.ts';
import { prelude } from '../../src/actions/deploy/prelude.ts';
import { PlatformClient } from '../../src/api/client.ts';
import { forgetOpenApiDocuments, openApiDocument } from '../../src/api/openapi-document.ts';
import { closeSharedAgent } from '../../src/api/transport.ts';
import { resolveProject } from '../../src/projects/project-input.ts';
import { scriptedServer } from '../api/helpers/scripted.ts';
import { sendJson, testKey } from '../api/helpers/server.ts';
import { type Platform, startPlatform } from '../fakes/platform/index.ts';

let platform: Platform;
let projectId: string;
beforeEach(async () => {
  platform = await startPlatform();
  projectId = platform.admin.createProject({ name: 'shop' }).id;
});
afterEach(async () => {
  forgetOpenApiDocuments();
  await closeSharedAgent();
  await platform.close();
});

function inputs(overrides: Record<string, string> = {}): Record<string, string> {
  const given = { 'api-key': platform.fullKey, 'api-url': platform.url, project: projectId, ...overrides };
  return Object.fromEntries(
    Object.entries(given).map(([name, value]) => [`INPUT_${name.toUpperCase()}`, value]),
  );
}

const silent = { info() {} };

const client = () =>
  new PlatformClient({ apiKey: platform.fullKey, apiUrl: platform.url, terms: ACTION_TERMS });

const lookUp = (reference = projectId) => resolveProject(client(), reference, { logger: silent });

const lookups = () => platform.requestLog.filter((entry) => entry.operation === 'getProject');

const documentServer = scriptedServer();

describe('the deploy prelude', () => {
  it('sends the lookup before the run, and the run takes its answer: one GET in all', async () => {
    await prelude(inputs());
    // Sent and answered before the client exists.
    await expect.poll(() => lookups().length).toBe(1);
    const project = await lookUp();
    expect(project.id).toBe(projectId);
    expect(lookups()).toHaveLength(1);
    expect(platform.requestLog).toHaveLength(1);
  });

  it("sends the platform's /openapi.json GET too, and the run's document is that answer: one GET", async () => {
    await prelude(inputs({ source: 'upload', 'upload-format': 'auto' }));
    await expect.poll(() => platform.discoveryLog).toEqual(['/api/v1/openapi.json']);
    const document = await openApiDocument(client());
    expect(document?.paths).toHaveProperty('/uploads');
    expect(platform.discoveryLog).toEqual(['/api/v1/openapi.json']);
  });

  it("a document over the early answer's 1 MiB is not kept: the run asks again and reads it whole", async () => {
    const scripted = documentServer;
    const server = await scripted.start((req, res) => {
      if (req.path !== '/api/v1/openapi.json') return sendJson(res, 404, {});
      // A real platform's document may be large: this one is ~2 MB, mostly one long description.
      return sendJson(res, 200, {
        openapi: '3.1.0',
        info: { title: 'big', description: 'x'.repeat(2_000_000) },
        paths: { '/uploads': { post: {} } },
      });
    });
    await prelude(inputs({ 'api-url': server.apiUrl, 'api-key': testKey() }));
    const fetches = () => scripted.requests().filter((request) => request.path === '/api/v1/openapi.json');
    await expect.poll(() => fetches().length).toBe(1);
    const client = new PlatformClient({ apiKey: testKey(), apiUrl: server.apiUrl, terms: ACTION_TERMS });
    const document = await openApiDocument(client);
    expect(document?.paths).toHaveProperty('/uploads');
    expect(fetches()).toHaveLength(2);
  });

  it.each([
    ['the upload form is given', { 'upload-format': 'multipart' }],
    ['nothing is uploaded', { source: 'repository' }],
  ])('leaves /openapi.json alone when %s', async (_why, overrides) => {
    await prelude(inputs(overrides));
    await expect.poll(() => lookups().length).toBe(1);
    expect(platform.discoveryLog).toEqual([]);
  });

  it('sends nothing early when the environment names a proxy for the platform: the run goes through it', async () => {
    // The same platform under a name that is not loopback's (0.0.0.0 reaches this machine's listener).
    const elsewhere = inputs({
      'api-url': platform.url.replace('127.0.0.1', '0.0.0.0'),
      'allow-insecure-http': 'true',
    });
    await prelude(elsewhere);
    await expect.poll(() => lookups().length).toBe(1);
    await prelude({ ...elsewhere, HTTP_PROXY: 'http://127.0.0.1:9' });
    await client().call('listProjects');
    expect(platform.requestLog.map((entry) => entry.operation)).toEqual(['getProject', 'listProjects']);
  });

  it('an early 503 is not the answer: the run asks again and gets the project', async () => {
    platform.faults.add({ operation: 'getProject', status: 503, times: 1 });
    await prelude(inputs());
    await expect.poll(() => lookups().length).toBe(1);
    expect((await lookUp()).id).toBe(projectId);
    expect(lookups().map((entry) => entry.status)).toEqual([503, 200]);
  });

  it('a name, not an id: the early 404 is the answer, and the run goes on to the list', async () => {
    await prelude(inputs({ project: 'shop' }));
    expect((await lookUp('shop')).id).toBe(projectId);
    expect(platform.requestLog.map((entry) => `${entry.operation} ${entry.status}`)).toEqual([
      'getProject 404',
      'listProjects 200',
    ]);
  });

  it.each([
    ['allow-insecure-http is not a boolean', { 'allow-insecure-http': 'yes' }],
    ['the key is empty', { 'api-key': '' }],
    ['the key holds a space', { 'api-key': 'prefix_pk_abc def' }],
    ['the project is empty', { project: ' ' }],
    ['the project is a dot segment', { project: '..' }],
    ['manifest mode', { projects: 'projects.yml' }],
    // The run refuses these before any request (the workspace is the current directory here).
    ['the path is a .git directory', { path: '.git' }],
    ['the path is outside the checkout', { path: '..' }],
    ['the address is not a URL', { 'api-url': 'platform.example' }],
  ])('sends nothing when %s', async (_why, overrides) => {
    await prelude(inputs(overrides));
    // The prelude returns once its GET is written: the platform would see it before a later request.
    await client().call('listProjects');
    expect(platform.requestLog.map((entry) => entry.operation)).toEqual(['listProjects']);
  });
});
