/** drift-report: it is given the read key and the GitHub token, and neither may show, drift or not. */
import type { LeakScenario } from './leak-scan-scenarios.ts';

const needs = (cron: object) =>
  JSON.stringify({
    'cron-sync': cron,
    'env-sync': { result: 'success', outputs: { changed: 'true', added: 'REGION' } },
  });

export const DRIFT_LEAK_SCENARIOS: readonly LeakScenario[] = [
  {
    action: 'drift-report',
    title: 'an issue opened for drift in cron jobs and env names',
    outcome: 'success',
    key: 'read',
    prepare: () => ({
      inputs: {
        needs: needs({
          result: 'success',
          outputs: { changed: 'true', 'plan-markdown': '| create | backup |\n' },
        }),
      },
    }),
  },
  {
    action: 'drift-report',
    title: 'a plan job that did not finish',
    outcome: 'failure',
    key: 'read',
    prepare: () => ({ inputs: { needs: needs({ result: 'failure', outputs: {} }) } }),
  },
];
