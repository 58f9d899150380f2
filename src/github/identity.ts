import type { GitHubClient } from './client.ts';
import { isPermissionFailure } from './failures.ts';

/** The GitHub account a token acts as: what its comments carry as `user`. */
export interface TokenIdentity {
  readonly login: string;
  /** The account's numeric id (REST `user.id`, GraphQL `databaseId`), when GitHub gave it. */
  readonly id: number | undefined;
}

const VIEWER_QUERY = 'query { viewer { login databaseId } }';
const known = new WeakMap<GitHubClient, Promise<TokenIdentity>>();

/**
 * Who the token is, asked once per client. `GET /user` answers for a user's token (a PAT, an OAuth
 * token). An installation token (the Actions GITHUB_TOKEN, a GitHub App's token) gets 403 (or 404)
 * there, so the GraphQL `viewer` names it instead: the app's bot, e.g. `github-actions[bot]`, whose
 * `databaseId` is the REST id its comments carry. A failure of both is thrown: without knowing who
 * we are, no comment can be told to be ours.
 */
export function tokenIdentity(octokit: GitHubClient): Promise<TokenIdentity> {
  let identity = known.get(octokit);
  if (identity === undefined) {
    identity = askIdentity(octokit);
    known.set(octokit, identity);
    identity.catch(() => known.delete(octokit));
  }
  return identity;
}

async function askIdentity(octokit: GitHubClient): Promise<TokenIdentity> {
  try {
    const { data } = await octokit.rest.users.getAuthenticated();
    return { login: data.login, id: data.id };
  } catch (error) {
    // Refused (403, 404): an installation token. A rate limit says nothing of the token's kind.
    if (!isPermissionFailure(error)) throw error;
  }
  const answer = await octokit.graphql<{ viewer?: { login?: unknown; databaseId?: unknown } | null }>(
    VIEWER_QUERY,
  );
  const login = answer.viewer?.login;
  const id = answer.viewer?.databaseId;
  if (typeof login !== 'string' || login === '') {
    throw new Error('GitHub did not say which account the token is (no login in the GraphQL viewer)');
  }
  return { login, id: typeof id === 'number' && Number.isSafeInteger(id) ? id : undefined };
}

/**
 * Whether a comment's (or any record's) `user` is the token's account: by id when both have one,
 * else by login, with GraphQL's bot spelling (`github-actions`) equal to REST's (`github-actions[bot]`).
 */
export function isWrittenBy(
  user: { readonly login?: unknown; readonly id?: unknown } | null | undefined,
  identity: TokenIdentity,
): boolean {
  if (user === null || user === undefined) return false;
  if (identity.id !== undefined && typeof user.id === 'number') return user.id === identity.id;
  return typeof user.login === 'string' && sameLogin(user.login, identity.login);
}

function sameLogin(a: string, b: string): boolean {
  const plain = (login: string) => login.toLowerCase().replace(/\[bot\]$/, '');
  return plain(a) === plain(b);
}
