import type { PlannedRequest, RequestBodies } from '../../sync/engine/types.ts';
import type { SourceLocation } from '../../sync/validation.ts';
import type { DeclaredProject } from './declared.ts';
import { keyOf, type ProjectItem } from './items.ts';

/**
 * The bodies project-sync's writes send (as writer.ts builds them), so a plan can check them against
 * the platform's /openapi.json. Proxy rules go as the whole list, which is built at apply time from
 * the platform's rules, so they are judged by the file's own checks; domains and env groups are
 * checked against what the platform lists while planning.
 */
function requestsOf(item: ProjectItem): readonly PlannedRequest[] {
  switch (item.kind) {
    case 'setting':
      return [{ operation: 'updateProject', body: { [item.rawKey]: item.value } }];
    case 'routing':
      return [{ operation: 'setStaticRouting', body: { mode: item.mode } }];
    case 'domain':
      return [{ operation: 'attachDomain', body: { domain: item.name } }];
    default:
      return [];
  }
}

/** Where each declared item is written, by plan key. */
function locations(declared: DeclaredProject): Map<string, SourceLocation> {
  const byKey = new Map<string, SourceLocation>();
  for (const setting of declared.settings) byKey.set(`setting:${setting.name}`, setting.at);
  if (declared.routing !== undefined) byKey.set('routing', declared.routing.at);
  for (const rule of declared.proxyRules ?? []) byKey.set(`proxy-rule:${rule.prefix}`, rule.at);
  for (const domain of declared.domains ?? []) {
    byKey.set(`domain:${domain.name}`, domain.at);
    if (domain.primary) byKey.set('primary-domain', domain.at);
  }
  return byKey;
}

export function projectRequestBodies(declared: DeclaredProject): RequestBodies<ProjectItem> {
  const byKey = locations(declared);
  return { requestsOf, locate: (item) => byKey.get(keyOf(item)) };
}
