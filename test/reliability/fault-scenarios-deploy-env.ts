/** Fault-matrix scenarios of the actions that ship code or its settings: deploy, env-sync, preview-domain. */
import { makeWorkspace, pullRequestEvent, SITE } from '../e2e/fixtures.ts';
import { call } from '../fakes/platform/tests/helpers.ts';
import type { GitHubWorld } from '../support/world.ts';
import type { Scenario } from './fault-harness.ts';
import { failedPost } from './fault-kinds.ts';
import { connectionOf as key, liveProject } from './world-setup.ts';

const deploymentsOf = (world: GitHubWorld, projectId: string) =>
  [...world.platform.state.deployments.values()].filter((d) => d.projectId === projectId);

/** `expected` problems unless `actual` equals it. */
function differs(what: string, actual: unknown, expected: unknown): string[] {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  return a === e ? [] : [`${what}: ${a}, expected ${e}`];
}

/** A project with one live deployment, so an env PUT has something to redeploy. */
async function deployedProject(world: GitHubWorld, env: Record<string, string>): Promise<string> {
  const projectId = await liveProject(world);
  await call(world.platform, 'PUT', `/projects/${projectId}/env`, { body: { variables: env } });
  await world.platform.admin.idle();
  return projectId;
}

/** What both env-sync rows declare (KEEP changed, NEW added) and must find afterwards. */
const DECLARED = 'KEEP=kept-value-1\nNEW=added-value-2\n';
const DECLARED_VALUES = { KEEP: 'kept-value-1', NEW: 'added-value-2' };

/** The run of both env-sync rows: DECLARED to `target` (a project, or a group and where to attach it). */
const declaring = (world: GitHubWorld, target: Record<string, string>) => ({
  inputs: { ...key(world), variables: DECLARED, ...target },
});

/** The values a project or group holds, by name, without the digest variable the action keeps. */
function valuesOf(
  variables: ReadonlyMap<string, { value: string }> | undefined,
): Record<string, string | undefined> {
  const held = variables ?? new Map<string, { value: string }>();
  return Object.fromEntries(
    [...held.keys()]
      .filter((name) => !name.startsWith('PLATFORM_ENV_DIGEST_'))
      .sort()
      .map((name) => [name, held.get(name)?.value]),
  );
}

export const deployScenario: Scenario = {
  name: 'deploy',
  action: 'deploy',
  reads: ['getDeployment', 'getDeploymentLogs'],
  writes: ['createUpload', 'createDeployment'],
  uploads: 'archive',
  async prepare(world) {
    const project = world.platform.admin.createProject({ name: 'shop' });
    return {
      run: {
        workspace: makeWorkspace(SITE),
        inputs: { ...key(world), project: project.id, 'github-deployment': 'false', comment: 'false' },
      },
      duplicates: () => {
        const count = deploymentsOf(world, project.id).length;
        return count > 1 ? [`${count} deployments`] : [];
      },
      missing: () =>
        differs(
          'deployment statuses',
          deploymentsOf(world, project.id).map((d) => d.status),
          ['live'],
        ),
    };
  },
};

export const envProjectScenario: Scenario = {
  name: 'env-sync (project, wait)',
  action: 'env-sync',
  reads: ['listProjectEnv', 'listDeployments', 'getDeployment'],
  writes: ['setProjectEnv'],
  async prepare(world) {
    const projectId = await deployedProject(world, { KEEP: 'before' });
    const envPuts = () =>
      world.platform.requestLog.filter((r) => r.operation === 'setProjectEnv' && r.handled && r.status < 300)
        .length;
    const before = envPuts();
    return {
      run: declaring(world, { project: projectId, wait: 'true' }),
      duplicates: () => {
        const problems: string[] = [];
        if (envPuts() - before > 1) problems.push(`${envPuts() - before} env PUTs landed`);
        const redeploys = deploymentsOf(world, projectId).filter((d) => d.trigger === 'env').length;
        if (redeploys > 2) problems.push(`${redeploys - 1} redeploys`);
        return problems;
      },
      missing: () => {
        const statuses = deploymentsOf(world, projectId).map((d) => d.status);
        return [
          ...differs('variables', valuesOf(world.platform.state.env.get(projectId)), DECLARED_VALUES),
          ...differs('deployments', statuses, ['live', 'live', 'live']),
        ];
      },
    };
  },
};

export const envGroupScenario: Scenario = {
  name: 'env-sync (group, attach)',
  failures: {
    ...failedPost('createEnvGroupVar', 'all'),
    'drop after-body: attachProjectEnvGroup': /attachProjectEnvGroup .* may or may not have taken effect/,
  },
  action: 'env-sync',
  reads: ['getEnvGroup', 'listProjectEnvGroups'],
  writes: ['createEnvGroupVar', 'updateEnvGroupVar', 'deleteEnvGroupVar', 'attachProjectEnvGroup'],
  async prepare(world) {
    const { platform } = world;
    const project = platform.admin.createProject({ name: 'shop' });
    const group = await call(platform, 'POST', '/env-groups', { body: { name: 'shared' } });
    const groupId: string = group.json.id;
    for (const [name, value] of [
      ['KEEP', 'before'],
      ['OLD', 'gone'],
    ]) {
      await call(platform, 'POST', `/env-groups/${groupId}/vars`, { body: { name, value } });
    }
    const record = () => platform.state.envGroups.get(groupId);
    return {
      run: declaring(world, { group: groupId, prune: 'true', 'attach-to': project.id }),
      duplicates: () => {
        const names = record()?.variables ?? [];
        const attached = (record()?.projectIds ?? []).filter((id) => id === project.id).length;
        return [
          ...(new Set(names).size !== names.length ? [`variables listed twice: ${names.join(', ')}`] : []),
          ...(attached > 1 ? [`attached ${attached} times`] : []),
        ];
      },
      missing: () => {
        return [
          ...differs(
            'group variables',
            valuesOf(platform.state.envGroupValues.get(groupId)),
            DECLARED_VALUES,
          ),
          ...differs('attached to', record()?.projectIds, [project.id]),
        ];
      },
    };
  },
};

export const previewDomainScenario: Scenario = {
  name: 'preview-domain (deploy)',
  failures: failedPost('attachDomain', 'slow'),
  action: 'preview-domain',
  reads: ['getProject', 'listDomains', 'getDeployment'],
  writes: ['createUpload', 'createDeployment', 'attachDomain'],
  uploads: 'archive',
  async prepare(world) {
    const project = world.platform.admin.createProject({ name: 'shop' });
    const domains = () =>
      [...world.platform.state.domains.values()].filter((d) => d.projectId === project.id);
    return {
      run: {
        workspace: makeWorkspace(SITE),
        event: pullRequestEvent('synchronize', 7),
        githubApiUrl: world.github.url,
        githubToken: world.github.token,
        inputs: { ...key(world), project: project.id, domain: 'pr-{pr}.preview.example.com' },
      },
      duplicates: () => {
        const count = deploymentsOf(world, project.id).length;
        return [
          ...(count > 1 ? [`${count} deployments`] : []),
          ...(domains().length > 1 ? [`${domains().length} domains`] : []),
          ...(world.github.state.comments.length > 1
            ? [`${world.github.state.comments.length} comments`]
            : []),
        ];
      },
      missing: () => [
        ...differs(
          'deployments',
          deploymentsOf(world, project.id).map((d) => d.status),
          ['live'],
        ),
        ...differs(
          'domains',
          domains().map((d) => d.domain),
          ['pr-7.preview.example.com'],
        ),
      ],
    };
  },
};
