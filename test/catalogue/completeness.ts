import { type ActionCatalogue, type GapPart, READ_KEY_TITLE } from './types.ts';

/**
 * What `action`'s catalogue lacks, one line per missing part naming the action and the part; parts
 * declared under `gaps` (with why) are not counted here but listed as to-dos by the meta-test.
 */
export function missingParts(action: string, catalogue: ActionCatalogue | undefined): string[] {
  if (catalogue === undefined) return [`${action}: no catalogue (add test/catalogue/${action}.ts)`];
  const missing: string[] = [];
  const lacks = (part: string) => missing.push(`${action}: ${part}`);
  if (catalogue.action !== action) lacks(`its catalogue names another action, ${catalogue.action}`);
  if (!catalogue.successStatus) lacks('successStatus');
  if (catalogue.badInputs.length === 0) lacks('badInputs');
  const readKeyCase = catalogue.badInputs.some((c) => READ_KEY_TITLE.test(c.title));
  if (!readKeyCase && !catalogue.readKeyEnough) {
    lacks('a read-key case (a bad input titled "a read-only key…", or readKeyEnough saying why)');
  }
  for (const outcome of ['success', 'failure'] as const) {
    if (!catalogue.leakScenarios.some((s) => s.outcome === outcome))
      lacks(`a leak scenario that ends in ${outcome}`);
  }
  const gapped = (part: GapPart) => Boolean(catalogue.gaps?.[part]);
  if (catalogue.faultScenarios.length === 0 && !gapped('faultScenarios')) lacks('faultScenarios');
  if (catalogue.cancelCases.length === 0 && !gapped('cancelCases')) lacks('cancelCases');
  for (const part of ['faultScenarios', 'cancelCases'] as const) {
    if (catalogue[part].length > 0 && gapped(part)) lacks(`${part} declared a gap but present: drop the gap`);
  }
  if (Object.keys(catalogue.metadata.sample).length === 0) lacks('metadata.sample');
  const strays = [
    ...catalogue.badInputs,
    ...catalogue.leakScenarios,
    ...catalogue.faultScenarios,
    ...catalogue.cancelCases,
  ].filter((item) => item.action !== action);
  for (const stray of strays) lacks(`holds a case of ${stray.action}`);
  return missing;
}
