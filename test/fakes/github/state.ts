/**
 * What the fake GitHub holds, in plain records that tests read directly (`fake.state.comments`).
 * Responses are built from these by the route modules in GitHub's own JSON shapes.
 */

export interface FakeUser {
  readonly login: string;
  readonly id: number;
  readonly type: 'Bot' | 'User';
}

export interface FakeComment {
  readonly id: number;
  readonly owner: string;
  readonly repo: string;
  readonly issueNumber: number;
  body: string;
  readonly user: FakeUser;
  readonly createdAt: string;
  updatedAt: string;
}

export interface FakeIssue {
  readonly number: number;
  readonly id: number;
  readonly owner: string;
  readonly repo: string;
  title: string;
  body: string;
  state: 'open' | 'closed';
  stateReason: string | null;
  readonly user: FakeUser;
  readonly createdAt: string;
  updatedAt: string;
}

export interface FakeDeployment {
  readonly id: number;
  readonly owner: string;
  readonly repo: string;
  readonly ref: string;
  readonly sha: string;
  readonly task: string;
  environment: string;
  readonly originalEnvironment: string;
  readonly description: string | null;
  readonly payload: unknown;
  readonly transientEnvironment: boolean;
  readonly productionEnvironment: boolean;
  readonly creator: FakeUser;
  readonly createdAt: string;
  updatedAt: string;
}

export type DeploymentState =
  | 'error'
  | 'failure'
  | 'inactive'
  | 'in_progress'
  | 'queued'
  | 'pending'
  | 'success';

export const DEPLOYMENT_STATES: readonly DeploymentState[] = [
  'error',
  'failure',
  'inactive',
  'in_progress',
  'queued',
  'pending',
  'success',
];

export interface FakeDeploymentStatus {
  readonly id: number;
  readonly deploymentId: number;
  readonly state: DeploymentState;
  readonly description: string;
  readonly environment: string;
  readonly environmentUrl: string;
  readonly logUrl: string;
  readonly creator: FakeUser;
  readonly createdAt: string;
}

export interface FakePullRequest {
  readonly owner: string;
  readonly repo: string;
  readonly number: number;
  readonly title: string;
  readonly state: 'open' | 'closed';
  readonly headSha: string;
  readonly headRef: string;
  readonly baseRef: string;
  /** `owner/repo` of the head; another repository's name makes it a fork PR. */
  readonly headRepoFullName: string;
  /** When it was merged (a closed pull request); absent: not merged. */
  readonly mergedAt?: string;
  /** The commit the merge made on the base branch. */
  readonly mergeCommitSha?: string;
}

export interface FakeGitHubState {
  readonly comments: FakeComment[];
  readonly deployments: FakeDeployment[];
  readonly statuses: FakeDeploymentStatus[];
  readonly pulls: FakePullRequest[];
  readonly issues: FakeIssue[];
  /** What the compare endpoint and a pull request's file list answer (see diff-routes.ts). */
  readonly diffs: FakeDiff[];
  /**
   * A caching proxy (or a bug) in front of GitHub: asked for the pull request of the key, it answers
   * with the record of the value's number.
   */
  readonly misansweredPulls: Map<number, number>;
  /** Whose the token is: comments it creates are by this user; GET /user and GraphQL `viewer` name it. */
  identity: FakeIdentity;
}

/**
 * A token's owner. `installation` is how the Actions GITHUB_TOKEN (or a GitHub App's token) behaves:
 * GET /user answers 403, and the GraphQL `viewer` is the app's bot.
 */
export interface FakeIdentity {
  readonly user: FakeUser;
  readonly kind: 'user' | 'installation';
}

/** The files between two commits (`base...head`) or of a pull request (`pull`), as GitHub lists them. */
export interface FakeDiff {
  readonly owner: string;
  readonly repo: string;
  readonly base?: string;
  readonly head?: string;
  readonly pull?: number;
  /** `ahead` unless the history was rewritten (`diverged`, `behind`). */
  readonly status?: 'ahead' | 'behind' | 'diverged' | 'identical';
  /** How many commits a comparison has (1 by default): what its pages page. */
  readonly commits?: number;
  readonly files: readonly { readonly filename: string; readonly previous_filename?: string }[];
}

/** `true` is write, `false` is none; `read` lets GETs through and refuses writes, like a fork's token. */
export type PermissionLevel = boolean | 'read';

export interface FakePermissions {
  /** Deployments and their statuses. */
  deployments: PermissionLevel;
  /** Issue and pull request comments. */
  issues: PermissionLevel;
  /** Reading pull requests (`pull-requests: read`). */
  pull_requests: PermissionLevel;
  /** Reading commits and comparisons (`contents: read`). */
  contents: PermissionLevel;
}

export type PermissionScope = keyof FakePermissions;

export const ACTIONS_BOT: FakeUser = { login: 'github-actions[bot]', id: 41898282, type: 'Bot' };

export function createState(): FakeGitHubState {
  return {
    comments: [],
    deployments: [],
    statuses: [],
    pulls: [],
    diffs: [],
    issues: [],
    misansweredPulls: new Map(),
    identity: { user: ACTIONS_BOT, kind: 'installation' },
  };
}

/** Ids that increase across the whole fake, like GitHub's, so ordering by id is ordering by creation. */
export function createIdSequence(start: number): () => number {
  let next = start;
  return () => next++;
}
