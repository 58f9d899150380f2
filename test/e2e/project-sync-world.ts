/** What the project-sync e2e files share: env groups seeded in the platform's state, and one run. */
import type { World } from '../support/world.ts';
import { makeWorkspace, platformKeyInputs } from './fixtures.ts';
import { runAction } from './harness.ts';

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
  return runAction({
    action: 'project-sync',
    workspace: makeWorkspace({ 'project.yml': file }),
    inputs: {
      ...platformKeyInputs(world),
      file: 'project.yml',
      project,
      ...inputs,
    },
  });
}
