import { readProjectsInputs } from '../../src/actions/projects/inputs.ts';
import { makeWorkspace } from '../e2e/fixtures.ts';
import { MANIFEST_FILE } from '../reliability/cases.ts';
import { PROJECTS_CASES } from '../reliability/cases-projects.ts';
import type { Scenario } from '../reliability/fault-harness.ts';
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
        inputs: { 'api-key': world.platform.fullKey, 'api-url': world.platform.url },
      },
      duplicates: () =>
        world.platform.writes().map((write) => `a write from a plan: ${JSON.stringify(write)}`),
      missing: () => [],
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
  cancelCases: [],
  gaps: {
    cancelCases: 'not written yet: it plans in a moment, with nothing long to interrupt',
  },
});
