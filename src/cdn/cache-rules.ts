import { compileGlob, type Glob, GlobSyntaxError } from './glob.ts';

/**
 * The `cache-control` input: empty (the bucket's default applies), one value for every file, or
 * rules, one `glob: value` per line, the first matching rule winning. A file no rule matches gets
 * the bucket's default.
 */
interface CacheControlRule {
  readonly glob: Glob;
  readonly value: string;
}

export type CacheControlPolicy =
  | { readonly kind: 'default' }
  | { readonly kind: 'single'; readonly value: string }
  | { readonly kind: 'rules'; readonly rules: readonly CacheControlRule[] };

/** What the input parser reports; the action turns it into a ConfigurationError naming the input. */
export class CacheControlSyntaxError extends Error {
  override readonly name = 'CacheControlSyntaxError';
}

/** The platform takes up to 200 characters; directives are tokens, optionally `=token` or `="quoted"`. */
const MAX_VALUE_LENGTH = 200;
const DIRECTIVE = /^[A-Za-z][A-Za-z0-9-]*(=([0-9A-Za-z-]+|"[^"]*"))?$/;

function checkCacheControlValue(value: string): string | undefined {
  if (value.length > MAX_VALUE_LENGTH) return `is longer than ${MAX_VALUE_LENGTH} characters`;
  const directives = value.split(',').map((part) => part.trim());
  const bad = directives.find((directive) => !DIRECTIVE.test(directive));
  if (bad !== undefined) return `has "${bad}", which is not a directive like max-age=3600 or no-cache`;
  return undefined;
}

export function parseCacheControl(text: string): CacheControlPolicy {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  if (lines.length === 0) return { kind: 'default' };
  // A Cache-Control value never holds a colon, so a single line without one is a value for every file.
  if (lines.length === 1 && !lines[0]!.includes(':')) {
    const value = normaliseValue(lines[0]!);
    const problem = checkCacheControlValue(value);
    if (problem) throw new CacheControlSyntaxError(`the value "${value}" ${problem}`);
    return { kind: 'single', value };
  }
  return { kind: 'rules', rules: lines.map(parseRule) };
}

function parseRule(line: string, index: number): CacheControlRule {
  const at = line.search(/:(\s|$)/);
  const where = `line ${index + 1} ("${line}")`;
  if (at <= 0) throw new CacheControlSyntaxError(`${where} is not of the form \`glob: value\``);
  const pattern = line
    .slice(0, at)
    .trim()
    .replace(/^["']|["']$/g, '');
  const value = normaliseValue(line.slice(at + 1));
  if (value === '') throw new CacheControlSyntaxError(`${where} has no value after the colon`);
  const problem = checkCacheControlValue(value);
  if (problem) throw new CacheControlSyntaxError(`${where}: the value ${problem}`);
  try {
    return { glob: compileGlob(pattern), value };
  } catch (error) {
    const reason = error instanceof GlobSyntaxError ? error.message : String(error);
    throw new CacheControlSyntaxError(`${where}: the glob "${pattern}" is not valid (${reason})`);
  }
}

function normaliseValue(value: string): string {
  return value
    .trim()
    .replace(/^["']|["']$/g, '')
    .split(',')
    .map((part) => part.trim())
    .join(', ');
}

/** The Cache-Control to set on `relativePath` (below `path`), or undefined for the bucket's default. */
export function cacheControlFor(policy: CacheControlPolicy, relativePath: string): string | undefined {
  if (policy.kind === 'default') return undefined;
  if (policy.kind === 'single') return policy.value;
  return policy.rules.find((rule) => rule.glob.matches(relativePath))?.value;
}

/** Two values are the same policy when they differ only in case and spacing. */
export function sameCacheControl(a: string, b: string): boolean {
  const canonical = (value: string) =>
    value
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .join(',');
  return canonical(a) === canonical(b);
}
