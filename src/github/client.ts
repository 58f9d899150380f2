import { getOctokit } from '@actions/github';
import { registerSecret } from '../secrets/redact.ts';
import { githubApiUrl } from './context.ts';

export type GitHubClient = ReturnType<typeof getOctokit>;

/** Either a ready client (shared across calls, or built by the caller) or what it takes to build one. */
export type GitHubAccess =
  | { readonly octokit: GitHubClient }
  | { readonly token: string; readonly apiUrl?: string };

/**
 * A REST client for `apiUrl` (GITHUB_API_URL now, by default). `getOctokit` alone would use the URL
 * `@actions/github` read when it was first imported, which a test or a GHES run may have changed since.
 */
export function createGitHubClient(token: string, apiUrl: string = githubApiUrl()): GitHubClient {
  registerSecret(token);
  const baseUrl = apiUrl.replace(/\/+$/, '');
  // The default fetch carries a proxy dispatcher chosen for the import-time URL; a loopback fake
  // must never go through a proxy, whatever HTTPS_PROXY says.
  const request = isLoopback(baseUrl) ? { request: { fetch: globalThis.fetch } } : {};
  return getOctokit(token, { baseUrl, ...request });
}

export function clientFor(access: GitHubAccess): GitHubClient {
  return 'octokit' in access ? access.octokit : createGitHubClient(access.token, access.apiUrl);
}

function isLoopback(url: string): boolean {
  const { hostname } = new URL(url);
  return hostname === 'localhost' || hostname === '[::1]' || hostname.startsWith('127.');
}
