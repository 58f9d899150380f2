/**
 * One run of an action per scenario, successful or made to fail (a read key, a failed build, a 500,
 * a bad input), each handed canary secrets. The scanner then looks for them everywhere.
 */

import type { OperationName } from '../../src/api/routes.ts';
import { call } from '../fakes/platform/tests/helpers.ts';
import type { GitHubWorld } from '../support/world.ts';
import type { ActionName } from './cases.ts';
import { CRON_FILE, DNS_FILE } from './cases.ts';
import { type Canary, canaryValue } from './leak-scan-helpers.ts';
import { deployOnce } from './world-setup.ts';

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

const SITE = { 'index.html': '<h1>shop</h1>', 'app.js': 'console.log(1);' };

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

const quiet = { comment: 'false', 'github-deployment': 'false' };

/** An env-sync of the canary values to `projectId`: the dotenv as `variables`, its canaries to look for. */
function canarySync(projectId: string, env = envCanaries()): Prepared {
  return { inputs: { project: projectId, variables: env.dotenv }, canaries: env.canaries };
}

/** A preview-domain run that deploys SITE to the scenario's project at pr-<number>.preview.example.com. */
const previewOfSite = ({ projectId }: LeakContext): Prepared => ({
  inputs: { project: projectId, domain: 'pr-{pr}.preview.example.com' },
  files: SITE,
});

/** A sync of `text`, in the workspace as `file`, to the scenario's project. */
export function syncOf(file: string, text: string): (context: LeakContext) => Prepared {
  return ({ projectId }) => ({ inputs: { file, project: projectId }, files: { [file]: text } });
}

export const LEAK_SCENARIOS: readonly LeakScenario[] = [
  {
    action: 'deploy',
    title: 'a redeploy of the previous live deployment',
    outcome: 'success',
    prepare: async ({ world, projectId }) => {
      await deployOnce(world, projectId);
      await deployOnce(world, projectId);
      return { inputs: { project: projectId, source: 'deployment', deployment: 'previous', ...quiet } };
    },
  },
  {
    action: 'deploy',
    title: 'a pull request deploy whose checks fail and roll it back',
    outcome: 'failure',
    pullRequest: true,
    prepare: async ({ world, projectId }) => {
      await deployOnce(world, projectId);
      const checks = { 'check-path': '/\n/missing', 'check-timeout': '3s', 'on-check-failure': 'rollback' };
      return { inputs: { project: projectId, 'check-contains': 'shop', ...checks }, files: SITE };
    },
  },
  {
    action: 'deploy',
    title: 'a pull request deploy with its comment and GitHub deployment',
    outcome: 'success',
    pullRequest: true,
    prepare: ({ projectId }) => ({ inputs: { project: projectId }, files: SITE }),
  },
  {
    action: 'deploy',
    title: 'a failed build whose log prints the key',
    outcome: 'failure',
    pullRequest: true,
    prepare: ({ world, projectId, key }) => {
      world.platform.admin.failNextBuild(projectId, `npm ERR! could not log in with ${key}`);
      return { inputs: { project: projectId }, files: SITE };
    },
  },
  {
    action: 'deploy',
    title: 'a failed build whose log prints only the secret part of the key',
    outcome: 'failure',
    prepare: ({ world, projectId, key }) => {
      world.platform.admin.failNextBuild(projectId, `token=${key.split('_pk_')[1]} rejected`);
      return { inputs: { project: projectId, ...quiet }, files: SITE };
    },
  },
  {
    action: 'deploy',
    title: 'a read key',
    outcome: 'failure',
    key: 'read',
    pullRequest: true,
    prepare: ({ projectId }) => ({ inputs: { project: projectId }, files: SITE }),
  },
  {
    action: 'deploy',
    title: 'a platform answering 500 to the upload',
    outcome: 'failure',
    failing: 'createUpload',
    prepare: ({ projectId }) => ({ inputs: { project: projectId, ...quiet }, files: SITE }),
  },
  {
    action: 'deploy',
    title: 'a revoked key',
    outcome: 'failure',
    pullRequest: true,
    prepare: ({ world, projectId, key }) => {
      world.platform.admin.revokeKey(key);
      return { inputs: { project: projectId }, files: SITE };
    },
  },
  {
    action: 'deploy',
    title: 'a GitHub token that may neither comment nor record deployments',
    outcome: 'success',
    pullRequest: true,
    prepare: ({ world, projectId }) => {
      world.github.setPermissions({ deployments: false, issues: false });
      return { inputs: { project: projectId }, files: SITE };
    },
  },
  {
    action: 'preview-domain',
    title: 'a pull request preview with its comment and GitHub deployment',
    outcome: 'success',
    pullRequest: true,
    prepare: previewOfSite,
  },
  {
    action: 'preview-domain',
    title: 'a platform answering 500 to the domain attach',
    outcome: 'failure',
    pullRequest: true,
    failing: 'attachDomain',
    prepare: previewOfSite,
  },
  {
    action: 'env-sync',
    title: 'a sync of single-line, multi-line and embedded values, with the redeploy',
    outcome: 'success',
    prepare: async ({ world, projectId }) => {
      await deployOnce(world, projectId);
      return canarySync(projectId);
    },
  },
  {
    action: 'env-sync',
    title: 'a redeploy whose failed build prints the values',
    outcome: 'failure',
    prepare: async ({ world, projectId }) => {
      await deployOnce(world, projectId);
      const env = envCanaries();
      const printed = env.canaries.map((canary) => canary.value).join(' ');
      world.platform.admin.failNextBuild(projectId, `env dump: ${printed}`);
      return canarySync(projectId, env);
    },
  },
  {
    action: 'env-sync',
    title: 'a read key',
    outcome: 'failure',
    key: 'read',
    prepare: ({ projectId }) => canarySync(projectId),
  },
  {
    action: 'env-sync',
    title: 'a platform answering 500 to the env write',
    outcome: 'failure',
    failing: 'setProjectEnv',
    prepare: ({ projectId }) => canarySync(projectId),
  },
  {
    action: 'env-sync',
    title: 'malformed dotenv with a value on a line without a name',
    outcome: 'failure',
    prepare: ({ projectId }) => {
      const env = envCanaries();
      const stray = canaryValue('stray');
      return {
        inputs: { project: projectId, variables: `${env.dotenv}${stray}\n` },
        canaries: [...env.canaries, { label: 'a value pasted without a name', value: stray, unmasked: true }],
      };
    },
  },
  {
    action: 'env-sync',
    title: 'an env group attached to a project, from variables over an env-file',
    outcome: 'success',
    prepare: async ({ world, projectId }) => {
      const groupId = await created(world, '/env-groups', { name: 'shared' });
      const env = envCanaries();
      const overriding = canaryValue('overriding');
      const fileValue = canaryValue('file');
      return {
        inputs: {
          group: groupId,
          'attach-to': projectId,
          variables: `${env.dotenv}FROM_FILE=${overriding}\n`,
          'env-file': '.env',
        },
        files: { '.env': `FROM_FILE=${fileValue}\nCOMMITTED=${fileValue}-kept\n` },
        canaries: [
          ...env.canaries,
          // A secret of `variables` that wins over the committed file's value: masked.
          { label: 'variables value over an env-file one', value: overriding },
          // The committed file is no secret, so its values are not masked, yet never printed either:
          // the log and the summary name variables, never their values.
          { label: 'env-file value', value: fileValue, unmasked: true },
          { label: 'env-file value kept', value: `${fileValue}-kept`, unmasked: true },
        ],
      };
    },
  },
  {
    action: 'cron-sync',
    title: 'a sync',
    outcome: 'success',
    prepare: syncOf('cron.yml', CRON_FILE),
  },
  {
    action: 'cron-sync',
    title: 'a read key',
    outcome: 'failure',
    key: 'read',
    prepare: syncOf('cron.yml', CRON_FILE),
  },
  {
    action: 'dns-sync',
    title: 'a sync that creates the zone',
    outcome: 'success',
    prepare: () => ({
      inputs: { file: 'dns.yml', zone: 'shop.example', 'create-zone': 'true' },
      files: { 'dns.yml': DNS_FILE },
    }),
  },
  {
    action: 'dns-sync',
    title: 'a platform answering 500 to a record write',
    outcome: 'failure',
    failing: 'createDnsRecord',
    prepare: async ({ world }) => {
      await created(world, '/dns/zones', { name: 'shop.example' });
      return { inputs: { file: 'dns.yml', zone: 'shop.example' }, files: { 'dns.yml': DNS_FILE } };
    },
  },
  {
    action: 'cdn-publish',
    title: 'a publish that creates the bucket',
    outcome: 'success',
    prepare: () => ({
      inputs: { bucket: 'shop-assets', 'create-bucket': 'true', path: 'public' },
      files: { 'public/index.html': '<h1>x</h1>', 'public/app.js': 'console.log(1);' },
    }),
  },
  {
    action: 'cdn-publish',
    title: 'a read key',
    outcome: 'failure',
    key: 'read',
    prepare: async ({ world }) => {
      await created(world, '/cdn/buckets', { name: 'shop-assets' });
      return { inputs: { bucket: 'shop-assets', path: 'public' }, files: { 'public/a.txt': 'a' } };
    },
  },
  {
    action: 'run',
    title: 'a command that succeeds',
    outcome: 'success',
    prepare: ({ projectId }) => ({ inputs: { project: projectId, command: 'echo migrated' } }),
  },
  {
    action: 'run',
    title: 'a command that fails',
    outcome: 'failure',
    prepare: ({ projectId }) => ({ inputs: { project: projectId, command: 'echo broken && false' } }),
  },
  {
    action: 'run',
    title: 'a read key',
    outcome: 'failure',
    key: 'read',
    prepare: ({ projectId }) => ({ inputs: { project: projectId, command: 'echo migrated' } }),
  },
  {
    action: 'api',
    title: 'a GET',
    outcome: 'success',
    prepare: ({ projectId }) => ({ inputs: { path: `/projects/${projectId}` } }),
  },
  {
    action: 'api',
    title: 'an answer that echoes the key, into the data output',
    outcome: 'success',
    prepare: async ({ world, projectId, key }) => {
      await call(world.platform, 'PATCH', `/projects/${projectId}`, {
        body: { buildCommand: `deploy --token ${key}` },
      });
      return { inputs: { path: `/projects/${projectId}` } };
    },
  },
  {
    action: 'api',
    title: 'a read key on a POST',
    outcome: 'failure',
    key: 'read',
    prepare: () => ({ inputs: { method: 'POST', path: '/projects', body: '{"name":"x"}' } }),
  },
  {
    action: 'api',
    title: 'a platform answering 500',
    outcome: 'failure',
    failing: 'getProject',
    prepare: ({ projectId }) => ({ inputs: { path: `/projects/${projectId}` } }),
  },
];
