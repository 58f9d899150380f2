import { isMap, isScalar } from 'yaml';
import {
  issueAt,
  type SourceLocation,
  sortIssues,
  throwIfIssues,
  type ValidationIssue,
} from '../../sync/validation.ts';
import {
  entriesOf,
  parseSource,
  type SourceDocument,
  shapeOf,
  unknownKeyIssues,
} from '../../sync/yaml-source.ts';
import { settingName } from '../settings.ts';
import { type DeclaredProject, type DeclaredSetting, PROJECT_FILE_SECTIONS } from './declared.ts';
import { type Located, parseDomains, parseProxyRules, parseRouting, parseStringList } from './sections.ts';

/** The name validation messages give the `overrides` input, which has no file of its own. */
const OVERRIDES_SOURCE = 'input "overrides"';

/**
 * Reads a project file and the `overrides` input (the same format) and throws every problem at once.
 * An overrides section replaces the file's section of that name, except `settings`, which merges key
 * by key: so one file serves production and every preview, each preview overriding, say, its proxy
 * target or a setting.
 */
export function readProjectFile(text: string, file: string, overrides?: string): DeclaredProject {
  const { project, issues } = parseProjectFile(text, file, overrides);
  throwIfIssues(issues);
  return project;
}

export function parseProjectFile(
  text: string,
  file: string,
  overrides?: string,
): { project: DeclaredProject; issues: ValidationIssue[] } {
  const issues: ValidationIssue[] = [];
  const base = topLevel(parseSource(text, file), issues);
  const over =
    overrides === undefined
      ? new Map<string, Located>()
      : topLevel(parseSource(overrides, OVERRIDES_SOURCE), issues);
  // A document that does not parse, or is not a mapping, has nothing more worth checking.
  if (base === undefined || over === undefined) return { project: { settings: [], restart: [] }, issues };
  const section = (name: string): Located | undefined => over.get(name) ?? base.get(name);
  const settings = mergedSettings(base.get('settings'), over.get('settings'), issues);
  const routing = section('routing');
  const proxyRules = section('proxy-rules');
  const domains = section('domains');
  const envGroups = section('env-groups');
  const restart = section('restart');
  const project: DeclaredProject = {
    settings,
    restart: restart === undefined ? [] : parseStringList(restart, 'service', issues),
    ...(routing === undefined ? {} : { routing: parseRouting(routing, issues) }),
    ...(proxyRules === undefined ? {} : { proxyRules: parseProxyRules(proxyRules, issues) }),
    ...(domains === undefined ? {} : { domains: parseDomains(domains, issues) }),
    ...(envGroups === undefined ? {} : { envGroups: parseStringList(envGroups, 'env group', issues) }),
  };
  return { project, issues: sortIssues(issues) };
}

/**
 * The top-level sections of one document (an empty document declares nothing); undefined when it
 * does not parse or is not a mapping. An unknown section is reported and the rest still checked.
 */
function topLevel(source: SourceDocument, issues: ValidationIssue[]): Map<string, Located> | undefined {
  issues.push(...source.issues);
  const sections = new Map<string, Located>();
  const { root } = source;
  if (source.issues.length > 0) return undefined;
  if (root === null || (isScalar(root) && root.value === null)) return sections;
  const rootAt = source.at(root);
  if (!isMap(root)) {
    const known = PROJECT_FILE_SECTIONS.join(', ');
    issues.push(
      issueAt(rootAt, `A project file must be a mapping of ${known}, but it holds ${shapeOf(root)}.`),
    );
    return sections;
  }
  const entries = entriesOf(source, root, rootAt);
  issues.push(...unknownKeyIssues(entries, PROJECT_FILE_SECTIONS, 'the project file'));
  for (const entry of entries) {
    if ((PROJECT_FILE_SECTIONS as readonly string[]).includes(entry.key))
      sections.set(entry.key, { source, entry });
  }
  return sections;
}

/** The file's settings with the overrides' settings laid over them, key by key. */
function mergedSettings(
  base: Located | undefined,
  over: Located | undefined,
  issues: ValidationIssue[],
): DeclaredSetting[] {
  const merged = new Map<string, DeclaredSetting>();
  for (const located of [base, over]) {
    if (located === undefined) continue;
    for (const setting of settingsOf(located, issues)) merged.set(setting.name, setting);
  }
  return [...merged.values()];
}

function settingsOf({ source, entry }: Located, issues: ValidationIssue[]): DeclaredSetting[] {
  if (entry.value === null) return [];
  if (!isMap(entry.value)) {
    const message = `settings must be a mapping of setting names to values, not ${shapeOf(entry.value)}.`;
    issues.push(issueAt(entry.valueAt, message));
    return [];
  }
  const settings: DeclaredSetting[] = [];
  const firstLine = new Map<string, SourceLocation>();
  for (const setting of entriesOf(source, entry.value, entry.valueAt)) {
    const name = settingName(setting.key);
    const first = firstLine.get(name);
    if (first !== undefined) {
      const message = `Setting "${setting.key}" is the same setting as the one at line ${first.line} (spelled in camelCase or snake_case); keep one.`;
      issues.push(issueAt(setting.keyAt, message));
      continue;
    }
    firstLine.set(name, setting.keyAt);
    // Text, a number, a boolean, null (unset) or a mapping (metadata): the platform judges the type.
    settings.push({ name, value: source.plain(setting.value), at: setting.keyAt });
  }
  return settings;
}
