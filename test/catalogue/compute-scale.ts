import { readComputeScaleInputs } from '../../src/actions/compute-scale/inputs.ts';
import { midWait } from '../reliability/cancel-cases.ts';
import { READ_ONLY_KEY, refusalsOf } from '../reliability/cases.ts';
import type { Scenario } from '../reliability/fault-harness.ts';
import { failedPost } from '../reliability/fault-kinds.ts';
import type { LeakScenario } from '../reliability/leak-scan-scenarios.ts';
import { connectionOf } from '../reliability/world-setup.ts';
import type { GitHubWorld } from '../support/world.ts';
import { defineCatalogue } from './define.ts';

/** Bad inputs: the size wanted, the service, and a key that may only read. */
const BAD_INPUTS = refusalsOf('compute-scale', {
  'a cpu that is not a number': { inputs: { cpu: '8 cores' }, input: 'cpu', fix: /such as `2` or `0\.5`/ },
  'a memory in an unknown unit': {
    inputs: { memory: '4TB' },
    input: 'memory',
    fix: /such as `4096`, `4096MB` or `4GB`/,
  },
  'neither cpu nor memory': {
    inputs: { cpu: '' },
    input: 'cpu',
    fix: /set `cpu` \(e\.g\. `2`\), `memory` \(e\.g\. `4GB`\) or both/,
  },
  'an unknown service': { inputs: { service: 'ml-wrker' }, input: 'service', fix: /check the id or name/ },
  'a read-only key': READ_ONLY_KEY,
});

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

/** The scale requests the platform accepted: one, however the run was answered. */
const acceptedScales = (world: GitHubWorld) =>
  world.platform.writes().filter((write) => write.operation === 'scaleComputeService').length;

/**
 * The scale under faults: trainer goes from 2 CPU and 4 GB to 4 CPU and 16 GB. The POST is sent
 * once, never repeated: a 5xx fails the run, and so does an answer that never came while the read-back
 * does not show the scale under way; a lost or broken answer to a scale the platform made is read
 * back and waited for.
 */
const scaleUnderFaults: Scenario = {
  name: 'compute-scale',
  action: 'compute-scale',
  world: { lifecycle: { computeScaleMs: 300 } },
  reads: ['listComputeServices', 'getComputeService'],
  writes: ['scaleComputeService'],
  failures: failedPost('scaleComputeService', 'slow'),
  async prepare(world) {
    const service = world.platform.admin.addComputeService({ name: 'trainer', cpu: 2, memoryMb: 4096 });
    return {
      run: { inputs: { ...connectionOf(world), service: 'trainer', cpu: '4', memory: '16GB' } },
      duplicates: () =>
        acceptedScales(world) > 1 ? [`${acceptedScales(world)} scale requests accepted`] : [],
      missing: () => {
        const { cpu, memoryMb, status } = world.platform.state.computeServices.get(service.id)!;
        const size = `${cpu} CPU, ${memoryMb} MB, ${status}`;
        return size === '4 CPU, 16384 MB, running' ? [] : [`trainer is ${size}`];
      },
    };
  },
};

/** SIGINT while the service takes a minute to scale: the request was sent once, and the run says cancelled. */
const cancelMidScale = midWait({
  name: 'compute-scale, mid-wait while scaling',
  action: 'compute-scale',
  world: { lifecycle: { computeScaleMs: 60_000 } },
  marker: 'is scaling',
  inputs: () => ({ service: 'ml-worker', cpu: '8' }),
  check: (_result, world) =>
    acceptedScales(world) === 1 ? [] : [`${acceptedScales(world)} scale requests accepted, not 1`],
});

export const catalogue = defineCatalogue({
  action: 'compute-scale',
  sample: { service: 'ml-worker', cpu: '4', memory: '8GB', 'dry-run': 'true', wait: 'true', timeout: '5m' },
  readInputs: readComputeScaleInputs,
  // The seeded ml-worker has 4 CPU and 16384 MB: a real change, so a read key is refused.
  baselineInputs: () => ({ service: 'ml-worker', cpu: '8' }),
  successStatus: 'succeeded',
  badInputs: BAD_INPUTS,
  leakScenarios: LEAK_SCENARIOS,
  faultScenarios: [scaleUnderFaults],
  cancelCases: [cancelMidScale],
});
