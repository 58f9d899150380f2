/**
 * One case per long-running action: how to get it mid-work (a long build, slow writes, slow storage
 * PUTs, a long run), the line that says it is there, and what its report must say once cancelled.
 */

import type { OperationName } from '../../src/api/routes.ts';
import { makeWorkspace, pullRequestEvent, SITE } from '../e2e/fixtures.ts';
import type { ActionRunOptions, ActionRunResult } from '../e2e/harness.ts';
import type { PlatformOptions } from '../fakes/platform/index.ts';
import { call } from '../fakes/platform/tests/helpers.ts';
import type { GitHubWorld } from '../support/world.ts';
import { connectionOf as key, liveProject } from './world-setup.ts';

type CaseRun = Omit<ActionRunOptions, 'action'>;

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

const LONG_BUILD = { buildingMs: 60_000 };

/** Problems unless `text` matches every pattern. */
export function says(what: string, text: string, ...patterns: RegExp[]): string[] {
  return patterns.filter((p) => !p.test(text)).map((p) => `${what} does not match ${p}`);
}

/** Problems unless the run's `status` output is `cancelled`. */
export function statusCancelled(result: ActionRunResult): string[] {
  return says('status output', result.outputs.status ?? '', /^cancelled$/);
}

/** What the report says was applied, as a number, must be what the platform has (or one more, in flight). */
function appliedMatches(reported: number, onPlatform: number): string[] {
  const gap = onPlatform - reported;
  return gap === 0 || gap === 1 ? [] : [`reported ${reported} applied, the platform has ${onPlatform}`];
}

/** The `deployment-id` output must name the deployment the platform has. */
function namesDeployment(result: ActionRunResult, id: string | undefined): string[] {
  return says('deployment-id output', result.outputs['deployment-id'] ?? '', new RegExp(`^${id}$`));
}

/**
 * A deploy of SITE caught while its build takes a minute: `check` gets the one deployment the
 * platform has (its id is what the report must name).
 */
function midBuild(
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
function midApply(spec: {
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
const twelve = (line: (i: number) => string) => Array.from({ length: 12 }, (_, i) => line(i)).join('\n');

export const CANCEL_CASES: CancelCase[] = [
  midBuild(
    'deploy, mid-watch',
    'deploy',
    (world, project) => ({
      inputs: { ...key(world), project, 'github-deployment': 'false', comment: 'false' },
    }),
    (result, deploymentId) => [
      ...statusCancelled(result),
      ...says('summary', result.summary, new RegExp(deploymentId ?? 'none')),
    ],
  ),
  {
    name: 'env-sync with wait, mid-redeploy',
    action: 'env-sync',
    marker: 'is building',
    async prepare(world) {
      const { platform } = world;
      const project = await liveProject(world);
      platform.admin.setBuildTiming(LONG_BUILD);
      return {
        run: { inputs: { ...key(world), project, variables: 'FLAG=on-7f3a\n', wait: 'true' } },
        check: (result) => {
          const redeploy = [...platform.state.deployments.values()].find((d) => d.trigger === 'env');
          return [
            ...(platform.state.env.get(project)?.get('FLAG')?.value === 'on-7f3a'
              ? []
              : ['FLAG not written']),
            ...says('log', result.stdout, new RegExp(`Replaced the variables of project ${project}`)),
            ...namesDeployment(result, redeploy?.id),
            ...says('errors', result.errors.join('\n'), /cancelled while redeploy \S+ was in progress/),
          ];
        },
      };
    },
  },
  midBuild(
    'preview-domain with deploy, mid-watch',
    'preview-domain',
    (world, project) => ({
      event: pullRequestEvent('synchronize', 7),
      githubApiUrl: world.github.url,
      githubToken: world.github.token,
      inputs: { ...key(world), project, domain: 'pr-{pr}.preview.example.com' },
    }),
    (result, deploymentId, world) => [
      ...says('summary', result.summary, new RegExp(deploymentId ?? 'none'), /cancel/i),
      // A deploy that did not go live leaves the domain as it was: not attached.
      ...(world.platform.state.domains.size === 0
        ? []
        : ['the domain was attached although the deploy was cancelled']),
    ],
  ),
  midApply({
    name: 'cron-sync, mid-apply with slow writes',
    action: 'cron-sync',
    marker: 'applied: create job-1',
    changes: 'cron job changes',
    slowed: 'createCronJob',
    file: {
      name: 'cron.yml',
      text: twelve((i) => `job-${i}: { schedule: '${i} 4 * * *', command: run ${i} }`),
    },
    async prepare(world) {
      const project = world.platform.admin.createProject({ name: 'shop' });
      return {
        run: { inputs: { ...key(world), project: project.id } },
        applied: () => world.platform.state.cronJobs.size,
      };
    },
  }),
  midApply({
    name: 'dns-sync, mid-apply with slow writes',
    action: 'dns-sync',
    marker: 'applied: create host01',
    changes: 'DNS record changes',
    slowed: 'createDnsRecord',
    file: {
      name: 'dns.yml',
      text: twelve((i) => `host${String(i).padStart(2, '0')}: { type: A, value: 192.0.2.${i + 1} }`),
    },
    async prepare(world) {
      const zone = await call(world.platform, 'POST', '/dns/zones', { body: { name: 'example.com' } });
      const records = () => [...world.platform.state.dnsRecords.values()];
      return {
        run: { inputs: { ...key(world), zone: 'example.com' } },
        applied: () => records().filter((r) => r.zoneId === zone.json.id && r.type === 'A').length,
      };
    },
  }),
  {
    name: 'cdn-publish, mid-upload with slow storage PUTs',
    action: 'cdn-publish',
    marker: 'Retrying the PUT',
    settleMs: 2_000,
    async prepare(world) {
      await call(world.platform, 'POST', '/cdn/buckets', { body: { name: 'assets' } });
      const files = Object.fromEntries(
        Array.from({ length: 24 }, (_, i) => [`dist/file-${i}.txt`, `content ${i}`]),
      );
      // Slow PUTs keep it uploading; one 503 first prints a line that says it is mid-upload.
      world.platform.faults.add({ operation: 'storage', method: 'PUT', times: 1, status: 503 });
      world.platform.faults.add({ operation: 'storage', method: 'PUT', delayMs: 700 });
      return {
        run: {
          workspace: makeWorkspace(files),
          inputs: { ...key(world), bucket: 'assets', path: 'dist', concurrency: '2' },
        },
        check: (result) => {
          const uploaded = Number(result.outputs.uploaded ?? Number.NaN);
          return [
            ...says('uploaded output', result.outputs.uploaded ?? '', /^\d+$/),
            ...(uploaded > 0 && uploaded < 24
              ? []
              : [`${uploaded} uploaded: the run was not cancelled mid-upload`]),
            ...says(
              'summary',
              result.summary,
              new RegExp(`Uploaded \\| ${uploaded} file`),
              /Not attempted \| \d+ file/,
            ),
            ...says('log', result.stdout, new RegExp(`Uploaded ${uploaded} file`)),
            ...appliedMatches(uploaded, world.platform.state.cdnAssets.size),
          ];
        },
      };
    },
  },
  midWait({
    name: 'run, mid-run',
    action: 'run',
    world: { lifecycle: { runMs: 60_000 } },
    marker: 'Output of run',
    inputs: (project) => ({ project, command: 'echo migrating' }),
    check: (result, world) => {
      const [run] = world.platform.state.runs.values();
      return [
        ...says('run-id output', result.outputs['run-id'] ?? '', new RegExp(`^${run?.id}$`)),
        ...says(
          'errors',
          result.errors.join('\n'),
          /cancelled while .* was running; the platform may still finish it/,
        ),
      ];
    },
  }),
  midApply({
    name: 'preview-sweep, mid-apply with slow deletes',
    action: 'preview-sweep',
    marker: 'applied: delete shop-pr-',
    changes: 'preview resource changes',
    slowed: 'deleteDatabase',
    async prepare(world) {
      // Twelve closed pull requests' databases, and an open one's that must stay.
      for (let number = 1; number <= 13; number++) {
        world.github.seedPullRequest({ number, state: number === 13 ? 'open' : 'closed' });
        await call(world.platform, 'POST', '/databases', {
          body: { name: `shop-pr-${number}`, engine: 'postgres' },
        });
      }
      const names = () => [...world.platform.state.databases.values()].map((database) => database.name);
      return {
        run: {
          githubApiUrl: world.github.url,
          githubToken: world.github.token,
          inputs: { ...key(world), 'database-name': 'shop-pr-{pr}', 'max-deletions': '20' },
        },
        applied: () => 13 - names().length,
        problems: () =>
          names().includes('shop-pr-13') ? [] : ["the open pull request's database was removed"],
      };
    },
  }),
  midApply({
    name: 'project-sync, mid-apply with slow writes',
    action: 'project-sync',
    marker: 'applied: create d00.example.com',
    changes: 'project setting changes',
    slowed: 'attachDomain',
    file: {
      name: 'project.yml',
      text: `domains:\n${twelve((i) => `  - d${String(i).padStart(2, '0')}.example.com`)}\n`,
    },
    async prepare(world) {
      const project = world.platform.admin.createProject({ name: 'shop' });
      const domains = () => [...world.platform.state.domains.values()];
      return {
        run: { inputs: { ...key(world), project: project.id } },
        applied: () => domains().filter((domain) => domain.projectId === project.id).length,
      };
    },
  }),
];
