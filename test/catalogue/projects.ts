import { readConnection } from '../../src/actions/common/connection.ts';
import type { InputReader } from '../../src/actions/common/inputs.ts';
import { readProjectsInputs } from '../../src/actions/projects/inputs.ts';
import { makeWorkspace } from '../e2e/fixtures.ts';
import { type CaseSetup, MANIFEST_FILE } from '../reliability/cases.ts';
import { PROJECTS_CASES } from '../reliability/cases-projects.ts';
import type { Scenario } from '../reliability/fault-harness.ts';
import { SAMPLE_CONNECTION } from './connection.ts';
import { leakScenariosOf } from './existing.ts';
import type { ActionCatalogue } from './types.ts';

/** Valid values for every input, so the parser reads them all (test/metadata/action-metadata.test.ts). */
export const sample: Record<string, string> = {
  ...SAMPLE_CONNECTION,
  manifest: 'platform.yml',
  projects: 'web, api',
  'max-parallel': '8',
  'rate-budget': '18',
  'api-keys': 'plat_pk_aaaaaaaaaaaaaaaaaaaaaaaa\nplat_pk_bbbbbbbbbbbbbbbbbbbbbbbb',
  results: 'results',
  'github-token': 'ghs_x',
  comment: 'true',
};

/** Reads the inputs the way the entry does. */
export function parse(reader: InputReader<string>): void {
  readConnection(reader, { isForkPullRequest: false });
  readProjectsInputs(reader);
}

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

export const catalogue: ActionCatalogue = {
  action: 'projects',
  baseline(setup: CaseSetup) {
    const connection = { 'api-key': setup.fullKey, 'api-url': setup.url };
    // The harness's default push names no `before`, so it plans every project without asking GitHub.
    return { inputs: { ...connection }, files: { 'platform.yml': MANIFEST_FILE } };
  },
  successStatus: 'planned',
  badInputs: PROJECTS_CASES,
  readKeyEnough: "it only reads (the manifest's projects)",
  leakScenarios: leakScenariosOf('projects'),
  faultScenarios: [planUnderFaults],
  cancelCases: [],
  metadata: { sample, parse },
  gaps: {
    cancelCases: 'not written yet: it plans in a moment, with nothing long to interrupt',
  },
};
