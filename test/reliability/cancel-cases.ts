/**
 * One case per long-running action: how to get it mid-work (a long build, slow writes, slow storage
 * PUTs, a long run), the line that says it is there, and what its report must say once cancelled.
 */

import { makeWorkspace, pullRequestEvent, SITE } from '../e2e/fixtures.ts';
import type { ActionRunOptions, ActionRunResult } from '../e2e/harness.ts';
import type { PlatformOptions } from '../fakes/platform/index.ts';
import { createZip } from '../fakes/platform/index.ts';
import { call, uploadZip } from '../fakes/platform/tests/helpers.ts';
import type { GitHubWorld } from '../support/world.ts';

export interface CancelCase {
  readonly name: string;
  readonly action: string;
  readonly world?: PlatformOptions;
  /** Sets the platform up and returns the run; `check` then says what the report must show. */
  prepare(world: GitHubWorld): Promise<{
    run: Omit<ActionRunOptions, 'action'>;
    /** Problems with what the run reported as done, compared with the platform's state. */
    check(result: ActionRunResult): string[];
  }>;
  /** Printed once the action is mid-work. */
  readonly marker: string;
  /** How long to let it work on after the marker before the SIGINT. */
  readonly settleMs?: number;
}

const key = (world: GitHubWorld) => ({ 'api-key': world.platform.fullKey, 'api-url': world.platform.url });
const LONG_BUILD = { buildingMs: 60_000 };

/** Problems unless `text` matches every pattern. */
function says(what: string, text: string, ...patterns: RegExp[]): string[] {
  return patterns.filter((p) => !p.test(text)).map((p) => `${what} does not match ${p}`);
}

/** What the report says was applied, as a number, must be what the platform has (or one more, in flight). */
function appliedMatches(reported: number, onPlatform: number): string[] {
  const gap = onPlatform - reported;
  return gap === 0 || gap === 1 ? [] : [`reported ${reported} applied, the platform has ${onPlatform}`];
}

export const CANCEL_CASES: CancelCase[] = [
  {
    name: 'deploy, mid-watch',
    action: 'deploy',
    marker: 'is building',
    async prepare(world) {
      world.platform.admin.setBuildTiming(LONG_BUILD);
      const project = world.platform.admin.createProject({ name: 'shop' });
      return {
        run: {
          workspace: makeWorkspace(SITE),
          inputs: { ...key(world), project: project.id, 'github-deployment': 'false', comment: 'false' },
        },
        check: (result) => {
          const [deployment] = world.platform.state.deployments.values();
          return [
            ...says('status output', result.outputs.status ?? '', /^cancelled$/),
            ...says(
              'deployment-id output',
              result.outputs['deployment-id'] ?? '',
              new RegExp(`^${deployment?.id}$`),
            ),
            ...says('summary', result.summary, new RegExp(deployment?.id ?? 'none')),
          ];
        },
      };
    },
  },
  {
    name: 'env-sync with wait, mid-redeploy',
    action: 'env-sync',
    marker: 'is building',
    async prepare(world) {
      const { platform } = world;
      const project = platform.admin.createProject({ name: 'shop' });
      const upload = await uploadZip(platform, createZip({ 'index.html': '<h1>shop</h1>' }));
      const created = await call(platform, 'POST', `/projects/${project.id}/deployments`, {
        body: { sourceTarballUrl: upload.json.sourceTarballUrl },
      });
      await platform.admin.waitForDeployment(created.json.id);
      platform.admin.setBuildTiming(LONG_BUILD);
      return {
        run: { inputs: { ...key(world), project: project.id, variables: 'FLAG=on-7f3a\n', wait: 'true' } },
        check: (result) => {
          const redeploy = [...platform.state.deployments.values()].find((d) => d.trigger === 'env');
          return [
            ...(platform.state.env.get(project.id)?.get('FLAG')?.value === 'on-7f3a'
              ? []
              : ['FLAG not written']),
            ...says('log', result.stdout, new RegExp(`Replaced the variables of project ${project.id}`)),
            ...says(
              'deployment-id output',
              result.outputs['deployment-id'] ?? '',
              new RegExp(`^${redeploy?.id}$`),
            ),
            ...says('errors', result.errors.join('\n'), /cancelled while redeploy \S+ was in progress/),
          ];
        },
      };
    },
  },
  {
    name: 'preview-domain with deploy, mid-watch',
    action: 'preview-domain',
    marker: 'is building',
    async prepare(world) {
      world.platform.admin.setBuildTiming(LONG_BUILD);
      const project = world.platform.admin.createProject({ name: 'shop' });
      return {
        run: {
          workspace: makeWorkspace(SITE),
          event: pullRequestEvent('synchronize', 7),
          githubApiUrl: world.github.url,
          githubToken: world.github.token,
          inputs: { ...key(world), project: project.id, domain: 'pr-{pr}.preview.example.com' },
        },
        check: (result) => {
          const [deployment] = world.platform.state.deployments.values();
          const domains = [...world.platform.state.domains.values()];
          return [
            ...says('summary', result.summary, new RegExp(deployment?.id ?? 'none'), /cancel/i),
            ...says(
              'deployment-id output',
              result.outputs['deployment-id'] ?? '',
              new RegExp(`^${deployment?.id}$`),
            ),
            // A deploy that did not go live leaves the domain as it was: not attached.
            ...(domains.length === 0 ? [] : ['the domain was attached although the deploy was cancelled']),
          ];
        },
      };
    },
  },
  {
    name: 'cron-sync, mid-apply with slow writes',
    action: 'cron-sync',
    marker: 'applied: create job-1',
    async prepare(world) {
      const project = world.platform.admin.createProject({ name: 'shop' });
      world.platform.faults.add({ operation: 'createCronJob', delayMs: 600 });
      const file = Array.from(
        { length: 12 },
        (_, i) => `job-${i}: { schedule: '${i} 4 * * *', command: run ${i} }`,
      );
      return {
        run: {
          workspace: makeWorkspace({ 'cron.yml': file.join('\n') }),
          inputs: { ...key(world), file: 'cron.yml', project: project.id },
        },
        check: (result) => {
          const message = result.errors.join('\n');
          const reported = Number(/applied (\d+) of 12 cron job changes/.exec(message)?.[1] ?? Number.NaN);
          return [
            ...says('errors', message, /The job was cancelled: applied \d+ of 12 cron job changes/),
            ...says('summary', result.summary, /not attempted: the run was cancelled/),
            ...appliedMatches(reported, world.platform.state.cronJobs.size),
          ];
        },
      };
    },
  },
  {
    name: 'dns-sync, mid-apply with slow writes',
    action: 'dns-sync',
    marker: 'applied: create host01',
    async prepare(world) {
      const zone = await call(world.platform, 'POST', '/dns/zones', { body: { name: 'example.com' } });
      world.platform.faults.add({ operation: 'createDnsRecord', delayMs: 600 });
      const hosts = Array.from(
        { length: 12 },
        (_, i) => `host${String(i).padStart(2, '0')}: { type: A, value: 192.0.2.${i + 1} }`,
      );
      const records = () =>
        [...world.platform.state.dnsRecords.values()].filter(
          (r) => r.zoneId === zone.json.id && r.type === 'A',
        );
      return {
        run: {
          workspace: makeWorkspace({ 'dns.yml': hosts.join('\n') }),
          inputs: { ...key(world), file: 'dns.yml', zone: 'example.com' },
        },
        check: (result) => {
          const message = result.errors.join('\n');
          const reported = Number(/applied (\d+) of 12 DNS record changes/.exec(message)?.[1] ?? Number.NaN);
          return [
            ...says('errors', message, /The job was cancelled: applied \d+ of 12 DNS record changes/),
            ...says('summary', result.summary, /not attempted: the run was cancelled/),
            ...appliedMatches(reported, records().length),
          ];
        },
      };
    },
  },
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
  {
    name: 'run, mid-run',
    action: 'run',
    world: { lifecycle: { runMs: 60_000 } },
    marker: 'Output of run',
    async prepare(world) {
      const project = world.platform.admin.createProject({ name: 'shop' });
      return {
        run: { inputs: { ...key(world), project: project.id, command: 'echo migrating' } },
        check: (result) => {
          const [run] = world.platform.state.runs.values();
          return [
            ...says('run-id output', result.outputs['run-id'] ?? '', new RegExp(`^${run?.id}$`)),
            ...says('status output', result.outputs.status ?? '', /^cancelled$/),
            ...says(
              'errors',
              result.errors.join('\n'),
              /cancelled while .* was running; the platform may still finish it/,
            ),
          ];
        },
      };
    },
  },
  {
    name: 'preview-sweep, mid-apply with slow deletes',
    action: 'preview-sweep',
    marker: 'applied: delete shop-pr-',
    async prepare(world) {
      // Twelve closed pull requests' databases, and an open one's that must stay.
      for (let number = 1; number <= 13; number++) {
        world.github.seedPullRequest({ number, state: number === 13 ? 'open' : 'closed' });
        await call(world.platform, 'POST', '/databases', {
          body: { name: `shop-pr-${number}`, engine: 'postgres' },
        });
      }
      world.platform.faults.add({ operation: 'deleteDatabase', delayMs: 600 });
      const names = () => [...world.platform.state.databases.values()].map((database) => database.name);
      return {
        run: {
          githubApiUrl: world.github.url,
          githubToken: world.github.token,
          inputs: { ...key(world), 'database-name': 'shop-pr-{pr}', 'max-deletions': '20' },
        },
        check: (result) => {
          const message = result.errors.join('\n');
          const reported = Number(
            /applied (\d+) of 12 preview resource changes/.exec(message)?.[1] ?? Number.NaN,
          );
          return [
            ...says('errors', message, /The job was cancelled: applied \d+ of 12 preview resource changes/),
            ...says('summary', result.summary, /not attempted: the run was cancelled/),
            ...appliedMatches(reported, 13 - names().length),
            ...(names().includes('shop-pr-13') ? [] : ["the open pull request's database was removed"]),
          ];
        },
      };
    },
  },
  {
    name: 'project-sync, mid-apply with slow writes',
    action: 'project-sync',
    marker: 'applied: create d00.example.com',
    async prepare(world) {
      const project = world.platform.admin.createProject({ name: 'shop' });
      world.platform.faults.add({ operation: 'attachDomain', delayMs: 600 });
      const names = Array.from({ length: 12 }, (_, i) => `d${String(i).padStart(2, '0')}.example.com`);
      const attached = () =>
        [...world.platform.state.domains.values()].filter((domain) => domain.projectId === project.id);
      return {
        run: {
          workspace: makeWorkspace({
            'project.yml': `domains:\n${names.map((name) => `  - ${name}`).join('\n')}\n`,
          }),
          inputs: { ...key(world), file: 'project.yml', project: project.id },
        },
        check: (result) => {
          const message = result.errors.join('\n');
          const reported = Number(
            /applied (\d+) of 12 project setting changes/.exec(message)?.[1] ?? Number.NaN,
          );
          return [
            ...says('errors', message, /The job was cancelled: applied \d+ of 12 project setting changes/),
            ...says('summary', result.summary, /not attempted: the run was cancelled/),
            ...appliedMatches(reported, attached().length),
          ];
        },
      };
    },
  },
];
