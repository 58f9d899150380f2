/**
 * Reads our own description of the platform API, src/api/platform-openapi.yaml, for the tests, the
 * local platform (which serves it) and .ci's seed check. It lives with the local platform rather than
 * in scripts/: scripts use the test harness, so a test that imported scripts/ made a cycle of folders. The action bundles never read it: they use the typed route table
 * (src/api/routes.ts), which test/api/route-table.test.ts keeps equal to this file.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { HttpMethod } from '../../../src/api/routes.ts';

export const OUR_OPENAPI = new URL('../../../src/api/platform-openapi.yaml', import.meta.url);

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

// biome-ignore lint/suspicious/noExplicitAny: an OpenAPI document; readers check the shape they use
export type OpenApiDocument = Record<string, any>;

/** One operation as the file states it; `undefined` where the file leaves a field out. */
export interface OurOperation {
  readonly operationId: string | undefined;
  readonly method: HttpMethod;
  /** Relative to the server URL (which ends in /api/v1). */
  readonly path: string;
  readonly summary: string | undefined;
  readonly tags: readonly string[];
  /** `x-requires-full-key`: the platform document's W mark. */
  readonly fullKey: boolean | undefined;
  /** The operation object itself, for checks of its parameters, body and answers. */
  readonly object: OpenApiDocument;
  /** Parameters declared on the path item, which apply to every operation on the path. */
  readonly pathItemParameters: readonly unknown[];
}

/** The parsed file; a fresh copy on each call, so a caller may change it. */
export function loadOurOpenApi(file: string | URL = OUR_OPENAPI): OpenApiDocument {
  const document: unknown = parse(readFileSync(file, 'utf8'));
  if (typeof document !== 'object' || document === null || !('paths' in document)) {
    throw new Error(`${String(file)} is not an OpenAPI document: it has no "paths" object.`);
  }
  return document as OpenApiDocument;
}

/** Every operation of the document, in document order. */
export function operationsOf(document: OpenApiDocument): OurOperation[] {
  const operations: OurOperation[] = [];
  for (const [path, item] of Object.entries<OpenApiDocument>(document.paths ?? {})) {
    for (const method of METHODS) {
      const object = item?.[method.toLowerCase()];
      if (typeof object !== 'object' || object === null) continue;
      const mark = object['x-requires-full-key'];
      operations.push({
        operationId: typeof object.operationId === 'string' ? object.operationId : undefined,
        method,
        path,
        summary: typeof object.summary === 'string' ? object.summary : undefined,
        tags: Array.isArray(object.tags) ? object.tags : [],
        fullKey: typeof mark === 'boolean' ? mark : undefined,
        object,
        pathItemParameters: Array.isArray(item.parameters) ? item.parameters : [],
      });
    }
  }
  return operations;
}

/** Follows a local `$ref` (`#/components/...`) to what it names; other values come back unchanged. */
export function resolveRef(document: OpenApiDocument, value: unknown): unknown {
  let current = value;
  for (let hops = 0; hops < 8; hops++) {
    const ref = (current as { $ref?: unknown } | null)?.$ref;
    if (typeof ref !== 'string' || !ref.startsWith('#/')) return current;
    current = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, part) => (node as OpenApiDocument | undefined)?.[part], document);
  }
  return current;
}
