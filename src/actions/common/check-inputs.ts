import { ConfigurationError } from '../../errors.ts';
import { sitePathProblem } from '../../site-path.ts';
import type { Inputs } from './inputs.ts';

type CheckFailurePolicy = 'fail' | 'rollback';

export interface LiveCheckInputs {
  /** Paths under the project's live URL; empty means no checks. */
  readonly paths: readonly string[];
  readonly status: number;
  readonly contains: string | undefined;
  readonly timeoutMs: number;
  readonly onFailure: CheckFailurePolicy;
}

type CheckInputName = 'check-path' | 'check-status' | 'check-contains' | 'check-timeout' | 'on-check-failure';

export function readLiveCheckInputs(inputs: Inputs<CheckInputName>, wait: boolean): LiveCheckInputs {
  const paths = inputs.list('check-path');
  for (const path of paths) {
    // Appended to the live URL as text, so it must not be able to leave it, as written or decoded.
    const problem = sitePathProblem(path, { query: true });
    if (problem)
      throw new ConfigurationError(
        `Input "check-path" has "${path.length > 60 ? `${path.slice(0, 60)}…` : path}", which ${problem}; give paths of the live site such as /health, one per line.`,
        'check-path',
      );
  }
  const status = inputs.integer('check-status', 100, 599);
  const contains = inputs.optional('check-contains');
  const timeoutMs = inputs.durationMs('check-timeout');
  const onFailure = inputs.oneOf('on-check-failure', ['fail', 'rollback']);
  if (paths.length === 0 && (contains !== undefined || onFailure === 'rollback')) {
    const input = contains !== undefined ? 'check-contains' : 'on-check-failure';
    throw new ConfigurationError(
      `Input "${input}" only applies to post-deploy checks; set \`check-path\` (e.g. \`check-path: /\`) or remove it.`,
      input,
    );
  }
  if (paths.length > 0 && !wait) {
    throw new ConfigurationError(
      'Input "check-path" needs the deployment to be followed until it is live; remove `wait: false` or remove `check-path`.',
      'check-path',
    );
  }
  return { paths, status, contains, timeoutMs, onFailure };
}
