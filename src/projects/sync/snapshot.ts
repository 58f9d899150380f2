import type { PlatformClient } from '../../api/client.ts';
import { type JsonRecord, stringField } from '../../api/decode.ts';
import { listDomains } from '../../api/resources/domains.ts';
import { listEnvGroups } from '../../api/resources/env-groups.ts';
import { listProjectServices } from '../../api/resources/services.ts';
import { issueAt, throwIfIssues, type ValidationIssue } from '../../sync/validation.ts';
import {
  type ProxyRule,
  readAttachedEnvGroups,
  readProjectRecord,
  readProxyRules,
  readRoutingMode,
} from '../platform.ts';
import { coerceSetting, readSettings } from '../settings.ts';
import type { DeclaredProject } from './declared.ts';
import type { ProjectItem } from './items.ts';

/** The declared project next to the platform's, as the items the engine compares. */
export interface ProjectSnapshot {
  readonly desired: ProjectItem[];
  readonly current: ProjectItem[];
  /** The project's proxy rules before the run; the writer builds each PUT from them. */
  readonly proxyRules: ProxyRule[];
  /** Rules the platform showed with no prefix the client can read: no PUT may be built without them. */
  readonly unreadableRules: JsonRecord[];
  /** Services to restart after a changing apply, checked to exist. */
  readonly restart: string[];
}

/**
 * Reads (GET only, so a read key plans) what the file's sections manage, and checks what only the
 * platform can judge: setting names, env groups and services. Every problem is thrown at once, at
 * its line, before any write.
 */
export async function readProjectSnapshot(
  client: PlatformClient,
  projectId: string,
  declared: DeclaredProject,
  signal?: AbortSignal,
): Promise<ProjectSnapshot> {
  const issues: ValidationIssue[] = [];
  const record = await readProjectRecord(client, projectId, 'project', signal);
  const desired: ProjectItem[] = [];
  const current: ProjectItem[] = [];
  settingItems(record, declared, desired, current, issues);
  if (declared.routing !== undefined) {
    desired.push({ kind: 'routing', mode: declared.routing.value });
    const mode = await readRoutingMode(client, projectId, signal);
    if (mode !== undefined) current.push({ kind: 'routing', mode });
  }
  let proxyRules: ProxyRule[] = [];
  let unreadableRules: JsonRecord[] = [];
  if (declared.proxyRules !== undefined) {
    ({ rules: proxyRules, unreadable: unreadableRules } = await readProxyRules(client, projectId, signal));
    for (const rule of declared.proxyRules)
      desired.push({ kind: 'proxy-rule', prefix: rule.prefix, origin: rule.origin });
    for (const rule of proxyRules)
      current.push({ kind: 'proxy-rule', prefix: rule.prefix, origin: rule.origin });
  }
  if (declared.domains !== undefined)
    await domainItems(client, projectId, record, declared, desired, current, signal);
  if (declared.envGroups !== undefined) {
    await envGroupItems(client, projectId, declared.envGroups, desired, current, issues, signal);
  }
  const restart = await checkServices(client, projectId, declared, issues, signal);
  throwIfIssues(issues);
  return { desired, current, proxyRules, unreadableRules, restart };
}

function settingItems(
  record: JsonRecord,
  declared: DeclaredProject,
  desired: ProjectItem[],
  current: ProjectItem[],
  issues: ValidationIssue[],
): void {
  const known = readSettings(record);
  for (const setting of declared.settings) {
    const existing = known.get(setting.name);
    if (existing === undefined) {
      const names = [...known.keys()].join(', ');
      issues.push(
        issueAt(setting.at, `Unknown setting "${setting.name}": the project's settings are ${names}.`),
      );
      continue;
    }
    const { name, rawKey } = existing;
    desired.push({ kind: 'setting', name, rawKey, value: coerceSetting(setting.value, existing.value) });
    current.push({ kind: 'setting', name, rawKey, value: existing.value });
  }
}

async function domainItems(
  client: PlatformClient,
  projectId: string,
  record: JsonRecord,
  declared: DeclaredProject,
  desired: ProjectItem[],
  current: ProjectItem[],
  signal: AbortSignal | undefined,
): Promise<void> {
  const attached = await listDomains(client, projectId, { signal });
  const primaryOfRecord = stringField(record, 'primaryDomain', 'productionDomain')?.toLowerCase();
  let currentPrimary: string | undefined;
  for (const domain of attached) {
    const name = domain.name.toLowerCase();
    const primary = domain.primary === true || name === primaryOfRecord;
    if (primary) currentPrimary = name;
    current.push({ kind: 'domain', name, primary });
  }
  let declaredPrimary: string | undefined;
  for (const domain of declared.domains ?? []) {
    desired.push({ kind: 'domain', name: domain.name, primary: domain.primary });
    if (domain.primary) declaredPrimary = domain.name;
  }
  // The primary domain is managed only when the file names one: otherwise it stays whatever it is.
  if (declaredPrimary === undefined) return;
  desired.push({ kind: 'primary-domain', name: declaredPrimary });
  if (currentPrimary !== undefined) current.push({ kind: 'primary-domain', name: currentPrimary });
}

async function envGroupItems(
  client: PlatformClient,
  projectId: string,
  refs: NonNullable<DeclaredProject['envGroups']>,
  desired: ProjectItem[],
  current: ProjectItem[],
  issues: ValidationIssue[],
  signal: AbortSignal | undefined,
): Promise<void> {
  const groups = await listEnvGroups(client, { signal });
  for (const ref of refs) {
    const byId = groups.find((candidate) => candidate.id === ref.value);
    const named = groups.filter((candidate) => candidate.name === ref.value);
    if (byId === undefined && named.length > 1) {
      const ids = named.map((candidate) => candidate.id).join(', ');
      issues.push(
        issueAt(
          ref.at,
          `Env group "${ref.value}" is the name of ${named.length} env groups (${ids}): give the id of the one meant instead.`,
        ),
      );
      continue;
    }
    const group = byId ?? named[0];
    if (group === undefined) {
      const known =
        groups.map((g) => (g.name === undefined ? g.id : `${g.id} (${g.name})`)).join(', ') || 'none';
      issues.push(
        issueAt(
          ref.at,
          `Env group "${ref.value}" is not an env group of this account; use an id or name of: ${known}.`,
        ),
      );
      continue;
    }
    desired.push(
      group.name === undefined
        ? { kind: 'env-group', id: group.id }
        : { kind: 'env-group', id: group.id, name: group.name },
    );
  }
  for (const group of await readAttachedEnvGroups(client, projectId, signal))
    current.push({ kind: 'env-group', ...group });
}

async function checkServices(
  client: PlatformClient,
  projectId: string,
  declared: DeclaredProject,
  issues: ValidationIssue[],
  signal: AbortSignal | undefined,
): Promise<string[]> {
  if (declared.restart.length === 0) return [];
  const services = (await listProjectServices(client, projectId, { signal })).map((service) => service.name);
  const found: string[] = [];
  for (const service of declared.restart) {
    if (services.includes(service.value)) found.push(service.value);
    else {
      const known = services.join(', ') || 'none';
      issues.push(
        issueAt(
          service.at,
          `Service "${service.value}" is not a service of project ${projectId}; its services are ${known}.`,
        ),
      );
    }
  }
  return found;
}
