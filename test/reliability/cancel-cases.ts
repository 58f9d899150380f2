/**
 * What a cancellation case is, and the ways of getting an action mid-work that several catalogues
 * share (a long build, slow writes, a long wait): each case itself is in its action's catalogue
 * (test/catalogue/<name>.ts), with the line that says it is there and what its report must say.
 */

import type { OperationName } from '../../src/api/routes.ts';
import { makeWorkspace, SITE } from '../e2e/fixtures.ts';
import type { ActionRunOptions, ActionRunResult } from '../e2e/harness.ts';
import type { PlatformOptions } from '../fakes/platform/index.ts';
import type { GitHubWorld } from '../support/world.ts';
import { connectionOf as key } from './world-setup.ts';

export type CaseRun = Omit<ActionRunOptions, 'action'>;

export interface CancelCase {
  readonly name: string;
  readonly action: string;
  readonly world?: PlatformOptions;
  /** Sets the platform up and returns the run; `check` then says what the report must show. */
  prepare(world: GitHubWorld): Promise<{
    run: CaseRun;
    /** Problems with what the run reported as done, compared with the platform's state. */
    check(result: ActionRunResult): string[];
  }>;
  /** Printed once the action is mid-work. */
  readonly marker: string;
  /** How long to let it work on after the marker before the SIGINT. */
  readonly settleMs?: number;
}

export const LONG_BUILD = { buildingMs: 60_000 };

/** Problems unless `text` matches every pattern. */
export function says(what: string, text: string, ...patterns: RegExp[]): string[] {
  return patterns.filter((p) => !p.test(text)).map((p) => `${what} does not match ${p}`);
}

/** Problems unless the run's `status` output is `cancelled`. */
export function statusCancelled(result: ActionRunResult): string[] {
  return says('status output', result.outputs.status ?? '', /^cancelled$/);
}

/** What the report says was applied, as a number, must be what the platform has (or one more, in flight). */
export function appliedMatches(reported: number, onPlatform: number): string[] {
  const gap = onPlatform - reported;
  return gap === 0 || gap === 1 ? [] : [`reported ${reported} applied, the platform has ${onPlatform}`];
}

/** The `deployment-id` output must name the deployment the platform has. */
export function namesDeployment(result: ActionRunResult, id: string | undefined): string[] {
  return says('deployment-id output', result.outputs['deployment-id'] ?? '', new RegExp(`^${id}$`));
}

/**
 * A deploy of SITE caught while its build takes a minute: `check` gets the one deployment the
 * platform has (its id is what the report must name).
 */
export function midBuild(
  name: string,
  action: string,
  run: (world: GitHubWorld, projectId: string) => CaseRun,
  check: (result: ActionRunResult, deploymentId: string | undefined, world: GitHubWorld) => string[],
): CancelCase {
  return {
    name,
    action,
    marker: 'is building',
    async prepare(world) {
      world.platform.admin.setBuildTiming(LONG_BUILD);
      const project = world.platform.admin.createProject({ name: 'shop' });
      return {
        run: { workspace: makeWorkspace(SITE), ...run(world, project.id) },
        check: (result) => {
          const [deployment] = world.platform.state.deployments.values();
          return [...namesDeployment(result, deployment?.id), ...check(result, deployment?.id, world)];
        },
      };
    },
  };
}

/**
 * A plan of 12 changes caught mid-apply, its writes (`slowed`) slowed to 600 ms each: the run must
 * say how many of the 12 `changes` it applied, which is what the platform has (`applied()`), and that
 * the rest were not attempted. A file sync reads `file` from the workspace, named by its `file` input.
 */
export function midApply(spec: {
  name: string;
  action: string;
  marker: string;
  changes: string;
  slowed: OperationName;
  file?: { name: string; text: string };
  prepare(world: GitHubWorld): Promise<{ run: CaseRun; applied(): number; problems?(): string[] }>;
}): CancelCase {
  return {
    name: spec.name,
    action: spec.action,
    marker: spec.marker,
    async prepare(world) {
      const { run, applied, problems } = await spec.prepare(world);
      world.platform.faults.add({ operation: spec.slowed, delayMs: 600 });
      const file = spec.file;
      return {
        run: file
          ? {
              ...run,
              workspace: makeWorkspace({ [file.name]: file.text }),
              inputs: { ...run.inputs, file: file.name },
            }
          : run,
        check: (result) => {
          const message = result.errors.join('\n');
          const reported = Number(
            new RegExp(`applied (\\d+) of 12 ${spec.changes}`).exec(message)?.[1] ?? Number.NaN,
          );
          return [
            ...says(
              'errors',
              message,
              new RegExp(`The job was cancelled: applied \\d+ of 12 ${spec.changes}`),
            ),
            ...says('summary', result.summary, /not attempted: the run was cancelled/),
            ...appliedMatches(reported, applied()),
            ...(problems?.() ?? []),
          ];
        },
      };
    },
  };
}

/**
 * A run caught while the platform takes a minute over what it waits for (`world`'s lifecycle), in a
 * new project `shop`: it must end `cancelled`, and `check` says what else its report must show.
 */
export function midWait(spec: {
  name: string;
  action: string;
  world: PlatformOptions;
  marker: string;
  inputs(projectId: string, world: GitHubWorld): Record<string, string>;
  check(result: ActionRunResult, world: GitHubWorld): string[];
}): CancelCase {
  return {
    name: spec.name,
    action: spec.action,
    world: spec.world,
    marker: spec.marker,
    async prepare(world) {
      const project = world.platform.admin.createProject({ name: 'shop' });
      return {
        run: { inputs: { ...key(world), ...spec.inputs(project.id, world) } },
        check: (result) => [...statusCancelled(result), ...spec.check(result, world)],
      };
    },
  };
}

/** Twelve lines, the i-th made by `line(i)`: a file that plans twelve changes. */
export const twelve = (line: (i: number) => string) =>
  Array.from({ length: 12 }, (_, i) => line(i)).join('\n');
