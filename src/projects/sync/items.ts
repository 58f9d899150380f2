import { sameOrigin, withoutUserinfo } from '../platform.ts';
import { describeSettingValue, settingValuesEqual } from '../settings.ts';

/**
 * One thing project-sync manages, in the same shape whether the file declares it or the platform has
 * it, so the engine can compare them. Each kind has its own endpoint (see writer.ts).
 */
export type ProjectItem =
  | { readonly kind: 'setting'; readonly name: string; readonly rawKey: string; readonly value: unknown }
  | { readonly kind: 'routing'; readonly mode: string }
  | { readonly kind: 'proxy-rule'; readonly prefix: string; readonly origin: string | undefined }
  | { readonly kind: 'domain'; readonly name: string; readonly primary: boolean }
  | { readonly kind: 'primary-domain'; readonly name: string }
  | { readonly kind: 'env-group'; readonly id: string; readonly name?: string };

/**
 * Plan keys. The plan is sorted by key and creates and updates run in plan order, so these sort
 * domains before the primary domain (a domain is attached before it can become primary); deletes run
 * last, so an old primary domain is detached only after the new one took over.
 */
export function keyOf(item: ProjectItem): string {
  const identity = identityOf(item);
  return identity === undefined ? item.kind : `${item.kind}:${identity}`;
}

/** What tells items of one kind apart; the routing mode and the primary domain are one of a kind. */
function identityOf(item: ProjectItem): string | undefined {
  if (item.kind === 'routing' || item.kind === 'primary-domain') return undefined;
  if (item.kind === 'proxy-rule') return item.prefix;
  if (item.kind === 'env-group') return item.id;
  return item.name;
}

export function itemsEqual(desired: ProjectItem, current: ProjectItem): boolean {
  if (desired.kind === 'setting' && current.kind === 'setting') {
    return settingValuesEqual(desired.value, current.value);
  }
  if (desired.kind === 'routing' && current.kind === 'routing') return desired.mode === current.mode;
  if (desired.kind === 'proxy-rule' && current.kind === 'proxy-rule')
    return sameOrigin(desired.origin, current.origin);
  if (desired.kind === 'primary-domain' && current.kind === 'primary-domain')
    return desired.name === current.name;
  // Same key: the same domain or group is attached, which is all the file says about it.
  return desired.kind === current.kind;
}

/** The "before → after" part of a plan row. */
export function describeItem(item: ProjectItem): string {
  switch (item.kind) {
    case 'setting':
      return describeSettingValue(item.value);
    case 'routing':
      return item.mode;
    case 'proxy-rule':
      return item.origin === undefined ? '(origin not shown)' : withoutUserinfo(item.origin);
    case 'domain':
      return item.primary ? 'attached (primary)' : 'attached';
    case 'primary-domain':
      return item.name;
    case 'env-group':
      return item.name === undefined || item.name === item.id ? 'attached' : `attached (${item.name})`;
  }
}

const DETAILS: Record<ProjectItem['kind'], string> = {
  setting: 'setting',
  routing: 'routing mode',
  'proxy-rule': 'proxy rule',
  domain: 'domain',
  'primary-domain': 'primary domain',
  'env-group': 'env group',
};

/** The Name and Type columns of the plan table. */
export function labelOf(item: ProjectItem): { name: string; detail: string } {
  const detail = DETAILS[item.kind];
  switch (item.kind) {
    case 'setting':
    case 'domain':
      return { name: item.name, detail };
    case 'routing':
      return { name: 'static-routing', detail };
    case 'proxy-rule':
      return { name: item.prefix, detail };
    case 'primary-domain':
      return { name: 'primary', detail };
    case 'env-group':
      return { name: item.id, detail };
  }
}
