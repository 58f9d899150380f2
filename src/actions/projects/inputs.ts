import { ConfigurationError } from '../../errors.ts';
import type { Inputs } from '../common/inputs.ts';
import { readKeyPool } from '../common/key-pool.ts';
import { type PlannedLegs, readPlannedLegs } from './planned.ts';
import type { spec } from './spec.ts';

export type ProjectsInputName = keyof typeof spec.inputs;

export interface ProjectsInputs {
  readonly manifest: string;
  /** `all`, the named keys, or undefined: decide from the event. */
  readonly projects: 'all' | readonly string[] | undefined;
  readonly maxParallel: number;
  readonly rateBudget: number;
  /** How many keys the pool has (1 without a pool). */
  readonly keyCount: number;
  readonly results: string | undefined;
  /** Report mode: the plan's legs, when the workflow hands them over. */
  readonly planned: PlannedLegs | undefined;
  readonly deployResult: string | undefined;
  readonly githubToken: string | undefined;
  readonly comment: boolean;
}

export function readProjectsInputs(inputs: Inputs<ProjectsInputName>): ProjectsInputs {
  const pool = readKeyPool(inputs.raw('api-keys'));
  const names = inputs.list('projects', { commas: true });
  const manifest = inputs.required('manifest', 'set it to the manifest file, e.g. platform.yml');
  const planned = inputs.optional('planned');
  const rateBudget = Number(inputs.raw('rate-budget'));
  if (!/^\d+(\.\d+)?$/.test(inputs.raw('rate-budget')) || rateBudget < 1 || rateBudget > 20) {
    throw new ConfigurationError(
      `Input "rate-budget" must be requests per second from 1 to 20 (the platform allows 20 per key), not "${inputs.raw('rate-budget')}".`,
      'rate-budget',
    );
  }
  return {
    manifest,
    projects:
      names.length === 0 ? undefined : names.some((name) => name.toLowerCase() === 'all') ? 'all' : names,
    maxParallel: inputs.integer('max-parallel', 1, 256),
    rateBudget,
    keyCount: Math.max(1, pool.length),
    results: inputs.optional('results'),
    planned: planned === undefined ? undefined : readPlannedLegs(planned),
    deployResult: inputs.optional('deploy-result'),
    githubToken: inputs.optional('github-token'),
    comment: inputs.boolean('comment'),
  };
}
