/**
 * Every action (every src/actions/<name>/spec.ts) has a complete test catalogue, so the shared suites
 * (bad inputs, early-failure outputs, leak scan, fault matrix, cancellation, metadata) cover it. A
 * missing part fails naming the action and the part; fault rows that fault no platform request are
 * accepted only from an action whose catalogue says, and whose run shows, that it asks the platform nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { missingParts, rowsOutsideCatalogues } from './completeness.ts';
import { ACTIONS, FOUND } from './index.ts';
import type { ActionCatalogue } from './types.ts';

describe('every action has a complete test catalogue', () => {
  it('finds the actions from their specs', () => {
    expect(ACTIONS).toContain('deploy');
    expect(ACTIONS.length).toBeGreaterThanOrEqual(13);
  });

  it.each(ACTIONS)('%s', (action) => {
    expect(missingParts(action, FOUND.get(action))).toEqual([]);
  });
});

describe('the completeness check', () => {
  const deploy = FOUND.get('deploy') as ActionCatalogue;
  const driftReport = FOUND.get('drift-report') as ActionCatalogue;

  it('names an action without a catalogue', () => {
    expect(missingParts('compute-nothing', undefined)).toEqual([
      'compute-nothing: no catalogue (add test/catalogue/compute-nothing.ts)',
    ]);
  });

  it('names each part a catalogue lacks', () => {
    const bare: ActionCatalogue = {
      ...deploy,
      successStatus: '',
      badInputs: deploy.badInputs.filter((c) => !/read-only key/.test(c.title)),
      leakScenarios: deploy.leakScenarios.filter((s) => s.outcome === 'success'),
      faultScenarios: [],
      cancelCases: [],
    };
    expect(missingParts('deploy', bare)).toEqual([
      'deploy: successStatus',
      'deploy: a read-key case (a bad input titled "a read-only key…", or readKeyEnough saying why)',
      'deploy: a leak scenario that ends in failure',
      'deploy: faultScenarios',
      'deploy: cancelCases',
    ]);
  });

  it('takes fault rows that fault no platform request only with noPlatformRequests, and checks the claim', () => {
    const [githubRow] = driftReport.faultScenarios;
    expect(githubRow?.reads.length, 'drift-report has a GitHub-only row').toBe(0);
    const unexplained: ActionCatalogue = { ...driftReport, noPlatformRequests: undefined };
    expect(missingParts('drift-report', unexplained)).toEqual([
      'drift-report: fault row "drift-report (drift found)" faults no platform request (noPlatformRequests must say why, if so)',
    ]);
    // deploy asks the platform: a claim that it does not is refused, row and run alike.
    const claimed: ActionCatalogue = { ...deploy, noPlatformRequests: 'it does not (it does)' };
    expect(missingParts('deploy', claimed)).toEqual([
      'deploy: fault row "deploy" is not GitHub\'s alone, yet noPlatformRequests says it asks the platform nothing',
      'deploy: noPlatformRequests, yet src/actions/deploy/run.ts takes the platform client',
    ]);
  });

  it('names a case filed under another action', () => {
    const misfiled: ActionCatalogue = {
      ...deploy,
      badInputs: [...deploy.badInputs, { ...deploy.badInputs[0]!, action: 'run' }],
    };
    expect(missingParts('deploy', misfiled)).toEqual(['deploy: holds a case of run']);
  });
});

describe("an action's rows are in its own catalogue", () => {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const modules = readdirSync(join(root, 'test'), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'))
    .map((path) =>
      relative(root, join(root, 'test', path))
        .split(sep)
        .join('/'),
    );
  const read = (path: string) => readFileSync(join(root, path), 'utf8');

  it('no module of test/ but test/catalogue/<action>.ts makes a bad-input, leak, fault or cancel row', () => {
    expect(rowsOutsideCatalogues(modules, ACTIONS, read)).toEqual([]);
  });

  it('names a shared file that makes rows again', () => {
    const planted = "export const RUN_CASES = refusalsOf('run', {});\nconst lost: Scenario = { name: 'x' };";
    expect(rowsOutsideCatalogues(['test/reliability/cases-run.ts'], ACTIONS, () => planted)).toEqual([
      "test/reliability/cases-run.ts:1 refusalsOf('",
      'test/reliability/cases-run.ts:2 : Scenario = {',
    ]);
    expect(rowsOutsideCatalogues(['test/catalogue/run.ts'], ACTIONS, () => planted)).toEqual([]);
  });
});
