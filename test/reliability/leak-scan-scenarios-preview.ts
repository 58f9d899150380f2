/**
 * The leak scan's preview runs: preview-database making a user whose password and connection string
 * must never show, and preview-sweep removing a closed pull request's preview whose env group holds a
 * secret the sweep is never given (with a full key, and refused with a read key).
 */
import { call } from '../fakes/platform/tests/helpers.ts';
import { type Canary, canaryValue } from './leak-scan-helpers.ts';
import { created, type LeakContext, type LeakScenario, type Prepared } from './leak-scan-scenarios.ts';

export const PREVIEW_LEAK_SCENARIOS: readonly LeakScenario[] = [
  {
    action: 'preview-database',
    title: 'an attach that creates the database and its user',
    outcome: 'success',
    pullRequest: true,
    prepare: ({ projectId }) => ({ inputs: { project: projectId, name: 'shop-pr-{pr}' } }),
    after: databaseSecrets,
  },
  {
    action: 'preview-database',
    title: 'a platform answering 500 to the env write after the user was made',
    outcome: 'failure',
    pullRequest: true,
    failing: 'setServiceEnvVar',
    prepare: ({ projectId }) => ({ inputs: { project: projectId, name: 'shop-pr-{pr}' } }),
    after: databaseSecrets,
  },
  {
    action: 'preview-sweep',
    title: "a sweep of a closed pull request's preview, whose env group holds a secret",
    outcome: 'success',
    prepare: (context) => closedPreview(context),
  },
  {
    action: 'preview-sweep',
    title: 'a read key that may not remove the preview',
    outcome: 'failure',
    key: 'read',
    prepare: (context) => closedPreview(context),
  },
];

/**
 * Pull request 7 is closed and left a project, a domain, a database and a per-PR env group with a
 * secret value: what a sweep lists and removes (it reads no values, and none may show).
 */
async function closedPreview({ world }: LeakContext): Promise<Prepared> {
  world.github.seedPullRequest({
    number: 7,
    title: 'A closed preview',
    state: 'closed',
    headRef: 'feature/login',
  });
  const project = world.platform.admin.createProject({ name: 'shop-pr-7' }).id;
  await call(world.platform, 'POST', `/projects/${project}/domains`, {
    body: { domain: 'pr-7.preview.example.com' },
  });
  await created(world, '/databases', { name: 'shop-pr-7', engine: 'postgres', plan: 'starter' });
  const group = await created(world, '/env-groups', { name: 'shop-pr-7' });
  const secret = canaryValue('group');
  await call(world.platform, 'POST', `/env-groups/${group}/vars`, {
    body: { name: 'API_TOKEN', value: secret },
  });
  await call(world.platform, 'POST', `/projects/${project}/env-groups`, { body: { groupId: group } });
  return {
    inputs: {
      'project-name': 'shop-pr-{pr}',
      domain: 'pr-{pr}.preview.example.com',
      'database-name': 'shop-pr-{pr}',
      'env-group-name': 'shop-pr-{pr}',
    },
    // The sweep is never given the value (so it masks nothing); it must not show it either.
    canaries: [{ label: 'env group value', value: secret, unmasked: true }],
  };
}

/** Every password the platform holds for the run's databases, and the connection strings it was given. */
function databaseSecrets({ world }: LeakContext): Canary[] {
  const passwords = [...world.platform.state.databasePasswords.values()].map((value, index) => ({
    label: `database password ${index + 1}`,
    value,
  }));
  const urls = [...world.platform.state.serviceEnv.values()].flatMap((env) =>
    [...env.values()].map((variable, index) => ({
      label: `connection string ${index + 1}`,
      value: variable.value,
    })),
  );
  return [...passwords, ...urls];
}
