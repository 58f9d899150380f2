import { isMap, isSeq, type Node } from 'yaml';
import { hostnameProblem } from '../../hostname.ts';
import { sitePathProblem } from '../../site-path.ts';
import { issueAt, type SourceLocation, type ValidationIssue } from '../../sync/validation.ts';
import {
  entriesOf,
  itemsOf,
  type SourceDocument,
  type SourceEntry,
  scalarOf,
  shapeOf,
  unknownKeyIssues,
} from '../../sync/yaml-source.ts';
import { capitalise } from '../../text.ts';
import { hasUserinfo, withoutUserinfo } from '../platform.ts';
import type { DeclaredDomain, DeclaredProxyRule, DeclaredValue } from './declared.ts';

/** A section's node and the document it was read from (the file, or the overrides that replaced it). */
export interface Located {
  readonly source: SourceDocument;
  readonly entry: SourceEntry;
}

/** `routing: spa`: the platform decides which modes exist, so any non-empty word is passed on. */
export function parseRouting({ entry }: Located, issues: ValidationIssue[]): DeclaredValue | undefined {
  const mode = scalarOf(entry.value);
  if (typeof mode === 'string' && mode.trim() !== '') return { value: mode.trim(), at: entry.valueAt };
  const message = `routing must be the static-site routing mode (e.g. files, spa or clean-urls), not ${shapeOf(entry.value)}.`;
  issues.push(issueAt(entry.valueAt, message));
  return undefined;
}

/**
 * `proxy-rules`: a list of `{ prefix, origin }`, or a mapping of prefix to origin. It is the whole
 * list: the platform's PUT replaces every rule, so an empty list means "no rules".
 */
export function parseProxyRules({ source, entry }: Located, issues: ValidationIssue[]): DeclaredProxyRule[] {
  const pairs: RulePair[] = [];
  if (entry.value === null) return [];
  if (isMap(entry.value)) {
    for (const rule of entriesOf(source, entry.value, entry.valueAt)) {
      pairs.push({
        key: rule.key,
        prefix: null,
        prefixAt: rule.keyAt,
        origin: rule.value,
        originAt: rule.valueAt,
      });
    }
  } else if (isSeq(entry.value)) {
    for (const item of itemsOf(source, entry.value, entry.valueAt)) {
      if (!isMap(item.node)) {
        issues.push(
          issueAt(
            item.at,
            `Each proxy rule must be a mapping with prefix and origin, not ${shapeOf(item.node)}.`,
          ),
        );
        continue;
      }
      const fields = entriesOf(source, item.node, item.at);
      issues.push(...unknownKeyIssues(fields, ['prefix', 'origin'], 'a proxy rule'));
      const prefix = fields.find((field) => field.key === 'prefix');
      const origin = fields.find((field) => field.key === 'origin');
      pairs.push({
        prefix: prefix?.value ?? null,
        prefixAt: prefix?.valueAt ?? item.at,
        origin: origin?.value ?? null,
        originAt: origin?.valueAt ?? item.at,
      });
    }
  } else {
    const message = `proxy-rules must be a list of { prefix, origin } (or a mapping of prefix to origin), not ${shapeOf(entry.value)}.`;
    issues.push(issueAt(entry.valueAt, message));
    return [];
  }
  const rules: DeclaredProxyRule[] = [];
  const firstLine = new Map<string, number>();
  for (const pair of pairs) {
    const prefix = pair.key ?? scalarOf(pair.prefix);
    const checkedPrefix = checkPrefix(prefix, pair.prefix, pair.prefixAt, issues);
    const origin = checkOrigin(scalarOf(pair.origin), pair.origin, pair.originAt, checkedPrefix, issues);
    if (checkedPrefix === undefined || origin === undefined) continue;
    const first = firstLine.get(checkedPrefix);
    if (first !== undefined) {
      const message = `Proxy rule prefix ${checkedPrefix} is declared twice (first at line ${first}); a prefix forwards to one origin.`;
      issues.push(issueAt(pair.prefixAt, message));
      continue;
    }
    firstLine.set(checkedPrefix, pair.prefixAt.line);
    rules.push({ prefix: checkedPrefix, origin, at: pair.prefixAt });
  }
  return rules;
}

/** One rule as written: `prefix: origin` in the mapping form (`key`), or a `{ prefix, origin }` item. */
interface RulePair {
  readonly key?: string;
  readonly prefix: Node | null;
  readonly prefixAt: SourceLocation;
  readonly origin: Node | null;
  readonly originAt: SourceLocation;
}

function checkPrefix(
  prefix: unknown,
  node: Node | null,
  at: SourceLocation,
  issues: ValidationIssue[],
): string | undefined {
  const problem = typeof prefix === 'string' ? sitePathProblem(prefix, { query: false }) : 'is not text';
  if (typeof prefix === 'string' && problem === undefined) return prefix;
  const what = typeof prefix === 'string' ? `"${shown(prefix)}", which ${problem}` : shapeOf(node);
  issues.push(
    issueAt(at, `A proxy rule prefix must be a plain path that starts with / (e.g. /api), not ${what}.`),
  );
  return undefined;
}

/** A value as an error message quotes it: cut like the echoed inputs are. */
function shown(text: string): string {
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

function checkOrigin(
  origin: unknown,
  node: Node | null,
  at: SourceLocation,
  prefix: string | undefined,
  issues: ValidationIssue[],
): string | undefined {
  const rule = prefix === undefined ? 'A proxy rule' : `Proxy rule ${prefix}`;
  if (typeof origin === 'string') {
    try {
      // Kept as written, path and all: the platform forwards the prefix to this URL, and a plan
      // compares origins as URLs (see sameOrigin), so only a real change is ever written.
      const url = new URL(origin.trim());
      if ((url.protocol === 'http:' || url.protocol === 'https:') && hasUserinfo(origin)) {
        // Refused rather than masked: a password committed to the repository is already out, and
        // the plan, its outputs and the pull request comment would otherwise print it again.
        const message = `${rule}: origin ${shown(withoutUserinfo(origin.trim()))} carries credentials (user:password@), which plans, logs and pull request comments would show; remove them from the file and let the origin accept the platform's requests without them.`;
        issues.push(issueAt(at, message));
        return undefined;
      }
      if (url.protocol === 'http:' || url.protocol === 'https:') return origin.trim();
    } catch {
      // Reported below with the rest.
    }
  }
  const what = typeof origin === 'string' ? `"${shown(withoutUserinfo(origin))}"` : shapeOf(node);
  issues.push(
    issueAt(at, `${rule}: origin must be an http or https URL such as https://api.example.com, not ${what}.`),
  );
  return undefined;
}

/** `domains`: host names, or `{ name, primary: true }` for the one production is served on. */
export function parseDomains({ source, entry }: Located, issues: ValidationIssue[]): DeclaredDomain[] {
  if (entry.value === null) return [];
  if (!isSeq(entry.value)) {
    issues.push(issueAt(entry.valueAt, `domains must be a list of host names, not ${shapeOf(entry.value)}.`));
    return [];
  }
  const domains: DeclaredDomain[] = [];
  const firstLine = new Map<string, number>();
  let primaryLine: number | undefined;
  for (const item of itemsOf(source, entry.value, entry.valueAt)) {
    const parsed = domainOf(source, item.node, item.at, issues);
    if (parsed === undefined) continue;
    const first = firstLine.get(parsed.name);
    if (first !== undefined) {
      issues.push(
        issueAt(item.at, `Domain ${parsed.name} is listed twice (first at line ${first}); keep one.`),
      );
      continue;
    }
    firstLine.set(parsed.name, item.at.line);
    if (parsed.primary && primaryLine !== undefined) {
      const message = `Domain ${parsed.name} is marked primary, and so is the one at line ${primaryLine}; a project has one primary domain.`;
      issues.push(issueAt(item.at, message));
      continue;
    }
    if (parsed.primary) primaryLine = item.at.line;
    domains.push(parsed);
  }
  return domains;
}

function domainOf(
  source: SourceDocument,
  node: Node | null,
  at: SourceLocation,
  issues: ValidationIssue[],
): DeclaredDomain | undefined {
  let name: unknown = scalarOf(node);
  let primary: unknown = false;
  let nameAt = at;
  if (isMap(node)) {
    const fields = entriesOf(source, node, at);
    issues.push(...unknownKeyIssues(fields, ['name', 'primary'], 'a domain'));
    const nameField = fields.find((field) => field.key === 'name');
    const primaryField = fields.find((field) => field.key === 'primary');
    name = scalarOf(nameField?.value ?? null);
    nameAt = nameField?.valueAt ?? at;
    primary = primaryField === undefined ? false : scalarOf(primaryField.value);
    if (typeof primary !== 'boolean') {
      issues.push(
        issueAt(
          primaryField?.valueAt ?? at,
          `A domain's primary must be true or false, not ${shapeOf(primaryField?.value ?? null)}.`,
        ),
      );
      return undefined;
    }
  }
  if (typeof name !== 'string' || name.trim() === '') {
    issues.push(
      issueAt(nameAt, `Each domain must be a host name (or { name, primary }), not ${shapeOf(node)}.`),
    );
    return undefined;
  }
  const host = name.trim().toLowerCase().replace(/\.$/, '');
  const problem = hostnameProblem(host);
  if (problem !== undefined) {
    issues.push(issueAt(nameAt, `Domain "${name}" is not a valid host name: ${problem}.`));
    return undefined;
  }
  return { name: host, primary: primary === true, at: nameAt };
}

/** `env-groups` and `restart`: a list of non-empty names, each once. */
export function parseStringList(
  { source, entry }: Located,
  what: string,
  issues: ValidationIssue[],
): DeclaredValue[] {
  if (entry.value === null) return [];
  if (!isSeq(entry.value)) {
    issues.push(
      issueAt(entry.valueAt, `${entry.key} must be a list of ${what} names, not ${shapeOf(entry.value)}.`),
    );
    return [];
  }
  const values: DeclaredValue[] = [];
  const firstLine = new Map<string, number>();
  for (const item of itemsOf(source, entry.value, entry.valueAt)) {
    const value = scalarOf(item.node);
    const text = typeof value === 'number' ? String(value) : value;
    if (typeof text !== 'string' || text.trim() === '') {
      issues.push(
        issueAt(item.at, `Each entry of ${entry.key} must be a ${what} name, not ${shapeOf(item.node)}.`),
      );
      continue;
    }
    const first = firstLine.get(text.trim());
    if (first !== undefined) {
      issues.push(
        issueAt(
          item.at,
          `${capitalise(what)} ${text.trim()} is listed twice in ${entry.key} (first at line ${first}).`,
        ),
      );
      continue;
    }
    firstLine.set(text.trim(), item.at.line);
    values.push({ value: text.trim(), at: item.at });
  }
  return values;
}
