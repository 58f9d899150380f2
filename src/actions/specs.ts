import type { ActionSpec } from './common/spec.ts';
import { deploySpec } from './deploy/spec.ts';

/** Every action of the toolkit; scripts/gen-metadata.ts and the metadata tests walk this list. */
export const ACTION_SPECS: readonly ActionSpec[] = [deploySpec];
