/**
 * Reads the operations out of an OpenAPI 3 document (ours or the platform's): what the contract check
 * compares. Only what can break an action is kept: method and path, whether a full key is required,
 * the request body's content types, and the field names of the success answer.
 */
import type { HttpMethod } from '../../src/api/routes.ts';

export interface SpecOperation {
  readonly operationId: string | undefined;
  readonly method: HttpMethod;
  /** As the spec writes it, without a leading `/api/v1` (the base URL's part, not the path's). */
  readonly path: string;
  /** true: the spec says a full key is needed; false: a read key will do; undefined: it does not say. */
  readonly fullKey: boolean | undefined;
  /** The spec states that no key is needed (`security: []`). */
  readonly open: boolean;
  /** Content types the request body may have; empty when the spec describes no body. */
  readonly requestTypes: readonly string[];
  /** Top-level field names of the JSON success answer (of each item, for a list); empty if not described. */
  readonly responseFields: readonly string[];
}

type Json = Record<string, unknown>;

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const VERSION_PREFIX = /^\/api\/v1(?=\/)/;
/** How deep `$ref`/`allOf` chains are followed; a spec that nests deeper is cyclic or pathological. */
const MAX_DEPTH = 8;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The spec's operations, in document order; throws a one-sentence error if it is not OpenAPI 3. */
export function readOperations(document: unknown, source: string): SpecOperation[] {
  if (!isObject(document) || !isObject(document.paths)) {
    throw new Error(`${source} is not an OpenAPI document: it has no "paths" object.`);
  }
  const globalSecurity = document.security;
  const operations: SpecOperation[] = [];
  for (const [rawPath, item] of Object.entries(document.paths)) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const operation = item[method.toLowerCase()];
      if (!isObject(operation)) continue;
      const security = operation.security ?? globalSecurity;
      operations.push({
        operationId: typeof operation.operationId === 'string' ? operation.operationId : undefined,
        method,
        path: rawPath.replace(VERSION_PREFIX, ''),
        fullKey: fullKeyOf(operation, security),
        open: Array.isArray(security) && security.length === 0,
        requestTypes: requestTypesOf(document, operation),
        responseFields: responseFieldsOf(document, operation),
      });
    }
  }
  return operations;
}

/**
 * Specs say "full key" in different ways: our own mark (`x-requires-full-key`), or a scope on the
 * security requirement (`write`, `full`, `full_key`). A spec that says neither leaves it unknown.
 */
function fullKeyOf(operation: Json, security: unknown): boolean | undefined {
  const mark = operation['x-requires-full-key'];
  if (typeof mark === 'boolean') return mark;
  if (!Array.isArray(security) || security.length === 0) return undefined;
  const scopes = security.flatMap((requirement) =>
    isObject(requirement) ? Object.values(requirement).flatMap((s) => (Array.isArray(s) ? s : [])) : [],
  );
  if (scopes.length === 0) return undefined;
  return scopes.some((scope) => typeof scope === 'string' && /^(write|full|full[_-]key)$/i.test(scope));
}

function resolve(document: Json, value: unknown, depth = 0): unknown {
  if (!isObject(value) || typeof value.$ref !== 'string' || depth > MAX_DEPTH) return value;
  if (!value.$ref.startsWith('#/')) return undefined;
  let target: unknown = document;
  for (const part of value.$ref.slice(2).split('/')) {
    const key = part.replaceAll('~1', '/').replaceAll('~0', '~');
    target = isObject(target) ? target[key] : undefined;
  }
  return resolve(document, target, depth + 1);
}

function requestTypesOf(document: Json, operation: Json): string[] {
  const body = resolve(document, operation.requestBody);
  if (!isObject(body) || !isObject(body.content)) return [];
  return Object.keys(body.content).map((type) => type.toLowerCase());
}

function responseFieldsOf(document: Json, operation: Json): string[] {
  const responses = isObject(operation.responses) ? operation.responses : {};
  const success = Object.keys(responses)
    .filter((status) => /^2\d\d$/.test(status))
    .sort()[0];
  if (success === undefined) return [];
  const response = resolve(document, responses[success]);
  if (!isObject(response) || !isObject(response.content)) return [];
  const json = Object.entries(response.content).find(([type]) => /json/i.test(type))?.[1];
  return isObject(json) ? [...fieldsOf(document, envelopeContent(document, json.schema), 0)] : [];
}

/** A list or a single wrapped in `{ data: ... }` / `{ items: ... }`: the fields are those of what is inside. */
function envelopeContent(document: Json, value: unknown): unknown {
  const schema = resolve(document, value);
  if (!isObject(schema) || !isObject(schema.properties)) return schema;
  const inner = schema.properties.data ?? schema.properties.items;
  return inner === undefined ? schema : inner;
}

/** Property names of a schema, through `$ref`, `allOf` and (for a list) `items`. */
function fieldsOf(document: Json, value: unknown, depth: number): Set<string> {
  const schema = resolve(document, value);
  const fields = new Set<string>();
  if (!isObject(schema) || depth > MAX_DEPTH) return fields;
  if (schema.type === 'array') return fieldsOf(document, schema.items, depth + 1);
  if (isObject(schema.properties)) for (const name of Object.keys(schema.properties)) fields.add(name);
  if (Array.isArray(schema.allOf)) {
    for (const part of schema.allOf) for (const name of fieldsOf(document, part, depth + 1)) fields.add(name);
  }
  return fields;
}

/** `/projects/{projectId}/runs/{id}` and `/projects/{id}/runs/{runId}` name the same endpoint. */
export function pathShape(path: string): string {
  return path.replace(/\{[^}]*\}/g, '{}').replace(/\/+$/, '');
}
