import { createHash } from 'node:crypto';
import { notFound, type Route, type RouteContext, validationFailed } from './http.ts';
import { newRecord, ofRepo } from './repo-records.ts';
import { createRoute, listRoute, type Refusal, recordKind } from './route-kinds.ts';
import {
  ACTIONS_BOT,
  DEPLOYMENT_STATES,
  type DeploymentState,
  type FakeDeployment,
  type FakeDeploymentStatus,
  type FakeGitHubState,
} from './state.ts';

const DEPLOYMENTS = '/repos/{owner}/{repo}/deployments';
const STATUSES = '/repos/{owner}/{repo}/deployments/{deployment_id}/statuses';
const DEPLOYMENT = recordKind('deployments', deploymentJson);
const STATUS = recordKind('deployments', statusJson);

/** Deployments and deployment statuses, with GitHub's defaults and its auto_inactive rule. */
export const deploymentRoutes: readonly Route[] = [
  listRoute(DEPLOYMENT, DEPLOYMENTS, (context) => {
    const { query } = context;
    const matches = (deployment: FakeDeployment) =>
      (!query.has('environment') || deployment.environment === query.get('environment')) &&
      (!query.has('sha') || deployment.sha === query.get('sha')) &&
      (!query.has('ref') || deployment.ref === query.get('ref')) &&
      (!query.has('task') || deployment.task === query.get('task'));
    // Newest first, as GitHub lists them.
    return ofRepo(context.state.deployments, context).filter(matches).reverse();
  }),
  createRoute(
    DEPLOYMENT,
    DEPLOYMENTS,
    (context): FakeDeployment | Refusal => {
      const input = asRecord(context.body);
      const ref = input.ref;
      if (typeof ref !== 'string' || ref === '')
        return { refused: validationFailed('"ref" wasn\'t supplied.') };
      const environment = typeof input.environment === 'string' ? input.environment : 'production';
      return {
        ...newRecord(context),
        ref,
        sha: /^[0-9a-f]{40}$/i.test(ref) ? ref.toLowerCase() : fakeShaOf(ref),
        task: typeof input.task === 'string' ? input.task : 'deploy',
        environment,
        originalEnvironment: environment,
        description: typeof input.description === 'string' ? input.description : null,
        payload: input.payload ?? {},
        transientEnvironment: input.transient_environment === true,
        productionEnvironment:
          typeof input.production_environment === 'boolean'
            ? input.production_environment
            : environment === 'production',
        creator: ACTIONS_BOT,
      };
    },
    (state) => state.deployments,
  ),
  listRoute(STATUS, STATUSES, (context) => {
    const deployment = findDeployment(context);
    return deployment ? statusesOf(context.state, deployment.id).reverse() : { refused: notFound() };
  }),
  {
    method: 'POST',
    path: STATUSES,
    scope: 'deployments',
    handle: (context) => {
      const deployment = findDeployment(context);
      if (!deployment) return notFound();
      const input = asRecord(context.body);
      const state = DEPLOYMENT_STATES.find((known) => known === input.state);
      if (!state) return validationFailed(`"state" must be one of ${DEPLOYMENT_STATES.join(', ')}.`);
      if (typeof input.environment === 'string') deployment.environment = input.environment;
      const status = addStatus(context, deployment, state, input);
      if (state === 'success' && input.auto_inactive !== false) inactivateEarlier(context, deployment);
      return { status: 201, body: statusJson(status, context) };
    },
  },
];

/** The states a deployment went through, oldest first: what tests usually assert. */
export function statesOf(state: FakeGitHubState, deploymentId: number): DeploymentState[] {
  return statusesOf(state, deploymentId).map((status) => status.state);
}

function statusesOf(state: FakeGitHubState, deploymentId: number): FakeDeploymentStatus[] {
  return state.statuses.filter((status) => status.deploymentId === deploymentId);
}

function addStatus(
  context: RouteContext,
  deployment: FakeDeployment,
  state: DeploymentState,
  input: Record<string, unknown>,
): FakeDeploymentStatus {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const now = new Date().toISOString();
  const status: FakeDeploymentStatus = {
    id: context.nextId(),
    deploymentId: deployment.id,
    state,
    description: text(input.description),
    environment: deployment.environment,
    environmentUrl: text(input.environment_url),
    logUrl: text(input.log_url) || text(input.target_url),
    creator: ACTIONS_BOT,
    createdAt: now,
  };
  context.state.statuses.push(status);
  deployment.updatedAt = now;
  return status;
}

/**
 * GitHub's auto_inactive: a success marks earlier successful deployments of the same environment
 * inactive, but only for environments that are neither transient nor production.
 */
function inactivateEarlier(context: RouteContext, current: FakeDeployment): void {
  if (current.transientEnvironment || current.productionEnvironment) return;
  for (const earlier of ofRepo(context.state.deployments, context)) {
    if (earlier.id >= current.id || earlier.environment !== current.environment) continue;
    if (earlier.transientEnvironment || earlier.productionEnvironment) continue;
    if (statesOf(context.state, earlier.id).at(-1) !== 'success') continue;
    addStatus(context, earlier, 'inactive', {});
  }
}

function findDeployment(context: RouteContext): FakeDeployment | undefined {
  const id = Number(context.params.deployment_id);
  return ofRepo(context.state.deployments, context).find((deployment) => deployment.id === id);
}

/** The fake has no git: a branch or tag resolves to a stable made-up commit. */
function fakeShaOf(ref: string): string {
  return createHash('sha1').update(ref).digest('hex');
}

function asRecord(json: unknown): Record<string, unknown> {
  return json !== null && typeof json === 'object' && !Array.isArray(json)
    ? (json as Record<string, unknown>)
    : {};
}

function deploymentJson(deployment: FakeDeployment, { url }: RouteContext): Record<string, unknown> {
  const self = `${url.origin}/repos/${deployment.owner}/${deployment.repo}/deployments/${deployment.id}`;
  return {
    id: deployment.id,
    node_id: `DE_${deployment.id}`,
    url: self,
    sha: deployment.sha,
    ref: deployment.ref,
    task: deployment.task,
    payload: deployment.payload,
    environment: deployment.environment,
    original_environment: deployment.originalEnvironment,
    description: deployment.description,
    creator: deployment.creator,
    created_at: deployment.createdAt,
    updated_at: deployment.updatedAt,
    statuses_url: `${self}/statuses`,
    repository_url: `${url.origin}/repos/${deployment.owner}/${deployment.repo}`,
    transient_environment: deployment.transientEnvironment,
    production_environment: deployment.productionEnvironment,
  };
}

function statusJson(status: FakeDeploymentStatus, context: RouteContext): Record<string, unknown> {
  // Statuses are only ever listed or created through their deployment, so it is there.
  const deployment = context.state.deployments.find((candidate) => candidate.id === status.deploymentId)!;
  const deploymentUrl = `${context.url.origin}/repos/${deployment.owner}/${deployment.repo}/deployments/${deployment.id}`;
  return {
    id: status.id,
    node_id: `DES_${status.id}`,
    url: `${deploymentUrl}/statuses/${status.id}`,
    state: status.state,
    description: status.description,
    environment: status.environment,
    environment_url: status.environmentUrl,
    log_url: status.logUrl,
    target_url: status.logUrl,
    creator: status.creator,
    created_at: status.createdAt,
    updated_at: status.createdAt,
    deployment_url: deploymentUrl,
    repository_url: `${context.url.origin}/repos/${deployment.owner}/${deployment.repo}`,
  };
}
