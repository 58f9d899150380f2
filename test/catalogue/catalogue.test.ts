/**
 * Every action (every src/actions/<name>/spec.ts) has a complete test catalogue, so the shared suites
 * (bad inputs, early-failure outputs, leak scan, fault matrix, cancellation, metadata) cover it. A
 * missing part fails naming the action and the part; a part declared as a gap is listed as a to-do.
 */
import { describe, expect, it } from 'vitest';
import { missingParts } from './completeness.ts';
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

  for (const [action, catalogue] of FOUND) {
    for (const [part, why] of Object.entries(catalogue?.gaps ?? {})) {
      it.todo(`${action} has no ${part} yet: ${why}`);
    }
  }
});

describe('the completeness check', () => {
  const deploy = FOUND.get('deploy') as ActionCatalogue;

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

  it('accepts a declared gap, and names a case filed under another action', () => {
    const gapped: ActionCatalogue = { ...deploy, cancelCases: [], gaps: { cancelCases: 'not yet' } };
    expect(missingParts('deploy', gapped)).toEqual([]);
    const misfiled: ActionCatalogue = {
      ...deploy,
      badInputs: [...deploy.badInputs, { ...deploy.badInputs[0]!, action: 'run' }],
    };
    expect(missingParts('deploy', misfiled)).toEqual(['deploy: holds a case of run']);
  });
});
