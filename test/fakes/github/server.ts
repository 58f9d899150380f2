import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { commentRoutes } from './comment-routes.ts';
import { commitRoutes } from './commit-routes.ts';
import { deploymentRoutes, statesOf } from './deployment-routes.ts';
import { diffRoutes } from './diff-routes.ts';
import {
  compilePath,
  errorReply,
  forbidden,
  notFound,
  type Reply,
  type Route,
  readBody,
  sendReply,
} from './http.ts';
import { identityRoutes } from './identity-routes.ts';
import { issueRoutes } from './issue-routes.ts';
import { pullRoutes } from './pull-routes.ts';
import { createRateLimits, type RateLimitFault } from './rate-limits.ts';
import {
  createIdSequence,
  createState,
  type DeploymentState,
  type FakeComment,
  type FakeGitHubState,
  type FakeIdentity,
  type FakePermissions,
  type FakePullRequest,
  type FakeUser,
} from './state.ts';

export interface FakeGitHubOptions {
  /** The token clients must send; a random `ghs_` token by default. */
  readonly token?: string;
  readonly permissions?: Partial<FakePermissions>;
  /** Whose the token is; the Actions bot's installation token by default. */
  readonly identity?: FakeIdentity;
}

export interface LoggedRequest {
  readonly method: string;
  /** Path without the query, e.g. `/repos/acme/site/deployments`. */
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  readonly body: unknown;
  readonly status: number;
  readonly authorization: string | undefined;
}

export interface SeedCommentsOptions {
  readonly body?: (index: number) => string;
  readonly user?: FakeUser;
}

export interface FakeGitHub {
  /** Base URL to use as GITHUB_API_URL, e.g. http://127.0.0.1:43210 (no trailing slash). */
  readonly url: string;
  readonly token: string;
  readonly state: FakeGitHubState;
  readonly requestLog: LoggedRequest[];
  setPermissions(permissions: Partial<FakePermissions>): void;
  /** The next `count` authorised requests answer `status` (a GitHub outage), then it answers again. */
  failNext(status: number, count?: number): void;
  /** The next `count` authorised requests hit a GitHub rate limit, as GitHub answers it (rate-limits.ts). */
  limitNext(fault: RateLimitFault, count?: number): void;
  /** From now on every request is logged and held without an answer (a GitHub that hangs) until close. */
  stall(): void;
  /** Prefill `count` comments by someone else on an issue or pull request; resolves to them. */
  seedComments(
    owner: string,
    repo: string,
    issueNumber: number,
    count: number,
    options?: SeedCommentsOptions,
  ): FakeComment[];
  /**
   * A pull request on GitHub. Only its number and state are needed: the rest defaults to a pull request
   * of octo/shop from its own repository (branch `feature/<number>` into `main`).
   */
  seedPullRequest(pull: Pick<FakePullRequest, 'number' | 'state'> & Partial<FakePullRequest>): void;
  /** States a deployment went through, oldest first. */
  deploymentStates(deploymentId: number): DeploymentState[];
  close(): Promise<void>;
}

const OCTOCAT: FakeUser = { login: 'octocat', id: 583231, type: 'User' };
const WRITE_METHODS = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

/**
 * A fake of the GitHub REST endpoints this toolkit calls, over real HTTP on 127.0.0.1 (a free port),
 * so code under test runs its real Octokit client against it via GITHUB_API_URL.
 */
export async function startFakeGitHub(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const token = options.token ?? `ghs_fake${randomBytes(16).toString('hex')}`;
  const state = createState();
  if (options.identity !== undefined) state.identity = options.identity;
  const requestLog: LoggedRequest[] = [];
  const permissions: FakePermissions = {
    deployments: true,
    issues: true,
    pull_requests: true,
    contents: true,
    ...options.permissions,
  };
  const nextId = createIdSequence(1000);
  const failures = { status: 500, left: 0 };
  const rateLimits = createRateLimits();
  let stalled = false;
  const routes = [
    ...commentRoutes,
    ...diffRoutes,
    ...pullRoutes,
    ...deploymentRoutes,
    ...issueRoutes,
    ...commitRoutes,
    ...identityRoutes,
  ].map((route) => ({ route, match: compilePath(route.path) }));

  const server = createServer((request, response) => {
    void (async () => {
      const rawBody = await readBody(request);
      const url = new URL(request.url ?? '/', `http://${request.headers.host ?? '127.0.0.1'}`);
      if (stalled) {
        requestLog.push({
          method: request.method ?? 'GET',
          path: url.pathname,
          query: {},
          body: undefined,
          status: 0,
          authorization: request.headers.authorization,
        });
        return;
      }
      let body: unknown;
      let reply: Reply;
      try {
        body = rawBody === '' ? undefined : JSON.parse(rawBody);
        reply =
          authorizationFailure(request, token) ??
          rateLimits.refusal() ??
          injectedFailure() ??
          dispatch(request.method ?? 'GET', url, body);
      } catch (error) {
        reply =
          error instanceof SyntaxError
            ? errorReply(400, 'Problems parsing JSON')
            : errorReply(500, String(error));
      }
      const authorization = request.headers.authorization;
      const query = Object.fromEntries(url.searchParams);
      requestLog.push({
        method: request.method ?? 'GET',
        path: url.pathname,
        query,
        body,
        status: reply.status,
        authorization,
      });
      const budget = reply.status === 401 ? {} : rateLimits.headers(url.pathname);
      sendReply(response, { ...reply, headers: { ...budget, ...reply.headers } });
    })();
  });

  function injectedFailure(): Reply | undefined {
    if (failures.left === 0) return undefined;
    failures.left -= 1;
    return errorReply(failures.status, 'Server Error');
  }

  function dispatch(method: string, url: URL, body: unknown): Reply {
    for (const { route, match } of routes) {
      if (route.method !== method) continue;
      const params = match(url.pathname);
      if (!params) continue;
      const refusal = permissionFailure(route, permissions);
      if (refusal) return refusal;
      return route.handle({ params, query: url.searchParams, body, url, state, nextId });
    }
    return notFound();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    token,
    state,
    requestLog,
    setPermissions: (changes) => Object.assign(permissions, changes),
    failNext: (status, count = 1) => Object.assign(failures, { status, left: count }),
    limitNext: (fault, count = 1) => rateLimits.limitNext(fault, count),
    stall: () => {
      stalled = true;
    },
    seedComments: (owner, repo, issueNumber, count, seed = {}) => {
      const seeded = Array.from({ length: count }, (_, index): FakeComment => {
        const at = new Date().toISOString();
        const body = seed.body?.(index) ?? `Comment ${index + 1}`;
        return {
          id: nextId(),
          owner,
          repo,
          issueNumber,
          body,
          user: seed.user ?? OCTOCAT,
          createdAt: at,
          updatedAt: at,
        };
      });
      state.comments.push(...seeded);
      return seeded;
    },
    seedPullRequest: (pull) => {
      const owner = pull.owner ?? 'octo';
      const repo = pull.repo ?? 'shop';
      state.pulls.push({
        owner,
        repo,
        title: `PR ${pull.number}`,
        headSha: 'c'.repeat(40),
        headRef: `feature/${pull.number}`,
        baseRef: 'main',
        headRepoFullName: `${owner}/${repo}`,
        ...pull,
      });
    },
    deploymentStates: (deploymentId) => statesOf(state, deploymentId),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function authorizationFailure(request: IncomingMessage, token: string): Reply | undefined {
  const header = request.headers.authorization;
  if (!header) return errorReply(401, 'Requires authentication');
  const [scheme, value] = header.split(/\s+/, 2);
  const knownScheme = scheme?.toLowerCase() === 'token' || scheme?.toLowerCase() === 'bearer';
  return knownScheme && value === token ? undefined : errorReply(401, 'Bad credentials');
}

function permissionFailure(route: Route, permissions: FakePermissions): Reply | undefined {
  if (route.scope === undefined) return undefined;
  const level = permissions[route.scope];
  const allowed = level === true || (level === 'read' && !WRITE_METHODS.has(route.method));
  if (allowed) return undefined;
  const needed = WRITE_METHODS.has(route.method) ? 'write' : 'read';
  return forbidden(`${route.scope}=${needed}`);
}
