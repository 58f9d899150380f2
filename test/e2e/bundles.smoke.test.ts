import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { actionNames } from '../../src/actions/specs.ts';
import { seedDemo } from '../fakes/platform/demo.ts';
import type { GitHubWorld } from '../support/world.ts';
import { worldPerFile } from '../support/world-per-test.ts';
import { makeWorkspace, pullRequestEvent, SITE } from './fixtures.ts';
import { type ActionRunOptions, REPO_ROOT, runAction } from './harness.ts';

/**
 * The smoke test of every bundle: dist/<name>/index.js run as the runner runs it (a child process, its
 * inputs in INPUT_* variables, its outputs in GITHUB_OUTPUT), one ordinary success each, against the
 * local platform seeded as `npm run platform` seeds it. CI runs this file on Linux, Windows and macOS
 * (`npm run test:smoke` selects every `*.smoke.test.ts`); a new action fails here until it has a case.
 */

let world: GitHubWorld;
worldPerFile({ github: true }, (started) => {
  world = started;
  seedDemo(world.platform);
  // What promote verifies and ships: shop-staging's live deployment (made by a deploy in real use).
  world.platform.admin.seedLiveDeployment('prj_shop_staging', { 'index.html': '<h1>staged</h1>' });
});

const example = (path: string) => readFileSync(join(REPO_ROOT, 'examples', path), 'utf8');

interface SmokeCase {
  readonly inputs: Record<string, string>;
  readonly files?: Record<string, string>;
  readonly readKey?: boolean;
  readonly event?: ActionRunOptions['event'];
  /** The `status` output of a success. */
  readonly status: string;
}

const QUIET = { comment: 'false', 'github-deployment': 'false' };

const CASES: Record<string, SmokeCase> = {
  deploy: { inputs: { project: 'prj_shop', path: '.', ...QUIET }, files: SITE, status: 'live' },
  'env-sync': {
    inputs: { project: 'prj_shop', service: 'web', variables: 'GREETING=hello' },
    status: 'succeeded',
  },
  'preview-domain': {
    inputs: {
      project: 'prj_shop',
      domain: 'smoke-{pr}.preview.example.com',
      mode: 'attach',
      deploy: 'false',
      ...QUIET,
    },
    event: pullRequestEvent('opened', 3),
    status: 'succeeded',
  },
  'preview-sweep': {
    inputs: { 'project-name': 'shop-pr-{pr}', domain: 'pr-{pr}.preview.example.com' },
    status: 'succeeded',
  },
  'preview-database': {
    inputs: { project: 'prj_shop', name: 'smoke-pr-{pr}', pr: '1', mode: 'attach', timeout: '2m' },
    status: 'succeeded',
  },
  'dns-sync': {
    inputs: { file: 'platform/dns.yml', zone: 'example.com' },
    files: { 'platform/dns.yml': example('sync/dns.yml') },
    status: 'succeeded',
  },
  'cron-sync': {
    inputs: { file: 'platform/cron.yml', project: 'prj_shop', 'dry-run': 'true' },
    files: { 'platform/cron.yml': example('sync/cron.yml') },
    readKey: true,
    status: 'succeeded',
  },
  'project-sync': {
    inputs: { file: 'platform/project.yml', project: 'prj_shop' },
    files: { 'platform/project.yml': 'routing: spa\n' },
    status: 'succeeded',
  },
  'cdn-publish': {
    inputs: { bucket: 'smoke-assets', 'create-bucket': 'true', path: '.' },
    files: { 'index.html': '<h1>assets</h1>' },
    status: 'succeeded',
  },
  run: { inputs: { project: 'prj_shop', command: 'npm run migrate', timeout: '2m' }, status: 'succeeded' },
  api: { inputs: { path: '/projects/prj_shop' }, readKey: true, status: '200' },
  projects: {
    inputs: {},
    files: { 'platform.yml': 'projects:\n  web:\n    project: prj_shop\n' },
    event: { name: 'workflow_dispatch', payload: {} },
    readKey: true,
    status: 'planned',
  },
  'compute-scale': { inputs: { service: 'ml-worker', cpu: '8', timeout: '2m' }, status: 'succeeded' },
  promote: {
    inputs: {
      'source-project': 'shop-staging',
      project: 'shop',
      'check-path': '/',
      'github-deployment': 'false',
    },
    status: 'live',
  },
  'drift-report': {
    inputs: { needs: JSON.stringify({ 'dns-sync': { result: 'success', outputs: { changed: 'false' } } }) },
    readKey: true,
    status: 'succeeded',
  },
};

describe('every bundle, as the runner runs it', () => {
  it('has a smoke case here for every action', () => {
    expect(Object.keys(CASES).sort()).toEqual(actionNames());
  });

  it.each(Object.keys(CASES).sort())(
    'dist/%s/index.js succeeds against the local platform',
    async (action) => {
      const smoke = CASES[action]!;
      const result = await runAction({
        action,
        bundle: true,
        workspace: makeWorkspace(smoke.files ?? { 'README.md': 'smoke\n' }),
        event: smoke.event,
        githubApiUrl: world.github.url,
        githubToken: world.github.token,
        inputs: {
          'api-key': smoke.readKey ? world.platform.readKey : world.platform.fullKey,
          'api-url': world.platform.url,
          ...smoke.inputs,
        },
      });
      expect(result.exitCode, `${result.stdout}\n${result.stderr}`).toBe(0);
      expect(result.errors).toEqual([]);
      expect(result.outputs.status).toBe(smoke.status);
    },
  );
});
