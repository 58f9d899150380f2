import type { InputSpec } from './spec.ts';

/** Inputs every platform action takes, described once. */
export const PLATFORM_INPUTS = {
  'api-key': {
    description:
      'A platform API key (`<prefix>_pk_<secret>`). Pass it from a secret. Write operations need a full key; a read key can only plan.',
    required: true,
    secret: true,
  },
  'api-url': {
    description: 'The platform API base URL. It may end in `/api/v1` or not.',
    required: true,
  },
  'api-rate': {
    description:
      'Requests per second this step may make with the key (1 to 20; the platform allows 20 per key). Lower it when several jobs share one key at once.',
    default: '15',
  },
  'allow-insecure-http': {
    description:
      'Accept an `api-url` of plain http:// to a host other than this machine (loopback is always allowed). Every request carries the key, so only for a network you trust.',
    default: 'false',
  },
} as const satisfies Record<string, InputSpec>;

/**
 * The `github-token` input of an action that talks to GitHub: the job's own token by default, never
 * echoed. `description` says what this action does with it (and which permissions it needs).
 */
export function githubTokenInput(
  description = 'Token for the job summary links, PR comments and GitHub Deployments. Missing permissions only give warnings.',
): { readonly 'github-token': InputSpec } {
  return { 'github-token': { description, default: '${{ github.token }}', secret: true } };
}

export const GITHUB_TOKEN_INPUT = githubTokenInput();
