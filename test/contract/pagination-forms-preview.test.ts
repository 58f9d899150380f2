/**
 * The actions that find things by name (deploy, preview-domain, project-sync, preview-sweep) against
 * every pagination form of the local platform (page size 20), with what they look for on page 3:
 * the same writes as on a platform that answers each list in one page, or a refusal before any write.
 */
import { expect } from 'vitest';
import { makeWorkspace, platformKeyInputs, pullRequestEvent, SITE } from '../e2e/fixtures.ts';
import { runAction } from '../e2e/harness.ts';
import { useAcceleratedClock } from '../support/clocks.ts';
import type { GitHubWorld } from '../support/world.ts';
import { quietDeployInputs } from '../support/world-per-test.ts';
import {
  type ContractScenario,
  describeContract,
  fillerProjects,
  numbered,
  platformCall,
} from './pagination-world.ts';

useAcceleratedClock({ factor: 10 });

const projectNamed = (world: GitHubWorld, name: string) =>
  [...world.platform.state.projects.values()].find((project) => project.name === name);
const projectNames = (world: GitHubWorld) =>
  [...world.platform.state.projects.values()].map((p) => p.name).sort();

/** 45 other projects first, so the one wanted is the 46th: on page 3 of 20. */
function onPage3(world: GitHubWorld, name: string) {
  fillerProjects(world, 45);
  return world.platform.admin.createProject({ name });
}

function previewDomain(world: GitHubWorld, action: string) {
  return runAction({
    action: 'preview-domain',
    event: pullRequestEvent(action, 7),
    githubApiUrl: world.github.url,
    githubToken: world.github.token,
    workspace: makeWorkspace(SITE),
    inputs: {
      ...platformKeyInputs(world),
      'project-name': 'shop-pr-{pr}',
      domain: 'pr-{pr}.preview.example.com',
    },
  });
}

const domainsOf = (world: GitHubWorld) =>
  [...world.platform.state.domains.values()].map(
    (d) => `${d.domain} ${projectNamed(world, 'shop-pr-7')?.id === d.projectId}`,
  );

const SCENARIOS: Record<string, ContractScenario> = {
  'deploy by project name': {
    seed: async (world) => {
      onPage3(world, 'shop');
    },
    act: async (world) => [
      await runAction({
        action: 'deploy',
        workspace: makeWorkspace(SITE),
        inputs: quietDeployInputs(world, 'shop'),
      }),
    ],
    state: (world) =>
      [...world.platform.state.deployments.values()].map(
        (d) => `${d.status} ${d.projectId === projectNamed(world, 'shop')?.id}`,
      ),
    refusedList: /listProjects/,
    baseline: (outcome) =>
      expect(outcome.writes).toEqual(['POST /uploads', 'POST /projects/:id/deployments']),
  },
  'preview-domain by project name: a run on an open pull request, then on its closing': {
    seed: async (world) => {
      onPage3(world, 'shop-pr-7');
    },
    act: async (world) => [await previewDomain(world, 'synchronize'), await previewDomain(world, 'closed')],
    state: (world) => ({ projects: projectNames(world), domains: domainsOf(world) }),
    refusedList: /listProjects/,
    baseline: (outcome) => {
      expect(outcome.exitCodes).toEqual([0, 0]);
      expect(outcome.writes.filter((write) => write === 'POST /projects')).toEqual([]);
      expect(outcome.writes.at(-1)).toBe('DELETE /projects/:id/domains/pr-7.preview.example.com');
    },
  },
  'project-sync by project name with an env group by name, both past page 1': {
    seed: async (world) => {
      onPage3(world, 'shop');
      for (const [index, name] of numbered('group-', 25).entries())
        world.platform.admin.addEnvGroup(`grp_${index}`, name);
      world.platform.admin.addEnvGroup('grp_observability', 'observability');
    },
    act: async (world) => [
      await runAction({
        action: 'project-sync',
        workspace: makeWorkspace({ 'project.yml': 'routing: spa\nenv-groups: [observability]\n' }),
        inputs: { ...platformKeyInputs(world), file: 'project.yml', project: 'shop' },
      }),
    ],
    state: (world) =>
      world.platform.state.envGroups
        .get('grp_observability')
        ?.projectIds.map((id) => id === projectNamed(world, 'shop')?.id),
    refusedList: /listProjects/,
    baseline: (outcome) => expect(outcome.state).toEqual([true]),
  },
  "preview-sweep of a closed pull request's preview on page 3": {
    seed: async (world) => {
      world.github.seedPullRequest({ number: 7, state: 'closed', headRef: 'feature/login' });
      const preview = onPage3(world, 'shop-pr-7');
      await platformCall(world, 'POST', `/projects/${preview.id}/domains`, {
        domain: 'pr-7.preview.example.com',
      });
    },
    act: async (world) => [
      await runAction({
        action: 'preview-sweep',
        githubApiUrl: world.github.url,
        githubToken: world.github.token,
        inputs: {
          ...platformKeyInputs(world),
          'project-name': 'shop-pr-{pr}',
          domain: 'pr-{pr}.preview.example.com',
        },
      }),
    ],
    state: domainsOf,
    refusedList: /listProjects/,
    baseline: (outcome) =>
      expect(outcome.writes).toEqual(['DELETE /projects/:id/domains/pr-7.preview.example.com']),
  },
};

describeContract(SCENARIOS, { sameWhat: 'writes', baselineSucceeds: true });
