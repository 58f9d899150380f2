import { describe, expect, it } from 'vitest';
import { pathParams, ROUTES } from '../../src/api/routes.ts';
import {
  loadOurOpenApi,
  type OurOperation,
  operationsOf,
  resolveRef,
} from '../fakes/platform/our-openapi.ts';

/**
 * The route table (src/api/routes.ts) against our own OpenAPI file (src/api/platform-openapi.yaml),
 * operation by operation. The file is checked against the platform's document by
 * scripts/check-openapi-seed.ts, which .ci/run runs when the document sits beside the clone.
 */
const document = loadOurOpenApi();
const operations = operationsOf(document);
const endpoint = (row: { method: string; path: string }) => `${row.method} ${row.path}`;

function parameterNames(operation: OurOperation): string[] {
  const declared = [...operation.pathItemParameters, ...(operation.object.parameters ?? [])];
  return declared
    .map((parameter) => resolveRef(document, parameter) as { name?: string; in?: string })
    .filter((parameter) => parameter.in === 'path')
    .map((parameter) => String(parameter.name));
}

describe('route table', () => {
  it('has 113 operations, no endpoint and no name twice', () => {
    expect(ROUTES).toHaveLength(113);
    expect(new Set(ROUTES.map(endpoint)).size).toBe(113);
    expect(new Set(ROUTES.map((route) => route.operation)).size).toBe(113);
  });

  it('has exactly the operations of our OpenAPI file, none missing and none extra', () => {
    const ours = new Set(ROUTES.map(endpoint));
    const theirs = new Set(operations.map(endpoint));
    const missing = [...theirs].filter((key) => !ours.has(key));
    const extra = [...ours].filter((key) => !theirs.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('gives each operation the method, path, name, full-key mark and group of the file', () => {
    const byName = new Map(operations.map((operation) => [operation.operationId, operation]));
    const wrong: string[] = [];
    for (const route of ROUTES) {
      const operation = byName.get(route.operation);
      if (!operation) {
        wrong.push(`${route.operation}: no operationId ${route.operation} in the file`);
        continue;
      }
      const stated = `${endpoint(operation)} W=${operation.fullKey} tag=${operation.tags.join(',')}`;
      const ours = `${endpoint(route)} W=${route.write} tag=${route.group}`;
      if (stated !== ours) wrong.push(`${route.operation}: table ${ours}, file ${stated}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lets a read key attempt only reads, the cron preview and sign-in (the unmarked writes)', () => {
    const unmarkedWrites = ROUTES.filter((route) => route.method !== 'GET' && !route.write);
    expect(unmarkedWrites.map((route) => route.operation)).toEqual([
      'previewCronSchedule',
      'startSignIn',
      'verifySignIn',
    ]);
    expect(ROUTES.filter((route) => route.method === 'GET' && route.write)).toEqual([]);
  });
});

describe('what a route says of its answer', () => {
  it('marks every log endpoint as a growing log (its own size cap) and nothing else', () => {
    const logs = ROUTES.filter((route) => 'answersGrowingLog' in route).map((route) => route.path);
    expect(logs.sort()).toEqual(
      ROUTES.map((route) => route.path)
        .filter((path) => path.endsWith('/logs'))
        .sort(),
    );
    expect(logs.length).toBeGreaterThan(0);
  });

  it("lets only a stored file's content be any type, an HTML page included", () => {
    const anyType = ROUTES.filter((route) => 'answersFileContent' in route).map((route) => route.operation);
    expect(anyType).toEqual(['readProjectFile']);
  });
});

describe('our OpenAPI file', () => {
  it('is OpenAPI 3.1 with 113 operations, each with a unique name and endpoint', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(operations).toHaveLength(113);
    expect(new Set(operations.map(endpoint)).size).toBe(113);
    expect(new Set(operations.map((operation) => operation.operationId)).size).toBe(113);
  });

  it('gives every operation a summary, one declared tag, a full-key mark and its path parameters', () => {
    const tags = new Set((document.tags as { name: string }[]).map((tag) => tag.name));
    const wrong = operations.flatMap((operation) => {
      const problems: string[] = [];
      if (!operation.summary) problems.push('no summary');
      if (operation.tags.length !== 1 || !tags.has(operation.tags[0]!)) problems.push('tag');
      if (operation.fullKey === undefined) problems.push('no x-requires-full-key');
      const expected = pathParams(operation.path);
      if (parameterNames(operation).join() !== expected.join()) problems.push('path parameters');
      return problems.map((problem) => `${endpoint(operation)}: ${problem}`);
    });
    expect(wrong).toEqual([]);
  });

  it('answers 429 with a required Retry-After header on every operation', () => {
    const without = operations.filter((operation) => {
      const tooMany = resolveRef(document, operation.object.responses?.['429']) as {
        headers?: Record<string, { required?: boolean }>;
      };
      return tooMany?.headers?.['Retry-After']?.required !== true;
    });
    expect(without.map(endpoint)).toEqual([]);
  });

  it('asks for a bearer key on every operation but sign-in', () => {
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const wrong = operations.filter((operation) => {
      const signIn = operation.tags[0] === 'auth';
      const expected = signIn ? [] : [{ bearerAuth: [] }];
      return JSON.stringify(operation.object.security) !== JSON.stringify(expected);
    });
    expect(wrong.map(endpoint)).toEqual([]);
  });

  it('states the three request bodies the platform document gives, and only those', () => {
    const bodyOf = (path: string, method: string) =>
      resolveRef(document, document.paths[path][method].requestBody) as {
        content: Record<string, { schema?: unknown }>;
      };
    const deployment = resolveRef(
      document,
      bodyOf('/projects/{id}/deployments', 'post').content['application/json']!.schema,
    );
    expect(Object.keys((deployment as { properties: object }).properties)).toEqual([
      'branch',
      'commitSha',
      'sourceTarballUrl',
    ]);
    const env = resolveRef(document, bodyOf('/projects/{id}/env', 'put').content['application/json']!.schema);
    expect(env).toMatchObject({
      required: ['variables'],
      properties: { variables: { type: 'object', additionalProperties: { type: 'string' } } },
    });
    const upload = bodyOf('/uploads', 'post').content;
    expect(Object.keys(upload).sort()).toEqual(['application/zip', 'multipart/form-data']);
    expect(upload['multipart/form-data']!.schema).toMatchObject({ required: ['file'] });
    const stated = new Set(['createDeployment', 'setProjectEnv', 'createUpload']);
    const others = operations
      .filter((operation) => operation.object.requestBody && !stated.has(String(operation.operationId)))
      .map((operation) => operation.object.requestBody.$ref);
    expect(new Set(others)).toEqual(new Set(['#/components/requestBodies/NotShown']));
  });
});
