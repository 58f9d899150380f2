import { PlatformHttpError, type Reply } from './types.ts';

/**
 * Input checks shared by the handlers. Every invalid input is a 400 `invalid_request` naming the field,
 * so a client can point its user at the exact value to fix.
 */
export type Body = Record<string, unknown>;

export function invalid(field: string, message: string): PlatformHttpError {
  return new PlatformHttpError(400, 'invalid_request', message, field);
}

export function notFound(kind: string, id: string): PlatformHttpError {
  return new PlatformHttpError(404, 'not_found', `${kind} ${id} not found`);
}

/** The record stored under `id`, or the 404 naming its kind that every handler answers for a missing one. */
export function found<T>(records: ReadonlyMap<string, T>, kind: string, id: string): T {
  const record = records.get(id);
  if (record === undefined) throw notFound(kind, id);
  return record;
}

/** Keeps a new record in `records` under its id and answers as every create does: 201 with the record. */
export function created<T extends { readonly id: string }>(records: Map<string, T>, record: T): Reply {
  records.set(record.id, record);
  return { status: 201, body: record };
}

export function conflict(message: string, code = 'conflict', field?: string): PlatformHttpError {
  return new PlatformHttpError(409, code, message, field);
}

/** The body as an object; a missing body counts as `{}` so optional-only endpoints accept none. */
export function objectBody(body: unknown): Body {
  if (body === undefined) return {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new PlatformHttpError(400, 'invalid_body', 'the request body must be a JSON object');
  }
  return body as Body;
}

/** Rejects fields the operation does not know, so client typos surface instead of being ignored. */
export function allowOnly(body: Body, allowed: readonly string[]): void {
  for (const name of Object.keys(body)) {
    if (!allowed.includes(name)) {
      throw invalid(name, `unknown field "${name}"; accepted fields: ${allowed.join(', ') || 'none'}`);
    }
  }
}

interface StringRule {
  pattern?: RegExp;
  hint?: string;
  max?: number;
  min?: number;
}

export function requireString(body: Body, name: string, rule: StringRule = {}): string {
  const value = body[name];
  if (value === undefined || value === null) throw invalid(name, `"${name}" is required`);
  return checkString(name, value, rule);
}

export function optionalString(body: Body, name: string, rule: StringRule = {}): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  return checkString(name, value, rule);
}

export function checkString(name: string, value: unknown, rule: StringRule = {}): string {
  if (typeof value !== 'string') throw invalid(name, `"${name}" must be a string`);
  const min = rule.min ?? 1;
  if (value.length < min) throw invalid(name, `"${name}" must not be empty`);
  if (rule.max !== undefined && value.length > rule.max) {
    throw invalid(name, `"${name}" must be at most ${rule.max} characters`);
  }
  if (rule.pattern && !rule.pattern.test(value)) {
    throw invalid(name, `"${name}" is not valid: ${rule.hint ?? `must match ${rule.pattern}`}`);
  }
  return value;
}

export function optionalBoolean(body: Body, name: string): boolean | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw invalid(name, `"${name}" must be true or false`);
  return value;
}

export function requireInteger(body: Body, name: string, min: number, max: number): number {
  const value = body[name];
  if (value === undefined || value === null) throw invalid(name, `"${name}" is required`);
  return checkInteger(name, value, min, max);
}

export function optionalInteger(body: Body, name: string, min: number, max: number): number | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  return checkInteger(name, value, min, max);
}

export function checkInteger(name: string, value: unknown, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw invalid(name, `"${name}" must be an integer`);
  if (value < min || value > max) throw invalid(name, `"${name}" must be between ${min} and ${max}`);
  return value;
}

export function oneOf<T extends string>(name: string, value: unknown, allowed: readonly T[]): T {
  if (typeof value !== 'string' || !allowed.includes(value as T)) {
    throw invalid(name, `"${name}" must be one of ${allowed.join(', ')}`);
  }
  return value as T;
}

/** Lower-case slug: letters, digits and single hyphens, starting with a letter or digit. */
const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** The rule for a name that ends up in a host name (projects, databases, tunnels), with its hint. */
export const SLUG_NAME: StringRule = {
  pattern: SLUG,
  hint: 'use 1-63 lower-case letters, digits and hyphens, not starting or ending with a hyphen',
};

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** A DNS host name with at least two labels and an alphabetic top-level label. */
export function isHostname(value: string): boolean {
  if (value.length > 253) return false;
  const labels = value.split('.');
  if (labels.length < 2) return false;
  if (!labels.every((label) => LABEL.test(label))) return false;
  return /^[a-z]{2,63}$/.test(labels.at(-1)!);
}

export function requireHostname(body: Body, name: string): string {
  const value = requireString(body, name, { max: 253 }).toLowerCase().replace(/\.$/, '');
  if (!isHostname(value)) throw invalid(name, `"${value}" is not a valid domain name`);
  return value;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(name: string, value: unknown): string {
  const text = checkString(name, value, { max: 320 });
  if (!EMAIL.test(text)) throw invalid(name, `"${text}" is not a valid e-mail address`);
  return text.toLowerCase();
}

/** A string or a non-empty array of strings, as e-mail recipients are given. */
export function emailList(body: Body, name: string, required: boolean): string[] {
  const value = body[name];
  if (value === undefined || value === null) {
    if (required) throw invalid(name, `"${name}" is required`);
    return [];
  }
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0) throw invalid(name, `"${name}" must name at least one address`);
  return list.map((entry) => checkEmail(name, entry));
}

export const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
export const ENV_NAME_HINT =
  'names start with a letter or underscore and contain only letters, digits and underscores';
