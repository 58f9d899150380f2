import { queueDeployment } from '../build.ts';
import { newHex } from '../ids.ts';
import { listReply, newestFirst, paginate } from '../pagination.ts';
import type { DeploymentRecord, DeploymentSource, ProjectRecord } from '../records.ts';
import { getProject, type Runtime } from '../runtime.ts';
import { type Handlers, PlatformHttpError } from '../types.ts';
import { allowOnly, type Body, found, invalid, objectBody, optionalString } from '../validate.ts';

const COMMIT_SHA = /^[0-9a-f]{7,40}$/i;
const BRANCH = /^(?!\/|.*\/\/|.*\.\.|.*\/$|.*\.lock$)[A-Za-z0-9._/-]{1,255}$/;
const SOURCE_FIELDS = ['branch', 'commitSha', 'sourceTarballUrl'] as const;
/** Logs are read whole by default: a build log cut at 50 lines would hide its end. */
const LOG_PAGE = { fallback: 5000, max: 5000 };

function requireRepository(project: ProjectRecord, what: string): string {
  if (project.repository) return project.repository;
  throw new PlatformHttpError(
    400,
    'no_repository',
    `project ${project.id} has no connected repository, so ${what} cannot be built; upload the source with POST /uploads and deploy its sourceTarballUrl`,
  );
}

/** Exactly one source field, or none for the connected repository's default branch. */
export function sourceFromBody(runtime: Runtime, project: ProjectRecord, body: Body): DeploymentSource {
  const given = SOURCE_FIELDS.filter((name) => body[name] !== undefined && body[name] !== null);
  if (given.length > 1) {
    throw invalid(given[1]!, `send only one of ${SOURCE_FIELDS.join(', ')} (got ${given.join(' and ')})`);
  }
  const tarball = optionalString(body, 'sourceTarballUrl', { max: 2048 });
  if (tarball !== undefined) {
    const upload = [...runtime.state.uploads.values()].find(
      (stored) => stored.record.sourceTarballUrl === tarball,
    );
    if (!upload) {
      throw invalid(
        'sourceTarballUrl',
        `"sourceTarballUrl" must be a URL returned by POST /uploads; ${tarball} is not one`,
      );
    }
    return { type: 'upload', uploadId: upload.record.id, sourceTarballUrl: tarball };
  }
  const branch = optionalString(body, 'branch', { pattern: BRANCH, hint: 'a git branch name' });
  if (branch !== undefined) {
    return {
      type: 'branch',
      repository: requireRepository(project, `branch ${branch}`),
      branch,
      commitSha: newHex(40),
    };
  }
  const sha = optionalString(body, 'commitSha', {
    pattern: COMMIT_SHA,
    hint: '7 to 40 hexadecimal characters',
  });
  if (sha !== undefined) {
    return {
      type: 'commit',
      repository: requireRepository(project, `commit ${sha}`),
      commitSha: sha.toLowerCase(),
      branch: null,
    };
  }
  const repository = requireRepository(project, 'the connected repository');
  return { type: 'repository', repository, branch: project.defaultBranch, commitSha: newHex(40) };
}

export function getDeployment(runtime: Runtime, id: string): DeploymentRecord {
  return found(runtime.state.deployments, 'deployment', id);
}

/** `?since=` is a line index (lines after the first N) or an ISO time (lines stamped after it). */
function sinceFilter(since: string | null): (line: { timestamp: string }, index: number) => boolean {
  if (since === null || since === '') return () => true;
  if (/^\d+$/.test(since)) {
    const count = Number(since);
    return (_, index) => index >= count;
  }
  const time = Date.parse(since);
  if (Number.isNaN(time)) throw invalid('since', '"since" must be a line count or an ISO timestamp');
  return (line) => Date.parse(line.timestamp) > time;
}

export function deploymentHandlers(runtime: Runtime): Handlers {
  const { state } = runtime;
  // A copy without `projectId` when the platform is set not to state it; the store keeps the field.
  const shown = (deployment: DeploymentRecord): DeploymentRecord | Omit<DeploymentRecord, 'projectId'> => {
    if (runtime.options.deploymentProjectField) return deployment;
    const { projectId: _hidden, ...rest } = deployment;
    return rest;
  };
  return {
    listDeployments: (ctx) => {
      const project = getProject(runtime, ctx.params.id!);
      const deployments = [...state.deployments.values()].filter(
        (deployment) => deployment.projectId === project.id,
      );
      return listReply(newestFirst(deployments).map(shown), ctx.query);
    },
    createDeployment: (ctx) => {
      const project = getProject(runtime, ctx.params.id!);
      const body = objectBody(ctx.body);
      allowOnly(body, SOURCE_FIELDS);
      const source = sourceFromBody(runtime, project, body);
      return { status: 201, body: shown(queueDeployment(runtime, project, source, 'api')) };
    },
    getDeployment: (ctx) => {
      const deployment = getDeployment(runtime, ctx.params.id!);
      const seen = state.seenStatuses.get(deployment.id) ?? new Set<string>();
      state.seenStatuses.set(deployment.id, seen.add(deployment.status));
      return { status: 200, body: shown(deployment) };
    },
    getDeploymentLogs: (ctx) => {
      const deployment = getDeployment(runtime, ctx.params.id!);
      const logs = state.builds.get(deployment.id)?.logs ?? [];
      const keep = sinceFilter(ctx.query.get('since'));
      const indexed = logs
        .map((line, index) => ({ line, index }))
        .filter(({ line, index }) => keep(line, index));
      const page = paginate(indexed, ctx.query, (entry) => String(entry.index), LOG_PAGE);
      return {
        status: 200,
        list: { ...page, items: page.items.map((entry) => (entry as (typeof indexed)[number]).line) },
      };
    },
  };
}
