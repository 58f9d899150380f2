/** Bad inputs of compute-scale: the size wanted, the service, and a key that may only read. */
import type { BadInputCase } from './cases.ts';

export const COMPUTE_SCALE_CASES: readonly BadInputCase[] = [
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
