import { readFileSync } from 'node:fs';
import { type ActionCatalogue, READ_KEY_TITLE } from './types.ts';

/** The action's run below its imports: what it takes from platformAction shows whether it can reach the platform. */
function runBody(action: string): string {
  const source = readFileSync(new URL(`../../src/actions/${action}/run.ts`, import.meta.url), 'utf8');
  return source
    .split('\n')
    .filter((line) => !line.startsWith('import '))
    .join('\n');
}

/**
 * Fault rows are the platform's unless the catalogue says the action never asks the platform
 * anything: then they are GitHub's alone, and the claim is checked against its run, which must name
 * no platform client. Nothing else excuses a row that faults no platform request.
 */
function faultRowProblems(action: string, catalogue: ActionCatalogue): string[] {
  const platformFree = catalogue.faultScenarios.filter((s) => s.reads.length + s.writes.length === 0);
  if (catalogue.noPlatformRequests === undefined) {
    return platformFree.map(
      (s) => `fault row "${s.name}" faults no platform request (noPlatformRequests must say why, if so)`,
    );
  }
  const problems = catalogue.faultScenarios
    .filter((s) => !platformFree.includes(s) || !s.github)
    .map(
      (s) =>
        `fault row "${s.name}" is not GitHub's alone, yet noPlatformRequests says it asks the platform nothing`,
    );
  if (/\bclient\b/.test(runBody(action))) {
    problems.push(`noPlatformRequests, yet src/actions/${action}/run.ts takes the platform client`);
  }
  return problems;
}

/** What `action`'s catalogue lacks or gets wrong, one line per part, naming the action and the part. */
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
  if (catalogue.faultScenarios.length === 0) lacks('faultScenarios');
  for (const problem of faultRowProblems(action, catalogue)) lacks(problem);
  if (catalogue.cancelCases.length === 0) lacks('cancelCases');
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

/** How a module makes an action's rows: a bad-input table, or a typed leak, fault or cancel row (or list). */
const ROW_MAKERS = [
  /refusalsOf\('/,
  /: (?:readonly )?(?:Scenario|LeakScenario|CancelCase|BadInputCase)(?:\[\])? = [[{]/,
];

/**
 * The rows made outside the action catalogues (test/catalogue/<action>.ts), as `path:line maker`: an
 * action's rows live in its one file, so reading it is reading all of them. The suites and the kits
 * they share (test/reliability/cases.ts, cancel-cases.ts, leak-scan-scenarios.ts, fault-checks.ts) make none.
 */
export function rowsOutsideCatalogues(
  modules: readonly string[],
  actions: readonly string[],
  read: (path: string) => string,
): string[] {
  const catalogues = new Set(actions.map((action) => `test/catalogue/${action}.ts`));
  return modules
    .filter((path) => !catalogues.has(path))
    .flatMap((path) =>
      read(path)
        .split('\n')
        .flatMap((line, index) =>
          ROW_MAKERS.flatMap((maker) => {
            const found = maker.exec(line);
            return found ? [`${path}:${index + 1} ${found[0]}`] : [];
          }),
        ),
    );
}
