/** What the project-sync e2e files share: env groups seeded in the platform's state, and one run. */
import type { ProjectRecord } from '../fakes/platform/records.ts';
import type { World } from '../support/world.ts';
import { worldPerTest } from '../support/world-per-test.ts';
import { runSyncFile } from './fixtures.ts';

/** Env groups with chosen ids (`[id, name]` pairs), attached to nothing. */
export function seedEnvGroups(world: World, groups: readonly (readonly [string, string])[]): void {
  for (const [id, name] of groups) world.platform.admin.addEnvGroup(id, name);
}

/** project-sync with `file` as project.yml, on `project`, with the full key unless `inputs` say. */
export function syncProjectFile(
  world: World,
  project: string,
  file: string,
  inputs: Record<string, string> = {},
) {
  return runSyncFile(world, 'project-sync', { path: 'project.yml', text: file }, { project, ...inputs });
}

/** What a test of a file that syncs one project sees: its world, the project, a run on it. */
export interface ShopUnderSync {
  world: World;
  project: ProjectRecord;
  sync: (file: string, inputs?: Record<string, string>) => ReturnType<typeof syncProjectFile>;
}

/**
 * A world for each test with a project named shop (and whatever `seed` adds), and project-sync on it.
 * The returned object is filled in before each test.
 */
export function shopPerTest(seed: (world: World) => void = () => {}): ShopUnderSync {
  const shop = {} as ShopUnderSync;
  worldPerTest({}, (world) => {
    shop.world = world;
    shop.project = world.platform.admin.createProject({ name: 'shop' });
    shop.sync = (file, inputs = {}) => syncProjectFile(world, shop.project.id, file, inputs);
    seed(world);
  });
  return shop;
}
