/** Fault-matrix scenarios of cdn-publish, run, preview-database and api. */
import { createHash } from 'node:crypto';
import { makeWorkspace, pullRequestEvent } from '../e2e/fixtures.ts';
import { call } from '../fakes/platform/tests/helpers.ts';
import type { GitHubWorld } from '../support/world.ts';
import type { Scenario } from './fault-harness.ts';
import { failedPost, SLOW_ANSWERS } from './fault-kinds.ts';
import { connectionOf as key } from './world-setup.ts';

function differs(what: string, actual: unknown, expected: unknown): string[] {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  return a === e ? [] : [`${what}: ${a}, expected ${e}`];
}

const count = (what: string, n: number): string[] => (n > 1 ? [`${n} ${what}`] : []);

const BUILD: Record<string, string> = {
  'dist/index.html': '<!doctype html><title>Shop</title>',
  'dist/assets/app.js': 'console.log("shop");',
  'dist/assets/style.css': 'h1 { color: teal; }',
  'dist/robots.txt': 'User-agent: *',
};
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** One asset uploaded before the run, which the run's prune deletes. */
async function uploadStale(world: GitHubWorld, bucketId: string): Promise<void> {
  const { platform } = world;
  const body = 'stale';
  const presigned = await call(platform, 'POST', `/cdn/buckets/${bucketId}/uploads/presign`, {
    body: { key: 'stale.txt', size: body.length, contentType: 'text/plain' },
  });
  await fetch(presigned.json.uploadUrl, { method: 'PUT', body, headers: presigned.json.headers });
  await call(platform, 'POST', `/cdn/buckets/${bucketId}/uploads/finalize`, {
    body: { key: 'stale.txt', uploadId: presigned.json.uploadId },
  });
}

export const cdnScenario: Scenario = {
  name: 'cdn-publish (prune)',
  failures: {
    '503 on each write': /did not complete: .*finalizeCdnUpload .*HTTP 503/,
    'HTML error pages (502)': /did not complete: .*finalizeCdnUpload .*HTTP 502.*HTML error page/,
    [SLOW_ANSWERS]: /did not complete: .*finalizeCdnUpload .*may or may not have taken effect/,
    'truncated JSON': /did not complete: .*finalizeCdnUpload .*cut off or is not JSON/,
    'invalid JSON': /did not complete: .*finalizeCdnUpload .*cut off or is not JSON/,
    'drop after-body: finalizeCdnUpload':
      /did not complete: .*finalizeCdnUpload .*may or may not have taken effect/,
  },
  action: 'cdn-publish',
  reads: ['listCdnBuckets', 'listCdnBucketAssets'],
  writes: ['presignCdnUpload', 'finalizeCdnUpload', 'deleteCdnAsset'],
  uploads: 'storage',
  async prepare(world) {
    const bucket = await call(world.platform, 'POST', '/cdn/buckets', { body: { name: 'shop-assets' } });
    const bucketId: string = bucket.json.id;
    await uploadStale(world, bucketId);
    const assets = () =>
      [...world.platform.state.cdnAssets.values()]
        .filter((asset) => asset.bucketId === bucketId)
        .map((asset) => `${asset.key} ${asset.sha256}`)
        .sort();
    const expected = Object.entries(BUILD)
      .map(([path, content]) => `${path.slice('dist/'.length)} ${sha256(content)}`)
      .sort();
    return {
      run: {
        workspace: makeWorkspace(BUILD),
        inputs: { ...key(world), bucket: 'shop-assets', path: 'dist', prune: 'true', force: 'true' },
      },
      duplicates: () => {
        const keys = assets().map((asset) => asset.split(' ')[0]!);
        return keys.filter((k, i) => keys.indexOf(k) !== i).map((k) => `asset ${k} twice`);
      },
      missing: () => differs('assets', assets(), expected),
    };
  },
};

export const runScenario: Scenario = {
  name: 'run',
  failures: failedPost('createProjectRun', 'errors'),
  action: 'run',
  world: { lifecycle: { runMs: 300 } },
  reads: ['listAllowedRunCommands', 'listProjectRuns', 'getProjectRun'],
  writes: ['createProjectRun'],
  async prepare(world) {
    const project = world.platform.admin.createProject({ name: 'shop' });
    const runs = () => [...world.platform.state.runs.values()].filter((run) => run.projectId === project.id);
    return {
      run: { inputs: { ...key(world), project: project.id, command: 'echo migrated' } },
      duplicates: () => count('runs', runs().length),
      missing: () =>
        differs(
          'runs',
          runs().map((run) => `${run.command} ${run.status}`),
          ['echo migrated succeeded'],
        ),
    };
  },
};

export const previewDatabaseScenario: Scenario = {
  name: 'preview-database',
  failures: failedPost('createDatabase', 'slow'),
  action: 'preview-database',
  world: { lifecycle: { databaseProvisionMs: 300 } },
  reads: ['listDatabases', 'getDatabase', 'listProjectServices'],
  writes: ['createDatabase', 'createDatabaseUser', 'setServiceEnvVar'],
  async prepare(world) {
    const { state } = world.platform;
    const project = world.platform.admin.createProject({ name: 'shop-preview' });
    const databases = () => [...state.databases.values()].filter((db) => db.name === 'shop-pr-7');
    return {
      run: {
        event: pullRequestEvent('opened', 7),
        inputs: { ...key(world), project: project.id, name: 'shop-pr-{pr}' },
      },
      duplicates: () => count('databases', databases().length),
      missing: () => {
        const [db] = databases();
        if (db === undefined) return ['no database'];
        const password = state.databasePasswords.get(`${db.id}/app`);
        const url = state.serviceEnv.get(`${project.id}/web`)?.get('DATABASE_URL')?.value;
        return [
          ...differs('status', db.status, 'running'),
          ...differs(
            'users',
            db.users.map((user) => user.username),
            ['app'],
          ),
          ...(password && url?.includes(`:${password}@`) ? [] : ['DATABASE_URL lacks the current password']),
        ];
      },
    };
  },
};

export const apiScenario: Scenario = {
  name: 'api (POST)',
  failures: failedPost('createEnvGroup', 'all'),
  action: 'api',
  reads: [],
  writes: ['createEnvGroup'],
  async prepare(world) {
    const groups = () => [...world.platform.state.envGroups.values()].filter((g) => g.name === 'via-api');
    return {
      run: { inputs: { ...key(world), method: 'POST', path: '/env-groups', body: '{"name": "via-api"}' } },
      duplicates: () => count('groups', groups().length),
      missing: () => differs('groups', groups().length, 1),
    };
  },
};
