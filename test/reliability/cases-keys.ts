/**
 * Keys not shaped `<prefix>_pk_<secret>`: a warning, never a refusal. A key the platform knows still
 * works; one it does not know fails on the platform's 401, with the sentence about the key.
 */
import type { ActionName, CaseSetup } from './cases.ts';

export interface KeyShapeCase {
  readonly action: ActionName;
  readonly title: string;
  readonly key: (setup: CaseSetup) => string;
  readonly outcome: 'works' | 'fails';
}

/** A full key the platform accepts, under an older shape without `_pk_`. */
export function legacyShapedKey(setup: CaseSetup): string {
  const { admin, state } = setup.world.platform;
  const issued = admin.issueKey('full');
  const record = state.keys.get(issued)!;
  const legacy = `LEGACY${issued.split('_pk_')[1]}`;
  state.keys.set(legacy, { ...record, secret: legacy });
  return legacy;
}

export const KEY_SHAPE_CASES: readonly KeyShapeCase[] = [
  {
    action: 'deploy',
    title: 'a known key without _pk_ still deploys',
    key: legacyShapedKey,
    outcome: 'works',
  },
  {
    action: 'dns-sync',
    title: 'a known key without _pk_ still syncs',
    key: legacyShapedKey,
    outcome: 'works',
  },
  {
    action: 'env-sync',
    title: 'an unknown key without _pk_ fails on the 401, naming the key',
    key: () => 'not-a-platform-key-0123456789',
    outcome: 'fails',
  },
];

export const KEY_SHAPE_WARNING = /api-key.*does not look like a platform key \(<prefix>_pk_<secret>\)/;
