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
  /**
   * A made-up JSON success answer with the fields the spec describes (strings, numbers... by their
   * schema type), for our decoders to read; undefined when the spec describes no fields.
   */
  readonly answerSample: unknown;
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
        answerSample: answerSampleOf(document, operation),
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

function answerSampleOf(document: Json, operation: Json): unknown {
  const responses = isObject(operation.responses) ? operation.responses : {};
  const success = Object.keys(responses)
    .filter((status) => /^2(\d\d|XX)$/i.test(status))
    .sort()[0];
  if (success === undefined) return undefined;
  const response = resolve(document, responses[success]);
  if (!isObject(response) || !isObject(response.content)) return undefined;
  const json = Object.entries(response.content).find(([type]) => /json/i.test(type))?.[1];
  if (!isObject(json)) return undefined;
  const sample = sampleOf(document, json.schema, 0);
  return hasFields(sample) ? sample : undefined;
}

function hasFields(sample: unknown): boolean {
  if (Array.isArray(sample)) return sample.some(hasFields);
  return isObject(sample) && Object.keys(sample).length > 0;
}

/** A value of the schema's shape: each property present, each leaf a placeholder of its type. */
function sampleOf(document: Json, value: unknown, depth: number): unknown {
  const schema = resolve(document, value);
  if (!isObject(schema) || depth > MAX_DEPTH) return 'sample';
  const variants = schema.allOf ?? schema.oneOf ?? schema.anyOf;
  if (Array.isArray(variants)) {
    const parts = variants.map((part) => sampleOf(document, part, depth + 1));
    const objects = parts.filter(isObject);
    return objects.length > 0 ? Object.assign({}, ...objects) : parts[0];
  }
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'array') return [sampleOf(document, schema.items, depth + 1)];
  if (type === 'object' || isObject(schema.properties)) {
    const properties = isObject(schema.properties) ? schema.properties : {};
    return Object.fromEntries(
      Object.entries(properties).map(([name, inner]) => [name, sampleOf(document, inner, depth + 1)]),
    );
  }
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  return schema.format === 'uri' || schema.format === 'url' ? 'https://platform.invalid/sample' : 'sample';
}

/** `/projects/{projectId}/runs/{id}` and `/projects/{id}/runs/{runId}` name the same endpoint. */
export function pathShape(path: string): string {
  return path.replace(/\{[^}]*\}/g, '{}').replace(/\/+$/, '');
}
