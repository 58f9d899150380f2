/**
 * What a leak scenario is: one run of an action, successful or made to fail (a read key, a failed
 * build, a 500, a bad input), handed canary secrets the scanner then looks for everywhere; and the
 * pieces several catalogues' scenarios share. The scenarios are in each action's catalogue.
 */

import type { OperationName } from '../../src/api/routes.ts';
import { call } from '../fakes/platform/tests/helpers.ts';
import type { GitHubWorld } from '../support/world.ts';
import type { ActionName } from './cases.ts';
import { type Canary, canaryValue } from './leak-scan-helpers.ts';

export interface LeakContext {
  readonly world: GitHubWorld;
  /** The api-key of the run: a canary full key, or a canary read key for `key: 'read'`. */
  readonly key: string;
  readonly projectId: string;
}

export interface Prepared {
  readonly inputs: Record<string, string>;
  readonly files?: Record<string, string>;
  /** Secrets the action is given besides the key and the GitHub token. */
  readonly canaries?: readonly Canary[];
}

export interface LeakScenario {
  readonly action: ActionName;
  readonly title: string;
  readonly outcome: 'success' | 'failure';
  readonly key?: 'full' | 'read';
  /** Run as a pull_request event against the fake GitHub (comments, deployments). */
  readonly pullRequest?: boolean;
  /** The platform answers 500 to every request of this operation, from before `prepare` on. */
  readonly failing?: OperationName;
  prepare(context: LeakContext): Promise<Prepared> | Prepared;
  /** Secrets that exist only once the run made them (a database user's password). */
  after?(context: LeakContext): Canary[];
}

export const SITE = { 'index.html': '<h1>shop</h1>', 'app.js': 'console.log(1);' };

/** Env values in three shapes: one line, several lines (a PEM-like key), and inside a URL. */
export function envCanaries(): { dotenv: string; canaries: Canary[] } {
  const single = canaryValue('single');
  const lines = [canaryValue('line1'), canaryValue('line2')];
  const password = canaryValue('embedded');
  const pem = `-----BEGIN TEST KEY-----\n${lines.join('\n')}\n-----END TEST KEY-----`;
  const url = `postgres://app:${password}@db.internal:5432/shop`;
  return {
    dotenv: `SINGLE=${single}\nPEM="${pem}"\nDATABASE_URL=${url}\nGREETING=${single}-and-more\n`,
    canaries: [
      { label: 'single env value', value: single },
      { label: 'multi-line env value', value: pem },
      { label: 'password inside a URL', value: password },
    ],
  };
}

export async function created(world: GitHubWorld, path: string, body: unknown): Promise<string> {
  return (await call(world.platform, 'POST', path, { body })).json.id as string;
}

/** A sync of `text`, in the workspace as `file`, to the scenario's project. */
export function syncOf(file: string, text: string): (context: LeakContext) => Prepared {
  return ({ projectId }) => ({ inputs: { file, project: projectId }, files: { [file]: text } });
}
