/**
 * The setup the fault rows, cancellation cases and leak scenarios share: the inputs that connect a run
 * to the world's platform, and a project that is already live (so an env change has a deployment to
 * redeploy, and `deployment: previous` has one to go back to).
 */
import { createZip } from '../fakes/platform/index.ts';
import { call, uploadZip } from '../fakes/platform/tests/helpers.ts';
import type { GitHubWorld } from '../support/world.ts';

/** api-key (the full key) and api-url of the world's platform. */
export function connectionOf(world: GitHubWorld): { 'api-key': string; 'api-url': string } {
  return { 'api-key': world.platform.fullKey, 'api-url': world.platform.url };
}

/** Uploads one page and waits until its deployment of `projectId` is live. */
export async function deployOnce(
  world: GitHubWorld,
  projectId: string,
  page = '<h1>shop</h1>',
): Promise<void> {
  const upload = await uploadZip(world.platform, createZip({ 'index.html': page }));
  const created = await call(world.platform, 'POST', `/projects/${projectId}/deployments`, {
    body: { sourceTarballUrl: upload.json.sourceTarballUrl },
  });
  await world.platform.admin.waitForDeployment(created.json.id);
}

/** A new project named `shop` with one live deployment; its id. */
export async function liveProject(world: GitHubWorld): Promise<string> {
  const projectId = world.platform.admin.createProject({ name: 'shop' }).id;
  await deployOnce(world, projectId);
  return projectId;
}
