/**
 * The leak scenarios and cancellation cases written before the catalogue, shared by several actions'
 * files; each catalogue takes its own action's share. A new action writes its own inline instead.
 */
import { CANCEL_CASES, type CancelCase } from '../reliability/cancel-cases.ts';
import { LEAK_SCENARIOS, type LeakScenario } from '../reliability/leak-scan-scenarios.ts';
import { DRIFT_LEAK_SCENARIOS } from '../reliability/leak-scan-scenarios-drift.ts';
import { PREVIEW_LEAK_SCENARIOS } from '../reliability/leak-scan-scenarios-preview.ts';
import { PROJECT_LEAK_SCENARIOS } from '../reliability/leak-scan-scenarios-project.ts';
import { PROJECTS_LEAK_SCENARIOS } from '../reliability/leak-scan-scenarios-projects.ts';

const ALL_LEAK_SCENARIOS: readonly LeakScenario[] = [
  ...LEAK_SCENARIOS,
  ...PROJECT_LEAK_SCENARIOS,
  ...PREVIEW_LEAK_SCENARIOS,
  ...PROJECTS_LEAK_SCENARIOS,
  ...DRIFT_LEAK_SCENARIOS,
];

export function leakScenariosOf(action: string): readonly LeakScenario[] {
  return ALL_LEAK_SCENARIOS.filter((scenario) => scenario.action === action);
}

export function cancelCasesOf(action: string): readonly CancelCase[] {
  return CANCEL_CASES.filter((testCase) => testCase.action === action);
}
