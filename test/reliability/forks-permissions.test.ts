/**
 * Pull requests from forks, and tokens without permissions.
 * - A fork's workflow gets no secrets: with an empty api-key every action fails before any request,
 *   saying why (forks get no secrets) rather than just "api-key is empty".
 * - The preview workflow skips forks in its gate job before any action runs; that gate is tested where
 *   it lives, in test/preview/preview-workflow.test.ts (checked below, not duplicated).
 * - A GitHub token that may not record deployments or comment only gives warnings: the deploy goes live.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTIONS, baseline } from '../catalogue/index.ts';
import { makeWorkspace, pullRequestEvent, SITE } from '../e2e/fixtures.ts';
import { type ActionRunResult, REPO_ROOT, runAction } from '../e2e/harness.ts';
import type { FakePermissions } from '../fakes/github/index.ts';
import { type GitHubWorld, startWorld } from '../support/world.ts';
import { type ActionName, failureAnnotations, startCaseWorld } from './cases.ts';

const FORK_SENTENCE = /"api-key" is empty: this pull request comes from a fork.*secrets/;

async function inWorld<T>(test: (world: GitHubWorld) => Promise<T>): Promise<T> {
  const world = await startWorld({ github: true });
  try {
    return await test(world);
  } finally {
    await world.close();
  }
}

function githubWrites(world: GitHubWorld) {
  // The GraphQL viewer query (who the token is) is a POST that writes nothing.
  return world.github.requestLog.filter((request) => request.method !== 'GET' && request.path !== '/graphql');
}

function shownOutsideMasks(result: ActionRunResult): string {
  return result.stdout
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n');
}

describe.concurrent('a fork pull request gets no api-key', () => {
  it.each(ACTIONS)('%s fails before any request, saying that forks get no secrets', async (action) => {
    const setup = await startCaseWorld();
    try {
      const { world } = setup;
      world.github.setPermissions({ deployments: 'read', issues: 'read' });
      const { inputs, files } = baseline(action, setup);
      const result = await runAction({
        action,
        inputs: { ...inputs, 'api-key': '' },
        workspace: makeWorkspace(files),
        event: pullRequestEvent('opened', 7, true),
        githubApiUrl: world.github.url,
        githubToken: world.github.token,
      });
      expect(result.exitCode, result.stdout).toBe(1);
      const failures = failureAnnotations(result);
      expect(failures).toHaveLength(1);
      expect(failures[0]).toMatch(FORK_SENTENCE);
      expect(failures[0]).toMatch(/skip this step when the secret is empty/);
      expect(world.platform.requestLog).toEqual([]);
      expect(githubWrites(world)).toEqual([]);
    } finally {
      await setup.world.close();
    }
  });

  it('a pull request from the same repository with an empty key is told to pass the secret instead', async () => {
    const setup = await startCaseWorld();
    try {
      const { inputs, files } = baseline('deploy', setup);
      const result = await runAction({
        action: 'deploy',
        inputs: { ...inputs, 'api-key': '' },
        workspace: makeWorkspace(files),
        event: pullRequestEvent('opened', 7, false),
      });
      expect(result.exitCode).toBe(1);
      expect(failureAnnotations(result)).toEqual([expect.stringMatching(/pass it from a secret/)]);
      expect(failureAnnotations(result)[0]).not.toMatch(/fork/);
    } finally {
      await setup.world.close();
    }
  });

  it('the preview workflow skips forks in its gate job, tested in test/preview/preview-workflow.test.ts', () => {
    const gateTests = readFileSync(join(REPO_ROOT, 'test/preview/preview-workflow.test.ts'), 'utf8');
    expect(gateTests).toContain(
      "it('skips a fork pull request with a notice and a summary, without failing'",
    );
    expect(gateTests).toContain("it('treats a deleted fork as a fork'");
  });
});

const DEPLOYING: Record<'deploy' | 'preview-domain', (projectId: string) => Record<string, string>> = {
  deploy: (projectId) => ({ project: projectId }),
  'preview-domain': (projectId) => ({ project: projectId, domain: 'pr-{pr}.preview.example.com' }),
};

async function deployWithPermissions(
  world: GitHubWorld,
  action: ActionName & keyof typeof DEPLOYING,
  permissions: Partial<FakePermissions>,
  fork: boolean,
): Promise<ActionRunResult> {
  const project = world.platform.admin.createProject({ name: 'shop' });
  world.github.setPermissions(permissions);
  return runAction({
    action,
    inputs: {
      'api-key': world.platform.fullKey,
      'api-url': world.platform.url,
      ...DEPLOYING[action](project.id),
    },
    workspace: makeWorkspace(SITE),
    event: pullRequestEvent('opened', 7, fork),
    githubApiUrl: world.github.url,
    githubToken: world.github.token,
  });
}

function expectLiveWithPermissionWarnings(result: ActionRunResult, world: GitHubWorld): void {
  expect(result.exitCode, result.stdout).toBe(0);
  expect(result.errors).toEqual([]);
  const deployments = [...world.platform.state.deployments.values()];
  expect(deployments.map((deployment) => deployment.status)).toEqual(['live']);
  // One warning per refused permission, each naming the permission and that the deploy is fine.
  const about = (permission: string) => result.warnings.filter((warning) => warning.includes(permission));
  expect(about('`deployments: write`')).toHaveLength(1);
  expect(about('`pull-requests: write`')).toHaveLength(1);
  expect(result.warnings).toHaveLength(2);
  for (const warning of result.warnings) expect(warning).toMatch(/The deploy itself is not affected/);
  expect(world.github.state.comments).toEqual([]);
  expect(world.github.state.deployments).toEqual([]);
  expect(shownOutsideMasks(result)).not.toContain(world.github.token);
}

describe.concurrent('a GitHub token without the deployments and pull-requests permissions', () => {
  it.each(Object.keys(DEPLOYING) as (keyof typeof DEPLOYING)[])(
    '%s still goes live, with one warning per missing permission',
    (action) =>
      inWorld(async (world) => {
        const result = await deployWithPermissions(
          world,
          action,
          { deployments: false, issues: false },
          false,
        );
        expectLiveWithPermissionWarnings(result, world);
      }),
  );

  it("deploy of a fork given a key another way, with the fork's read-only token, goes live with warnings only", () =>
    inWorld(async (world) => {
      const result = await deployWithPermissions(
        world,
        'deploy',
        { deployments: 'read', issues: 'read' },
        true,
      );
      expectLiveWithPermissionWarnings(result, world);
    }));
});

describe.concurrent('a fork pull request never gets a preview, even given a key another way', () => {
  it.each([
    ['preview-domain', { domain: 'pr-{pr}.preview.example.com' }],
    ['preview-database', { name: 'shop-pr-{pr}' }],
  ] as const)('%s refuses it before any request, and says how to skip forks', (action, inputs) =>
    inWorld(async (world) => {
      const project = world.platform.admin.createProject({ name: 'shop' });
      for (const event of ['opened', 'closed']) {
        const result = await runAction({
          action,
          inputs: {
            'api-key': world.platform.fullKey,
            'api-url': world.platform.url,
            project: project.id,
            ...inputs,
          },
          workspace: makeWorkspace(SITE),
          event: pullRequestEvent(event, 7, true),
          githubApiUrl: world.github.url,
          githubToken: world.github.token,
        });
        expect(result.exitCode, result.stdout).toBe(1);
        expect(failureAnnotations(result)).toEqual([
          expect.stringMatching(
            /^Pull request #7 comes from a fork, and fork pull requests never get a preview, so preview-\w+ changed nothing; skip the step for forks with `if: github.event.pull_request.head.repo.full_name == github.repository`/,
          ),
        ]);
      }
      expect(world.platform.requestLog).toEqual([]);
      expect(world.github.requestLog).toEqual([]);
    }),
  );
});
