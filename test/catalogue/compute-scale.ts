import { readComputeScaleInputs } from '../../src/actions/compute-scale/inputs.ts';
import type { BadInputCase } from '../reliability/cases.ts';
import type { LeakScenario } from '../reliability/leak-scan-scenarios.ts';
import { defineCatalogue } from './define.ts';

/** Bad inputs: the size wanted, the service, and a key that may only read. */
const BAD_INPUTS: readonly BadInputCase[] = [
  {
    action: 'compute-scale',
    title: 'a cpu that is not a number',
    inputs: { cpu: '8 cores' },
    input: 'cpu',
    fix: /such as `2` or `0\.5`/,
  },
  {
    action: 'compute-scale',
    title: 'a memory in an unknown unit',
    inputs: { memory: '4TB' },
    input: 'memory',
    fix: /such as `4096`, `4096MB` or `4GB`/,
  },
  {
    action: 'compute-scale',
    title: 'neither cpu nor memory',
    inputs: { cpu: '' },
    input: 'cpu',
    fix: /set `cpu` \(e\.g\. `2`\), `memory` \(e\.g\. `4GB`\) or both/,
  },
  {
    action: 'compute-scale',
    title: 'an unknown service',
    inputs: { service: 'ml-wrker' },
    input: 'service',
    fix: /check the id or name/,
  },
  {
    action: 'compute-scale',
    title: 'a read-only key',
    inputs: (s) => ({ 'api-key': s.readKey }),
    input: 'api-key',
    fix: /full key/,
  },
];

/** The key may not show whether the scale is made or refused. */
const LEAK_SCENARIOS: readonly LeakScenario[] = [
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

export const catalogue = defineCatalogue({
  action: 'compute-scale',
  sample: { service: 'ml-worker', cpu: '4', memory: '8GB', 'dry-run': 'true', wait: 'true', timeout: '5m' },
  readInputs: readComputeScaleInputs,
  // The seeded ml-worker has 4 CPU and 16384 MB: a real change, so a read key is refused.
  baselineInputs: () => ({ service: 'ml-worker', cpu: '8' }),
  successStatus: 'succeeded',
  badInputs: BAD_INPUTS,
  leakScenarios: LEAK_SCENARIOS,
  faultScenarios: [],
  cancelCases: [],
  gaps: {
    faultScenarios: 'not written yet: the scale POST and its read-back under each fault',
    cancelCases: 'not written yet: a cancel while the service is scaling',
  },
});
