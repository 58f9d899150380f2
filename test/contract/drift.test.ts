import { execFile } from 'node:child_process';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_NOTES } from '../../scripts/contract/report.ts';
import { ContractCheckError, runContract } from '../../scripts/contract.ts';
import { type Platform, startPlatform } from '../fakes/platform/index.ts';

/**
 * `npm run contract` against the local platform (whose /openapi.json is our own
 * description) finds nothing, and against a modified copy served over loopback names each change.
 */
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

// biome-ignore lint/suspicious/noExplicitAny: an OpenAPI document the tests edit freely
type Json = Record<string, any>;

let platform: Platform;
let served: { url: string; document: Json; status: number; seen: IncomingHttpHeaders[] };
let server: Server;

beforeAll(async () => {
  platform = await startPlatform();
  const original = (await (await fetch(`${platform.url}/openapi.json`)).json()) as Json;
  served = { url: '', document: original, status: 200, seen: [] };
  server = createServer((req, res) => {
    served.seen.push(req.headers);
    const ok = req.url === '/api/v1/openapi.json' && served.status === 200;
    res.writeHead(ok ? 200 : served.status === 200 ? 404 : served.status, {
      'content-type': 'application/json',
    });
    res.end(ok ? JSON.stringify(served.document) : '{"error":{"code":"nope","message":"no"}}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  served.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await platform.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** The local platform's document with `edit` applied, served by the tiny server from now on. */
async function serveEdited(edit: (paths: Json) => void): Promise<void> {
  const document = structuredClone((await (await fetch(`${platform.url}/openapi.json`)).json()) as Json);
  edit(document.paths);
  served.document = document;
  served.status = 200;
}

describe('npm run contract', () => {
  it('finds no drift against the local platform, whose description is our own', async () => {
    const result = await runContract({ apiUrl: platform.url, apiKey: platform.readKey });
    expect(result.findings).toEqual([]);
    expect(result.exitCode).toBe(0);
    expect(result.report).toContain('No drift');
    expect(result.report).toContain(`${platform.url}/openapi.json`);
  });

  it('names a removed operation, a moved path, a new upload body type and a read that needs a full key', async () => {
    await serveEdited((paths) => {
      delete paths['/cron/preview'].post;
      paths['/deployments/{id}/log'] = paths['/deployments/{id}/logs'];
      delete paths['/deployments/{id}/logs'];
      paths['/uploads'].post.requestBody = { content: { 'application/octet-stream': { schema: {} } } };
      paths['/dns/zones/{id}/records'].get['x-requires-full-key'] = true;
      paths['/reports'] = { get: { operationId: 'listReports', responses: { 200: { description: 'ok' } } } };
    });
    const result = await runContract({ apiUrl: served.url });
    const named = result.findings.map((f) => `${f.breaking ? 'BREAKS' : 'note'} ${f.kind} ${f.operation}`);
    expect(named.sort()).toEqual([
      'BREAKS body-type createUpload',
      'BREAKS full-key listDnsRecords',
      'BREAKS missing previewCronSchedule',
      'BREAKS moved getDeploymentLogs',
      'note extra listReports',
    ]);
    expect(result.exitCode).toBe(1);
    const row = (operation: string) =>
      result.report.split('\n').find((line) => line.includes(`| ${operation} |`));
    expect(row('getDeploymentLogs')).toContain('GET /deployments/{id}/logs is GET /deployments/{id}/log');
    expect(row('createUpload')).toContain('the platform takes application/octet-stream');
    expect(row('previewCronSchedule')).toContain('POST /cron/preview is not in the platform');
    expect(row('listReports')).toMatch(/\| no \| we lack it \|/);
    expect(result.report).toContain('4 difference(s) would break an action; 1 note(s).');
  });

  it('takes either upload form the client can send, and notes a write that a read key may now do', async () => {
    await serveEdited((paths) => {
      paths['/uploads'].post.requestBody.content = { 'application/zip': { schema: {} } };
      paths['/cron'].post['x-requires-full-key'] = false;
    });
    const result = await runContract({ apiUrl: served.url });
    expect(result.findings).toEqual([
      {
        kind: 'full-key',
        operation: 'createCronJob',
        detail: 'the platform accepts a read key; our table marks it W (full key)',
        breaking: false,
      },
    ]);
    expect(result.exitCode).toBe(0);
  });

  it('matches a spec without operationIds by method and path, and sees a method change there', async () => {
    await serveEdited((paths) => {
      for (const item of Object.values(paths))
        for (const op of Object.values(item as Json)) delete op.operationId;
      paths['/projects/{projectId}/env'] = {
        patch: paths['/projects/{id}/env'].put,
        get: paths['/projects/{id}/env'].get,
      };
      delete paths['/projects/{id}/env'];
    });
    const result = await runContract({ apiUrl: served.url });
    expect(result.findings.map((f) => `${f.kind} ${f.operation}: ${f.detail}`)).toEqual([
      'moved setProjectEnv: PUT /projects/{id}/env is PATCH /projects/{projectId}/env on the platform',
    ]);
    expect(result.exitCode).toBe(1);
  });

  it('lists at most a screenful of notes and counts the rest', async () => {
    await serveEdited((paths) => {
      for (let i = 0; i < MAX_NOTES + 5; i++) paths[`/extra/${i}`] = { get: { responses: {} } };
    });
    const result = await runContract({ apiUrl: served.url });
    expect(result.exitCode).toBe(0);
    expect(result.findings).toHaveLength(MAX_NOTES + 5);
    expect(result.report.split('\n').filter((line) => line.includes('| we lack it |'))).toHaveLength(
      MAX_NOTES,
    );
    expect(result.report).toContain('… and 5 more notes.');
  });

  it('sends the key as a bearer token and never prints it when the platform refuses it', async () => {
    served.status = 403;
    served.seen.length = 0;
    const key = 'plat_pk_contractsecret123';
    const failure = await runContract({ apiUrl: served.url, apiKey: key }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ContractCheckError);
    expect((failure as Error).message).toMatch(/answered 403: check that the key is valid/);
    expect((failure as Error).message).not.toContain('contractsecret123');
    expect(served.seen.map((headers) => headers.authorization)).toEqual([`Bearer ${key}`]);
  });

  it('exits 1 from the command line on drift and 2 when it cannot check, with one sentence', async () => {
    await serveEdited((paths) => {
      delete paths['/uploads'];
    });
    const run = (args: string[]) =>
      promisify(execFile)(process.execPath, ['scripts/contract.ts', ...args], {
        cwd: REPO_ROOT,
        env: { PATH: process.env.PATH ?? '' },
      }).then(
        (done) => ({ code: 0, ...done }),
        (failed: { code: number; stdout: string; stderr: string }) => failed,
      );
    const drift = await run(['--api-url', served.url]);
    expect(drift.code).toBe(1);
    expect(drift.stdout).toMatch(/\| \*\*yes\*\* \| platform lacks it \| createUpload \|/);
    const unreachable = await run(['--api-url', 'http://127.0.0.1:9']);
    expect(unreachable.code).toBe(2);
    expect(unreachable.stderr).toMatch(/^Could not reach http:\/\/127\.0\.0\.1:9\/api\/v1\/openapi\.json/);
    const missing = await run([]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--api-url is missing');
  });
});
