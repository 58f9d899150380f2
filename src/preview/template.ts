import { ConfigurationError } from '../errors.ts';
import { hostnameProblem, MAX_LABEL_LENGTH } from '../hostname.ts';
import { branchSlug } from './branch-slug.ts';

/** What a template's placeholders stand for in this run; undefined when the run has none. */
export interface TemplateValues {
  readonly pr?: number | undefined;
  readonly branch?: string | undefined;
  /** The full commit SHA; `{sha}` is its first 7 characters. */
  readonly sha?: string | undefined;
}

const PLACEHOLDERS = ['pr', 'branch', 'sha'] as const;
type Placeholder = (typeof PLACEHOLDERS)[number];

const PLACEHOLDER = /\{([^{}]*)\}/g;
/** The smallest room `{branch}` may get: a hash suffix alone. */
const MIN_BRANCH_ROOM = 6;

const MISSING: Record<Placeholder, string> = {
  pr: 'this run is not for a pull request (use it on pull_request events, or drop {pr})',
  branch: 'this run has no branch (a tag or a detached commit); use {sha} or {pr} instead',
  sha: 'this run has no commit SHA',
};

/** The placeholders a template uses; a ConfigurationError names any unknown one. */
export function placeholdersOf(template: string, input: string): Placeholder[] {
  const used: Placeholder[] = [];
  for (const [, name = ''] of template.matchAll(PLACEHOLDER)) {
    if (!(PLACEHOLDERS as readonly string[]).includes(name)) {
      throw new ConfigurationError(
        `Input "${input}" uses the unknown placeholder {${name}}: only {pr}, {branch} and {sha} are allowed.`,
        input,
      );
    }
    used.push(name as Placeholder);
  }
  return used;
}

function fixedValue(name: 'pr' | 'sha', values: TemplateValues, input: string): string {
  const value = name === 'pr' ? values.pr?.toString() : values.sha?.slice(0, 7).toLowerCase();
  if (value === undefined || value === '') {
    throw new ConfigurationError(`Input "${input}" uses {${name}}, but ${MISSING[name]}.`, input);
  }
  return value;
}

/**
 * Fills one segment (a DNS label, or a whole project name): {pr} and {sha} first, then {branch}
 * shortened so the segment stays within 63 characters.
 */
function renderSegment(segment: string, values: TemplateValues, input: string): string {
  const used = placeholdersOf(segment, input);
  let text = segment;
  for (const name of ['pr', 'sha'] as const) {
    if (used.includes(name)) text = text.replaceAll(`{${name}}`, fixedValue(name, values, input));
  }
  const branchCount = used.filter((name) => name === 'branch').length;
  if (branchCount === 0) return text;
  if (values.branch === undefined || values.branch === '') {
    throw new ConfigurationError(`Input "${input}" uses {branch}, but ${MISSING.branch}.`, input);
  }
  const fixedLength = text.replaceAll('{branch}', '').length;
  const room = Math.floor((MAX_LABEL_LENGTH - fixedLength) / branchCount);
  if (room < MIN_BRANCH_ROOM) {
    throw new ConfigurationError(
      `Input "${input}" leaves no room for {branch} in "${segment}": a part between dots may hold at most ${MAX_LABEL_LENGTH} characters; shorten the text around {branch}.`,
      input,
    );
  }
  return text.replaceAll('{branch}', branchSlug(values.branch, room));
}

/** Fills a project-name template such as `shop-pr-{pr}`; {branch} is made DNS-safe. */
export function renderProjectName(template: string, values: TemplateValues, input = 'project-name'): string {
  const name = renderSegment(template.trim(), values, input);
  if (name === '') throw new ConfigurationError(`Input "${input}" renders to an empty name.`, input);
  return name;
}

/**
 * Fills a domain template such as `pr-{pr}.preview.example.com` and checks the result is a host name:
 * labels of 1-63 lower-case letters, digits and inner hyphens, at most 253 characters in all.
 */
export function renderDomain(template: string, values: TemplateValues, input = 'domain'): string {
  const trimmed = template.trim().replace(/\.$/, '');
  placeholdersOf(trimmed, input);
  const domain = trimmed
    .split('.')
    .map((label) => renderSegment(label, values, input))
    .join('.')
    .toLowerCase();
  const problem = hostnameProblem(domain);
  if (problem !== undefined) {
    throw new ConfigurationError(
      `Input "${input}" gives "${domain}", which is not a valid host name: ${problem}.`,
      input,
    );
  }
  return domain;
}
