import type { ServiceLookup, WantedSize } from '../../compute/scale.ts';
import { ConfigurationError } from '../../errors.ts';
import type { Inputs } from '../common/inputs.ts';
import type { spec } from './spec.ts';

export type ComputeScaleInputName = keyof typeof spec.inputs;

export interface ComputeScaleInputs {
  readonly service: string;
  readonly wanted: WantedSize;
  readonly dryRun: boolean;
  readonly wait: boolean;
  readonly timeoutMs: number;
}

const CPU = /^\d+(\.\d+)?$/;
const MEMORY = /^(\d+(?:\.\d+)?)\s*(mb|mib|gb|gib)?$/i;
/** Far above any machine, so a typo of extra zeros is caught here rather than by the platform. */
const MAX_CPU = 1024;
const MAX_MEMORY_MB = 16 * 1024 * 1024;

/** Everything but the connection inputs; every mistake is one sentence naming the input. */
export function readComputeScaleInputs(inputs: Inputs<ComputeScaleInputName>): ComputeScaleInputs {
  const service = inputs.id(
    'service',
    "a compute service's id or name",
    'set it to the id or name of the compute service to scale',
  );
  const cpu = readCpu(inputs.optional('cpu'));
  const memoryMb = readMemory(inputs.optional('memory'));
  if (cpu === undefined && memoryMb === undefined) {
    throw new ConfigurationError(
      'Inputs "cpu" and "memory" are both empty: set `cpu` (e.g. `2`), `memory` (e.g. `4GB`) or both.',
      'cpu',
    );
  }
  return {
    service,
    wanted: { cpu, memoryMb },
    dryRun: inputs.boolean('dry-run'),
    wait: inputs.boolean('wait'),
    timeoutMs: inputs.durationMs('timeout'),
  };
}

function readCpu(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const cpu = Number(value);
  if (!CPU.test(value) || cpu <= 0 || cpu > MAX_CPU) {
    throw new ConfigurationError(
      `Input "cpu" must be a number of CPUs above 0 and at most ${MAX_CPU}, such as \`2\` or \`0.5\`, not "${value}".`,
      'cpu',
    );
  }
  return cpu;
}

function readMemory(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const match = MEMORY.exec(value);
  const unit = match?.[2]?.toLowerCase() ?? 'mb';
  const megabytes = match ? Number(match[1]) * (unit.startsWith('g') ? 1024 : 1) : Number.NaN;
  if (!Number.isInteger(megabytes) || megabytes <= 0 || megabytes > MAX_MEMORY_MB) {
    throw new ConfigurationError(
      `Input "memory" must be a whole number of MB such as \`4096\`, \`4096MB\` or \`4GB\` (1 GB = 1024 MB), not "${value}".`,
      'memory',
    );
  }
  return megabytes;
}

/** Why the `service` input names no single service, as the input's one sentence. */
export function serviceNotFound(
  reference: string,
  lookup: Exclude<ServiceLookup, { kind: 'found' }>,
): ConfigurationError {
  const problem =
    lookup.kind === 'several'
      ? `the name of ${lookup.ids.length} compute services (${lookup.ids.join(', ')}): give the id of the one meant instead`
      : `which is neither the id nor the name of a compute service the key can see (it sees ${lookup.count}): check the id or name, and that the \`api-key\` belongs to the organisation that owns it`;
  return new ConfigurationError(`Input "service" is "${reference}", ${problem}.`, 'service');
}
