import { isRecord } from './decode.ts';
import { type OpenApiDocument, resolveRef } from './openapi-document.ts';

/**
 * Checks a request body against the JSON schema the platform's own /openapi.json gives the
 * operation, so a plan can fail where the apply would: an enum, a format, a required field. Only the
 * keywords that judge a value are read (type, enum, const, required, properties,
 * additionalProperties, items, lengths, pattern, bounds, the common formats, allOf/anyOf/oneOf); a
 * keyword it does not know passes, so an unusual document never refuses a body the platform takes.
 */
export interface BodyProblem {
  /** Where in the body, as `mode` or `rules[0].origin`; empty for the body itself. */
  readonly path: string;
  readonly message: string;
}

/** The JSON schema of `method path`'s JSON request body, or undefined when the document gives none. */
export function requestBodySchema(
  document: OpenApiDocument,
  method: string,
  path: string,
): Record<string, unknown> | undefined {
  const paths = isRecord(document.paths) ? document.paths : {};
  const wanted = templateOf(path);
  const entry = Object.entries(paths).find(([candidate]) => templateOf(stripRoot(candidate)) === wanted);
  const operation = resolveRef(document, resolveRef(document, entry?.[1])?.[method.toLowerCase()]);
  const content = resolveRef(document, operation?.requestBody)?.content;
  if (!isRecord(content)) return undefined;
  const json = Object.entries(content).find(([type]) => /^application\/(.+\+)?json\b/i.test(type.trim()));
  const schema = resolveRef(document, isRecord(json?.[1]) ? json[1].schema : undefined);
  return schema !== undefined && Object.keys(schema).length > 0 ? schema : undefined;
}

/** `/projects/{id}/x` and `/projects/{projectId}/x` are the same operation. */
function templateOf(path: string): string {
  return path.replace(/\{[^}]*\}/g, '{}').replace(/\/+$/, '');
}

/** A server at the origin writes whole paths; ours are relative to the API root. */
function stripRoot(path: string): string {
  return path.replace(/^\/api\/v\d+(?=\/)/, '');
}

const FORMATS: Record<string, RegExp> = {
  'date-time': /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  email: /^[^@\s]+@[^@\s]+\.[^@\s]+$/,
  hostname:
    /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?$/i,
  ipv4: /^((25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(25[0-5]|2[0-4]\d|1?\d?\d)$/,
};

function formatProblem(format: string, value: string): string | undefined {
  if (format === 'uri' || format === 'url') return URL.canParse(value) ? undefined : 'an absolute URL';
  const pattern = FORMATS[format];
  return pattern === undefined || pattern.test(value) ? undefined : `a ${format}`;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function typeMatches(wanted: string, value: unknown): boolean {
  const actual = typeOf(value);
  return actual === wanted || (wanted === 'number' && actual === 'integer');
}

function show(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}

const at = (path: string, key: string | number): string =>
  typeof key === 'number' ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`;

/** Every problem of `value` against `schema`, depth first; empty when the platform would take it. */
export function bodyProblems(
  document: OpenApiDocument,
  schema: unknown,
  value: unknown,
  path = '',
  depth = 0,
): BodyProblem[] {
  const node = resolveRef(document, schema);
  if (node === undefined || depth > 32) return [];
  const problems: BodyProblem[] = [];
  const fail = (message: string) => problems.push({ path, message });
  const types = typeof node.type === 'string' ? [node.type] : Array.isArray(node.type) ? node.type : [];
  if (node.nullable === true) types.push('null');
  if (types.length > 0 && !types.some((type) => typeMatches(String(type), value))) {
    fail(`must be ${types.join(' or ')}, not ${typeOf(value)}`);
    return problems;
  }
  if (Array.isArray(node.enum) && !node.enum.some((allowed) => show(allowed) === show(value)))
    fail(
      `must be one of ${node.enum.map((allowed) => (typeof allowed === 'string' ? allowed : show(allowed))).join(', ')}, not ${show(value)}`,
    );
  if ('const' in node && show(node.const) !== show(value)) fail(`must be ${show(node.const)}`);
  if (typeof value === 'string') stringProblems(node, value, fail);
  if (typeof value === 'number') numberProblems(node, value, fail);
  if (Array.isArray(value) && node.items !== undefined)
    value.forEach((item, index) => {
      problems.push(...bodyProblems(document, node.items, item, at(path, index), depth + 1));
    });
  if (isRecord(value)) problems.push(...objectProblems(document, node, value, path, depth));
  for (const part of Array.isArray(node.allOf) ? node.allOf : [])
    problems.push(...bodyProblems(document, part, value, path, depth + 1));
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const options = node[keyword];
    if (!Array.isArray(options) || options.length === 0) continue;
    const results = options.map((option) => bodyProblems(document, option, value, path, depth + 1));
    if (!results.some((result) => result.length === 0)) problems.push(...(results[0] ?? []));
  }
  return problems;
}

function stringProblems(node: Record<string, unknown>, value: string, fail: (m: string) => void): void {
  const length = [...value].length;
  if (typeof node.minLength === 'number' && length < node.minLength)
    fail(`must be at least ${node.minLength} characters long`);
  if (typeof node.maxLength === 'number' && length > node.maxLength)
    fail(`must be at most ${node.maxLength} characters long`);
  if (typeof node.pattern === 'string') {
    try {
      if (!new RegExp(node.pattern, 'u').test(value)) fail(`must match the pattern ${node.pattern}`);
    } catch {
      // A pattern JavaScript cannot read is the document's problem, not the body's.
    }
  }
  if (typeof node.format === 'string') {
    const wanted = formatProblem(node.format, value);
    if (wanted !== undefined) fail(`must be ${wanted}, not ${show(value)}`);
  }
}

function numberProblems(node: Record<string, unknown>, value: number, fail: (m: string) => void): void {
  if (typeof node.minimum === 'number' && value < node.minimum) fail(`must be at least ${node.minimum}`);
  if (typeof node.maximum === 'number' && value > node.maximum) fail(`must be at most ${node.maximum}`);
}

function objectProblems(
  document: OpenApiDocument,
  node: Record<string, unknown>,
  value: Record<string, unknown>,
  path: string,
  depth: number,
): BodyProblem[] {
  const problems: BodyProblem[] = [];
  const properties = isRecord(node.properties) ? node.properties : {};
  for (const name of Array.isArray(node.required) ? node.required : []) {
    if (typeof name === 'string' && value[name] === undefined)
      problems.push({ path: at(path, name), message: 'is required' });
  }
  for (const [name, field] of Object.entries(value)) {
    if (field === undefined) continue;
    if (name in properties)
      problems.push(...bodyProblems(document, properties[name], field, at(path, name), depth + 1));
    else if (node.additionalProperties === false)
      problems.push({
        path: at(path, name),
        message: `is not a field this request takes (it takes ${Object.keys(properties).join(', ') || 'none'})`,
      });
    else if (isRecord(node.additionalProperties))
      problems.push(...bodyProblems(document, node.additionalProperties, field, at(path, name), depth + 1));
  }
  return problems;
}
