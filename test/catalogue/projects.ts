import { readProjectsInputs } from '../../src/actions/projects/inputs.ts';
import { makeWorkspace } from '../e2e/fixtures.ts';
import { type CancelCase, statusCancelled } from '../reliability/cancel-cases.ts';
import { MANIFEST_FILE } from '../reliability/cases.ts';
import { PROJECTS_CASES } from '../reliability/cases-projects.ts';
import type { Scenario } from '../reliability/fault-harness.ts';
import { connectionOf } from '../reliability/world-setup.ts';
import { defineCatalogue } from './define.ts';

/**
 * The plan under faults: it only reads (the project list, to resolve the manifest's names), so every
 * row ends with the plan made and not one write on the platform.
 */
const planUnderFaults: Scenario = {
  name: 'projects (plan)',
  action: 'projects',
  reads: ['listProjects'],
  writes: [],
  async prepare(world) {
    world.platform.admin.createProject({ name: 'shop' });
    return {
      run: {
        workspace: makeWorkspace({ 'platform.yml': MANIFEST_FILE }),
        inputs: connectionOf(world),
      },
      duplicates: () =>
        world.platform.writes().map((write) => `a write from a plan: ${JSON.stringify(write)}`),
      missing: () => [],
    };
  },
};

/**
 * SIGINT while the plan waits for the project list (answered after a minute): the run ends cancelled,
 * and hands no matrix on to the jobs that deploy, so a cancelled plan deploys nothing.
 */
const cancelWhileListing: CancelCase = {
  name: 'projects, planning while the project list is slow',
  action: 'projects',
  marker: 'Deploying 1: web',
  async prepare(world) {
    world.platform.admin.createProject({ name: 'shop' });
    world.platform.faults.add({ operation: 'listProjects', delayMs: 60_000 });
    return {
      run: { workspace: makeWorkspace({ 'platform.yml': MANIFEST_FILE }), inputs: connectionOf(world) },
      check: (result) => [
        ...statusCancelled(result),
        ...(result.outputs.matrix === undefined
          ? []
          : [`a cancelled plan set the matrix ${result.outputs.matrix}`]),
      ],
    };
  },
};

export const catalogue = defineCatalogue({
  action: 'projects',
  sample: {
    manifest: 'platform.yml',
    projects: 'web, api',
    'max-parallel': '8',
    'rate-budget': '18',
    'api-keys': 'plat_pk_aaaaaaaaaaaaaaaaaaaaaaaa\nplat_pk_bbbbbbbbbbbbbbbbbbbbbbbb',
    results: 'results',
    planned: '{"include":[{"key":"web","projects":"web"}]}',
    'deploy-result': 'failure',
    'github-token': 'ghs_x',
    comment: 'true',
  },
  readInputs: readProjectsInputs,
  // The harness's default push names no `before`, so it plans every project without asking GitHub.
  baselineInputs: () => ({}),
  baselineFiles: { 'platform.yml': MANIFEST_FILE },
  successStatus: 'planned',
  badInputs: PROJECTS_CASES,
  readKeyEnough: "it only reads (the manifest's projects)",
  faultScenarios: [planUnderFaults],
  cancelCases: [cancelWhileListing],
});
