import { camelCase, isRecord, type JsonRecord } from '../api/decode.ts';

/**
 * A project's mutable settings, as GET /projects/{id} shows them. The document lists the project's
 * fields as "not shown", so the known settings are whatever the project record carries that the
 * platform owns no other way: not its identity, timestamps, live URL or deployments, and not the
 * routing mode, proxy rules, domains or env groups, which have endpoints of their own. project-sync
 * and preview-domain's `from-project` both read them here, so they agree on what a setting is.
 */

/** Fields (camelCase) the platform owns or that another endpoint manages; never a PATCH setting. */
const PLATFORM_OWNED = new Set([
  'id',
  'projectId',
  'organizationId',
  'orgId',
  'ownerId',
  'accountId',
  'createdAt',
  'updatedAt',
  'deletedAt',
  'liveUrl',
  'url',
  'productionUrl',
  'siteUrl',
  'publicUrl',
  'liveDeploymentId',
  'latestDeploymentId',
  'currentDeploymentId',
  'status',
  'state',
  'staticRouting',
  'routing',
  'routingMode',
  'proxyRules',
  'primaryDomain',
  'productionDomain',
  'domain',
  'domains',
  'envGroups',
  'envGroupIds',
  'services',
]);

/** One setting as the platform spells it (`rawKey`, camelCase or snake_case) with its current value. */
export interface ProjectSetting {
  /** The camelCase name files and summaries use. */
  readonly name: string;
  /** The key as the platform wrote it, so a PATCH uses the platform's own spelling. */
  readonly rawKey: string;
  readonly value: unknown;
}

/** The name a file or a record gives a setting, made camelCase: `build_command` is `buildCommand`. */
export function settingName(key: string): string {
  return camelCase(key);
}

/**
 * Shapes of names (camelCase) the platform owns whatever the exact word: anything about a
 * deployment (a pointer to the live one is moved by deploying, never by a PATCH), ids, URLs and
 * timestamps. A copy or a file that set one would fight the platform over it.
 */
const PLATFORM_OWNED_SHAPES = [/deployment/i, /(?:^id|Id|ID)s?$/, /(?:^url|Url|URL)s?$/, /(?:^at|At)$/];

/** Whether a record's field (in any spelling) is the platform's, not a setting. */
export function isPlatformOwned(key: string): boolean {
  const name = settingName(key);
  return PLATFORM_OWNED.has(name) || PLATFORM_OWNED_SHAPES.some((shape) => shape.test(name));
}

/** Every mutable setting of a project record, by camelCase name, in the record's order. */
export function readSettings(project: JsonRecord): Map<string, ProjectSetting> {
  const settings = new Map<string, ProjectSetting>();
  for (const [rawKey, value] of Object.entries(project)) {
    const name = settingName(rawKey);
    if (isPlatformOwned(rawKey) || settings.has(name)) continue;
    settings.set(name, { name, rawKey, value });
  }
  return settings;
}

/**
 * The settings a preview copies from production: all of them but the name, which identifies the
 * project (two projects cannot share one) and is what the preview was found by.
 */
export function copyableSettings(project: JsonRecord): ProjectSetting[] {
  return [...readSettings(project).values()].filter((setting) => setting.name !== 'name');
}

/** A PATCH body that sets these settings, each under the platform's own key. */
export function settingsPatch(settings: readonly { rawKey: string; value: unknown }[]): JsonRecord {
  return Object.fromEntries(settings.map((setting) => [setting.rawKey, setting.value]));
}

/**
 * The value to send for a declared one: YAML reads `nodeVersion: 24` as a number, but when the
 * platform keeps the setting as text, `24` and `"24"` mean the same and must compare equal, or every
 * run would plan the same update again.
 */
export function coerceSetting(declared: unknown, current: unknown): unknown {
  if (typeof current === 'string' && (typeof declared === 'number' || typeof declared === 'boolean')) {
    return String(declared);
  }
  return declared;
}

/** Equal as JSON, with object keys in any order (a metadata map the platform re-orders is unchanged). */
export function settingValuesEqual(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/** How a value reads in a plan row: strings bare, everything else as JSON. */
export function describeSettingValue(value: unknown): string {
  if (value === undefined || value === null) return '(unset)';
  if (typeof value === 'string') return value === '' ? '""' : value;
  return canonicalJson(value);
}

function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value ?? null));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys(value[key])]),
  );
}
