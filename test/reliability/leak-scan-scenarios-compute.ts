/** compute-scale: the key may not show whether the scale is made or refused. */
import type { LeakScenario } from './leak-scan-scenarios.ts';

export const COMPUTE_LEAK_SCENARIOS: readonly LeakScenario[] = [
  {
    action: 'compute-scale',
    title: 'a service scaled and waited for',
    outcome: 'success',
    prepare: () => ({ inputs: { service: 'ml-worker', cpu: '8', memory: '32GB' } }),
  },
  {
    action: 'compute-scale',
    title: 'a scale refused to a read key',
    outcome: 'failure',
    key: 'read',
    prepare: () => ({ inputs: { service: 'ml-worker', cpu: '8' } }),
  },
];
