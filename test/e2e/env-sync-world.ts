/** The world and helpers the env-sync end-to-end files share: one platform and fake GitHub per test. */

import { afterEach, beforeEach } from 'vitest';
import { createZip } from '../fakes/platform/index.ts';
import { call, uploadZip } from '../fakes/platform/tests/helpers.ts';
import { useAcceleratedClock } from '../support/clocks.ts';
import { type GitHubWorld, startWorld } from '../support/world.ts';
import { deploymentsOf as deploymentsIn } from './fixtures.ts';
import { type ActionRunResult, runAction } from './harness.ts';

/** The world of the running test; `ctx.world` is replaced before each test. */
export const ctx = { world: undefined as unknown as GitHubWorld };

/** Registers the file's hooks: an accelerated clock, then a fresh world for each test. */
export function useEnvSyncWorld(): void {
  // Builds, polls and timeouts run on virtual time, ten times faster than real.
  useAcceleratedClock({ factor: 10 });
  beforeEach(async () => {
    ctx.world = await startWorld({ github: true });
  });
  afterEach(async () => {
    await ctx.world.close();
  });
}

/** Replaces this test's world with one started with other options (a shape profile). */
export async function restartWorld(options: Parameters<typeof startWorld>[0]): Promise<GitHubWorld> {
  await ctx.world.close();
  ctx.world = await startWorld({ ...options, github: true });
  return ctx.world;
}

export const DIGEST = /^PLATFORM_ENV_DIGEST_[0-9A-F]{16}$/;

/** A project with one live deployment (so an env PUT redeploys it) and, optionally, variables already set. */
export async function deployedProject(name: string, env?: Record<string, string>): Promise<string> {
  const { platform } = ctx.world;
  const project = platform.admin.createProject({ name });
  const upload = await uploadZip(platform, createZip({ 'index.html': `<h1>${name}</h1>` }));
  const created = await call(platform, 'POST', `/projects/${project.id}/deployments`, {
    body: { sourceTarballUrl: upload.json.sourceTarballUrl },
  });
  await platform.admin.waitForDeployment(created.json.id);
  if (env !== undefined) {
    await call(platform, 'PUT', `/projects/${project.id}/env`, { body: { variables: env } });
    await platform.admin.idle();
  }
  forgetRequests();
  return project.id;
}

/** Setup requests are not the action's: each test then asserts on an empty request log. */
export function forgetRequests(): void {
  ctx.world.platform.requestLog.length = 0;
  ctx.world.platform.admin.resetRateLimit();
}

export function run(
  inputs: Record<string, string>,
  options: { workspace?: string; env?: Record<string, string> } = {},
) {
  return runAction({
    action: 'env-sync',
    inputs: { 'api-key': ctx.world.platform.fullKey, 'api-url': ctx.world.platform.url, ...inputs },
    ...options,
  });
}

export function projectEnv(projectId: string): Record<string, string> {
  const stored = ctx.world.platform.state.env.get(projectId) ?? new Map<string, { value: string }>();
  return Object.fromEntries([...stored].map(([name, value]) => [name, value.value]));
}

export function withoutDigest(env: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !DIGEST.test(name)));
}

export function operations(name: string): number {
  return ctx.world.platform.requestLog.filter((request) => request.operation === name).length;
}

export function deploymentsOf(projectId: string) {
  return deploymentsIn(ctx.world.platform, projectId);
}

export function failureText(result: ActionRunResult): string {
  return result.errors.join('\n');
}
