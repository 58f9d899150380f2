import type { PlatformClient } from '../../api/client.ts';
import { PlatformApiError } from '../../api/errors.ts';
import { attachDomain, detachDomain, setPrimaryDomain } from '../../api/resources/domains.ts';
import { attachProjectEnvGroup, detachProjectEnvGroup } from '../../api/resources/env-groups.ts';
import { setStaticRouting, updateProject } from '../../api/resources/projects.ts';
import { newProxyRule, type ProxyRule, withOrigin, writeProxyRules } from '../platform.ts';
import type { ProjectItem } from './items.ts';
import type { ProjectWriter } from './provider.ts';

/**
 * The provider's writes with the API client. Proxy rules have no per-rule endpoint: the PUT replaces
 * the whole list, so the writer keeps the list as it stands and sends it after each rule's change.
 * Every PUT is then a complete, valid list, and a run that stops half-way leaves the rules it has
 * not reached as they were. Rules the run does not change are sent back exactly as the platform
 * returned them, every field and the origin's text untouched; a changed rule keeps its other fields.
 */
export function projectClientWriter(
  client: PlatformClient,
  projectId: string,
  currentRules: readonly ProxyRule[],
): ProjectWriter {
  let rules = [...currentRules];
  const putRules = async (next: ProxyRule[], signal?: AbortSignal): Promise<void> => {
    await writeProxyRules(client, projectId, next, signal);
    rules = next;
  };
  const write = async (item: ProjectItem, signal?: AbortSignal): Promise<void> => {
    switch (item.kind) {
      case 'setting':
        await updateProject(client, projectId, { [item.rawKey]: item.value }, { signal });
        return;
      case 'routing':
        await setStaticRouting(client, projectId, { mode: item.mode }, { signal });
        return;
      case 'proxy-rule': {
        const origin = item.origin;
        if (origin === undefined) throw new Error(`Proxy rule ${item.prefix} has no origin to write.`);
        const existing = rules.some((rule) => rule.prefix === item.prefix);
        await putRules(
          existing
            ? rules.map((rule) => (rule.prefix === item.prefix ? withOrigin(rule, origin) : rule))
            : [...rules, newProxyRule(item.prefix, origin)],
          signal,
        );
        return;
      }
      case 'domain':
        await attachDomain(client, projectId, item.name, { signal });
        return;
      case 'primary-domain':
        await setPrimaryDomain(client, projectId, item.name, { signal });
        return;
      case 'env-group':
        await attachProjectEnvGroup(client, projectId, item.id, { signal });
        return;
    }
  };
  return {
    create: write,
    update: (item, _current, signal) => write(item, signal),
    delete: async (item, signal) => {
      if (item.kind === 'proxy-rule') {
        await putRules(
          rules.filter((rule) => rule.prefix !== item.prefix),
          signal,
        );
      } else if (item.kind === 'domain') {
        await goneIsDone(detachDomain(client, projectId, item.name, { signal }));
      } else if (item.kind === 'env-group') {
        await goneIsDone(detachProjectEnvGroup(client, projectId, item.id, { signal }));
      } else {
        throw new Error(`A ${item.kind} is never deleted; the plan should not have asked.`);
      }
    },
  };
}

/** A detach whose target is already gone (another run got there first) reached its goal. */
async function goneIsDone(request: Promise<unknown>): Promise<void> {
  try {
    await request;
  } catch (error) {
    if (error instanceof PlatformApiError && error.status === 404) return;
    throw error;
  }
}
