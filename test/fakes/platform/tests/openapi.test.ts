import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../../../src/api/routes.ts';
import { type Platform, startPlatform } from '../index.ts';
import { loadOurOpenApi, type OpenApiDocument, operationsOf } from '../our-openapi.ts';
import { describeRequestBodies } from '../request-schemas.ts';

/** The local platform serves our own OpenAPI file at /api/v1/openapi.json (§4 "Other addresses"). */

async function fetchDocument(
  platform: Platform,
): Promise<{ status: number; type: string; body: OpenApiDocument }> {
  const response = await fetch(`${platform.url}/openapi.json`);
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: (await response.json()) as OpenApiDocument,
  };
}

describe('GET /api/v1/openapi.json', () => {
  let platform: Platform;
  let served: Awaited<ReturnType<typeof fetchDocument>>;
  beforeAll(async () => {
    platform = await startPlatform();
    served = await fetchDocument(platform);
  });
  afterAll(() => platform.close());

  it('answers JSON without a key, naming this platform as its server', () => {
    expect(served.status).toBe(200);
    expect(served.type).toMatch(/^application\/json/);
    expect(served.body.openapi).toBe('3.1.0');
    expect(served.body.servers).toEqual([{ url: platform.url, description: 'This local platform' }]);
    expect(platform.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1$/);
  });

  it('lists the 113 operations of the route table: name, method, path and full-key mark', () => {
    const operations = operationsOf(served.body);
    expect(operations).toHaveLength(113);
    const servedRows = operations.map((op) => `${op.operationId} ${op.method} ${op.path} W=${op.fullKey}`);
    const tableRows = ROUTES.map(
      (route) => `${route.operation} ${route.method} ${route.path} W=${route.write}`,
    );
    expect(servedRows.sort()).toEqual(tableRows.sort());
  });

  it('is our file, src/api/platform-openapi.yaml, apart from the server and the bodies it judges', () => {
    const ours = loadOurOpenApi();
    describeRequestBodies(ours);
    expect({ ...served.body, servers: ours.servers }).toEqual(ours);
  });

  it('states the routing modes, DNS types and cron methods its handlers take', () => {
    const schemas = served.body.components.schemas;
    expect(schemas.StaticRouting.properties.mode.enum).toEqual(['files', 'spa', 'clean-urls']);
    expect(schemas.DnsRecord.properties.type.enum).toContain('CNAME');
    expect(schemas.CronJob.properties.method.enum).toContain('PATCH');
    const routing = served.body.paths['/projects/{id}/static-routing'].put.requestBody;
    expect(routing).toEqual({ $ref: '#/components/requestBodies/StaticRouting' });
  });

  it('describes only the upload form a platform started with uploadForms takes', async () => {
    const rawOnly = await startPlatform({ uploadForms: 'raw' });
    try {
      const { body } = await fetchDocument(rawOnly);
      expect(Object.keys(body.components.requestBodies.SourceZip.content)).toEqual(['application/zip']);
    } finally {
      await rawOnly.close();
    }
    // The first platform's answer is untouched by the second's: each answer is a fresh copy.
    expect(Object.keys(served.body.components.requestBodies.SourceZip.content).sort()).toEqual([
      'application/zip',
      'multipart/form-data',
    ]);
    const again = await fetchDocument(platform);
    expect(Object.keys(again.body.components.requestBodies.SourceZip.content)).toHaveLength(2);
  });
});
