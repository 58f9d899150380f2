import { ConfigurationError } from '../../errors.ts';
import { registerSecret } from '../../github/redact.ts';
import type { Inputs } from './inputs.ts';

export interface PlatformConnection {
  readonly apiKey: string;
  readonly apiUrl: string;
}

/**
 * Reads api-key and api-url, masking the key before anything can print it. A missing key on a
 * pull request from a fork gets its own explanation: GitHub does not give secrets to fork PRs.
 */
export function readConnection(
  inputs: Inputs<'api-key' | 'api-url'>,
  context: { isForkPullRequest: boolean },
): PlatformConnection {
  const apiKey = inputs.raw('api-key');
  if (apiKey !== '') registerSecret(apiKey);
  if (apiKey === '') {
    const why = context.isForkPullRequest
      ? 'this pull request comes from a fork, and GitHub does not give repository secrets to workflows of fork pull requests; deploy previews of forks from a trusted workflow, or skip this step when the secret is empty'
      : 'pass it from a secret, e.g. `api-key: ${{ secrets.PLATFORM_API_KEY }}`, and check that the secret exists in this repository or environment';
    throw new ConfigurationError(`Input "api-key" is empty: ${why}.`, 'api-key');
  }
  const apiUrl = inputs.required(
    'api-url',
    'set it to the platform API address, e.g. https://api.example.com',
  );
  return { apiKey, apiUrl };
}
