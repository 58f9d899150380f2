import { readPromoteInputs } from '../../src/actions/promote/inputs.ts';
import type { Platform } from '../fakes/platform/index.ts';
import { says, statusCancelled } from '../reliability/cancel-cases.ts';
import { READ_ONLY_KEY, refusalsOf, UNKNOWN_PROJECT } from '../reliability/cases.ts';
import type { Scenario } from '../reliability/fault-harness.ts';
import type { LeakScenario } from '../reliability/leak-scan-scenarios.ts';
import { connectionOf } from '../reliability/world-setup.ts';
import { CHECK_SAMPLE, defineCatalogue } from './define.ts';

const STAGED = { 'index.html': '<h1>Welcome, verified in staging</h1>' };

/**
 * The verified project `shop-staging`, live with STAGED, made at once (no request: the baseline is a
 * value, and the cases count every request the run makes). Once per platform: a second would make the
 * name ambiguous.
 */
function stagingOf(platform: Pick<Platform, 'admin' | 'state'>): { id: string; deploymentId: string } {
  const found = [...platform.state.projects.values()].find((p) => p.name === 'shop-staging');
  if (found?.liveDeploymentId) return { id: found.id, deploymentId: found.liveDeploymentId };
  const project = found ?? platform.admin.createProject({ name: 'shop-staging' });
  const deployment = platform.admin.seedLiveDeployment(project.id, STAGED);
  return { id: project.id, deploymentId: deployment.id };
}

const BAD_INPUTS = refusalsOf('promote', {
  'an unknown project': UNKNOWN_PROJECT,
  'an unknown source project': {
    inputs: { 'source-project': 'shop-stagign' },
    input: 'source-project',
    fix: /check the id or name/,
  },
  'a source deployment the platform does not know': {
    inputs: { 'source-deployment': 'dpl_doesnotexist' },
    input: 'source-deployment',
    fix: /set it to the id of the verified deployment/,
  },
  'the source project as the target': {
    inputs: { project: 'shop-staging' },
    input: 'project',
    fix: /set `project` to the project to promote to/,
  },
  'an archive-sha256 that is not a sha256': {
    inputs: { 'archive-sha256': 'sha256:abc' },
    input: 'archive-sha256',
    fix: /64 hexadecimal characters/,
  },
  'an archive-sha256 of other bytes': {
    inputs: { 'archive-sha256': '0'.repeat(64) },
    input: 'archive-sha256',
    fix: /pass that stage's `archive-sha256`/,
  },
  'live without a source project': {
    inputs: { 'source-project': '' },
    input: 'source-project',
    fix: /set it to the verified project/,
  },
  'a read-only key': READ_ONLY_KEY,
});

const LEAK_SCENARIOS: readonly LeakScenario[] = [
  {
    action: 'promote',
    title: 'a staging deployment promoted and checked',
    outcome: 'success',
    prepare: ({ world, projectId }) => {
      stagingOf(world.platform);
      return { inputs: { 'source-project': 'shop-staging', project: projectId, 'check-path': '/' } };
    },
  },
  {
    action: 'promote',
    title: 'a promote refused to a read key',
    outcome: 'failure',
    key: 'read',
    prepare: ({ world, projectId }) => {
      stagingOf(world.platform);
      return { inputs: { 'source-project': 'shop-staging', project: projectId } };
    },
  },
];

/**
 * The promote under faults: one deployment of the target, live, in every row. The create is never
 * sent twice blindly: after a 5xx or a lost answer the target's listing says whether it landed (the
 * source's own deployment is not among the target's), and a create that did not land is sent again.
 */
const promoteUnderFaults: Scenario = {
  name: 'promote',
  action: 'promote',
  reads: ['listProjects', 'getProject', 'getDeployment', 'listDeployments'],
  writes: ['createDeployment'],
  async prepare(world) {
    const staging = stagingOf(world.platform);
    const shop = world.platform.admin.createProject({ name: 'shop' });
    const created = () =>
      [...world.platform.state.deployments.values()].filter((d) => d.projectId === shop.id);
    return {
      run: {
        inputs: {
          ...connectionOf(world),
          'source-deployment': staging.deploymentId,
          project: 'shop',
          'github-deployment': 'false',
        },
      },
      duplicates: () => (created().length > 1 ? [`${created().length} deployments of shop`] : []),
      missing: () => {
        const statuses = created().map((d) => d.status);
        return statuses.join() === 'live' ? [] : [`shop's deployments: ${statuses.join() || 'none'}`];
      },
    };
  },
};

export const catalogue = defineCatalogue({
  action: 'promote',
  sample: {
    'source-deployment': 'dpl_1',
    'source-project': 'shop-staging',
    project: 'shop',
    'archive-sha256': 'a'.repeat(64),
    'dry-run': 'false',
    timeout: '10m',
    'github-token': 'ghs_x',
    environment: 'production',
    'github-deployment': 'false',
    ...CHECK_SAMPLE,
  },
  readInputs: readPromoteInputs,
  baselineInputs: (setup) => {
    stagingOf(setup.world.platform);
    return { 'source-project': 'shop-staging', project: setup.projectId, 'github-deployment': 'false' };
  },
  successStatus: 'live',
  badInputs: BAD_INPUTS,
  leakScenarios: LEAK_SCENARIOS,
  faultScenarios: [promoteUnderFaults],
  cancelCases: [
    {
      name: 'promote, mid-build',
      action: 'promote',
      marker: 'is building',
      async prepare(world) {
        world.platform.admin.setBuildTiming({ buildingMs: 60_000 });
        stagingOf(world.platform);
        const shop = world.platform.admin.createProject({ name: 'shop' });
        return {
          run: {
            inputs: {
              ...connectionOf(world),
              'source-project': 'shop-staging',
              project: shop.id,
              'github-deployment': 'false',
            },
          },
          check: (result) => {
            const made = [...world.platform.state.deployments.values()].filter(
              (d) => d.projectId === shop.id,
            );
            return [
              ...statusCancelled(result),
              ...(made.length === 1 ? [] : [`${made.length} deployments of shop, not 1`]),
              ...says(
                'deployment-id output',
                result.outputs['deployment-id'] ?? '',
                new RegExp(`^${made[0]?.id}$`),
              ),
            ];
          },
        };
      },
    },
  ],
});
