import { MIN_RATE_PER_SECOND, PLATFORM_LIMIT_PER_SECOND } from '../../api/rate-limiter.ts';
import { keySecretParts } from '../../api/secrets.ts';
import { ConfigurationError } from '../../errors.ts';
import { registerSecret } from '../../secrets/redact.ts';
import type { Inputs } from './inputs.ts';

export interface PlatformConnection {
  readonly apiKey: string;
  readonly apiUrl: string;
  /** The `allow-insecure-http` input: plain http:// to another machine is accepted (with a warning). */
  readonly allowInsecureHttp: boolean;
  /** Per-attempt request timeout from PLATFORM_REQUEST_TIMEOUT_MS; the client's 30 s when absent. */
  readonly requestTimeoutMs?: number;
  /** The pace of this process's requests with the key (the `api-rate` input). */
  readonly ratePerSecond: number;
}

/**
 * A tuning knob, not an input: a runner on a slow link may need longer than 30 s per attempt, and the
 * reliability tests need a short one to prove a slow answer is retried or fails without a hang.
 */
const REQUEST_TIMEOUT_ENV = 'PLATFORM_REQUEST_TIMEOUT_MS';

function requestTimeoutFromEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
): number | undefined {
  const raw = env[REQUEST_TIMEOUT_ENV]?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new ConfigurationError(
      `Environment variable ${REQUEST_TIMEOUT_ENV} must be a whole number of milliseconds above 0 (got "${raw}"); unset it to use the default of 30000.`,
    );
  }
  return value;
}

/**
 * Reads api-key and api-url, masking the key before anything can print it. A missing key on a
 * pull request from a fork gets its own explanation: GitHub does not give secrets to fork PRs.
 */
export function readConnection(
  inputs: Inputs<'api-key' | 'api-url' | 'api-rate' | 'allow-insecure-http'>,
  context: { isForkPullRequest: boolean },
  env: Readonly<Record<string, string | undefined>> = process.env,
): PlatformConnection {
  const apiKey = inputs.raw('api-key');
  for (const part of apiKey === '' ? [] : keySecretParts(apiKey)) registerSecret(part);
  if (apiKey === '') {
    const why = context.isForkPullRequest
      ? 'this pull request comes from a fork, and GitHub does not give repository secrets to workflows of fork pull requests; deploy previews of forks from a trusted workflow, or skip this step when the secret is empty'
      : env.PLATFORM_ACTIONS_CLI === '1'
        ? 'set PLATFORM_API_KEY in the environment to a full key (or a read key, for a plan)'
        : 'pass it from a secret, e.g. `api-key: ${{ secrets.PLATFORM_API_KEY }}`, and check that the secret exists in this repository or environment';
    throw new ConfigurationError(`Input "api-key" is empty: ${why}.`, 'api-key');
  }
  const apiUrl = inputs.required(
    'api-url',
    'set it to the platform API address, e.g. https://api.example.com',
  );
  const ratePerSecond = readRate(inputs.raw('api-rate'));
  const allowInsecureHttp = inputs.boolean('allow-insecure-http');
  const requestTimeoutMs = requestTimeoutFromEnv(env);
  return requestTimeoutMs === undefined
    ? { apiKey, apiUrl, ratePerSecond, allowInsecureHttp }
    : { apiKey, apiUrl, ratePerSecond, allowInsecureHttp, requestTimeoutMs };
}

/**
 * `api-rate` may be a fraction: matrix legs that share one key take a share of its 20 requests a
 * second (8 legs at once: 2.25 each), which a whole number would round down to much less.
 */
function readRate(value: string): number {
  const rate = Number(value);
  if (!/^\d+(\.\d{1,2})?$/.test(value) || rate < MIN_RATE_PER_SECOND || rate > PLATFORM_LIMIT_PER_SECOND) {
    throw new ConfigurationError(
      `Input "api-rate" must be a number of requests per second from ${MIN_RATE_PER_SECOND} to ${PLATFORM_LIMIT_PER_SECOND} (e.g. 15 or 2.5), not "${value}".`,
      'api-rate',
    );
  }
  return rate;
}
