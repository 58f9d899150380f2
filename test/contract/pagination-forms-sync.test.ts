/**
 * The sync actions against every pagination form of the local platform (page size 20): the same plans
 * and writes as on a platform that answers each list in one page, and a refusal before any write when
 * the platform states a total but offers no way past page 1.
 */
import { expect } from 'vitest';
import { makeWorkspace, platformKeyInputs } from '../e2e/fixtures.ts';
import { runAction } from '../e2e/harness.ts';
import { useAcceleratedClock } from '../support/clocks.ts';
import type { GitHubWorld } from '../support/world.ts';
import {
  type ContractScenario,
  describeContract,
  exampleZoneFile,
  exampleZoneId,
  HOSTS,
  numbered,
  platformCall,
  seedExampleZone,
} from './pagination-world.ts';

useAcceleratedClock({ factor: 10 });

// dns-sync: 45 records in a zone that is itself on page 2 of 26 zones.
async function seedZone(world: GitHubWorld): Promise<void> {
  for (const name of numbered('filler', 25))
    await platformCall(world, 'POST', '/dns/zones', { name: `${name}.test` });
  await seedExampleZone(world);
}

function dnsSync(world: GitHubWorld, hosts: readonly string[], inputs: Record<string, string> = {}) {
  const extra = 'fresh: { type: A, ttl: 300, value: 198.51.100.1 }\n';
  return runAction({
    action: 'dns-sync',
    workspace: makeWorkspace({ 'dns.yml': `${exampleZoneFile(hosts)}\n${inputs.prune ? extra : ''}` }),
    inputs: { ...platformKeyInputs(world), file: 'dns.yml', zone: 'example.com', ...inputs },
  });
}

const dnsRecords = (world: GitHubWorld) =>
  [...world.platform.state.dnsRecords.values()]
    .filter((record) => record.zoneId === exampleZoneId(world))
    .map((record) => `${record.name} ${record.values.join(',')}`)
    .sort();

// env-sync: 31 variables, the names paged too (VAR_21 … VAR_31 are on page 2).
const VARS = numbered('VAR_', 31);
const envOf = (world: GitHubWorld) => {
  const project = [...world.platform.state.projects.values()].find((p) => p.name === 'env-target');
  const stored: [string, { value: string }][] = [...(world.platform.state.env.get(project?.id ?? '') ?? [])];
  // The digest's name is keyed per project (whose id is random): only that there is one is compared.
  return Object.fromEntries(
    stored.map(([name, { value }]) => [
      name.replace(/^PLATFORM_ENV_DIGEST_\w+$/, 'PLATFORM_ENV_DIGEST'),
      value,
    ]),
  );
};

async function seedEnv(world: GitHubWorld): Promise<void> {
  const project = world.platform.admin.createProject({ name: 'env-target' });
  const variables = Object.fromEntries(VARS.map((name) => [name, `value-of-${name}`]));
  await platformCall(world, 'PUT', `/projects/${project.id}/env`, { variables });
  await world.platform.admin.idle();
}

function envSync(world: GitHubWorld, names: readonly string[], changed?: string) {
  const lines = names.map((name) => `${name}=${name === changed ? 'changed' : `value-of-${name}`}`);
  return runAction({
    action: 'env-sync',
    inputs: {
      ...platformKeyInputs(world),
      project: 'env-target',
      variables: `${lines.join('\n')}\n`,
      wait: 'false',
    },
  });
}

// cron-sync: 25 jobs of one project.
const JOBS = numbered('job-', 25);
async function seedCron(world: GitHubWorld): Promise<void> {
  const project = world.platform.admin.createProject({ name: 'cron-target' });
  for (const [index, name] of JOBS.entries()) {
    await platformCall(world, 'POST', '/cron', {
      name,
      schedule: `${index} 4 * * *`,
      timezone: 'UTC',
      command: `run ${name}`,
      projectId: project.id,
    });
  }
}

function cronSync(world: GitHubWorld) {
  const file = JOBS.filter((name) => name !== 'job-25')
    .map(
      (name, index) =>
        `${name}: { schedule: '${name === 'job-03' ? 59 : index} 4 * * *', command: run ${name} }`,
    )
    .join('\n');
  return runAction({
    action: 'cron-sync',
    workspace: makeWorkspace({ 'cron.yml': file }),
    inputs: { ...platformKeyInputs(world), file: 'cron.yml', project: 'cron-target', prune: 'true' },
  });
}

const cronJobs = (world: GitHubWorld) =>
  [...world.platform.state.cronJobs.values()]
    .map((job) => `${job.name} ${job.schedule} ${job.command}`)
    .sort();

// cdn-publish: 45 published files, then one changed and one gone, with prune.
const FILES = numbered('asset-', 45).map((name) => `dist/${name}.txt`);
function publish(world: GitHubWorld, files: Record<string, string>) {
  return runAction({
    action: 'cdn-publish',
    workspace: makeWorkspace(files),
    inputs: {
      ...platformKeyInputs(world),
      bucket: 'assets',
      'create-bucket': 'true',
      path: 'dist',
      prune: 'true',
    },
  });
}
const allFiles = Object.fromEntries(FILES.map((file) => [file, `content of ${file}`]));

const SCENARIOS: Record<string, ContractScenario> = {
  'dns-sync with every record already there (zone by name on page 2)': {
    seed: seedZone,
    act: async (world) => [await dnsSync(world, HOSTS)],
    state: dnsRecords,
    refusedList: /listDnsZones/,
    baseline: (outcome) => expect(outcome.writes).toEqual([]),
  },
  'dns-sync with prune and create-zone, one record gone from the file and one new': {
    seed: seedZone,
    act: async (world) => [
      await dnsSync(
        world,
        HOSTS.filter((host) => host !== 'host33'),
        { prune: 'true', 'create-zone': 'true' },
      ),
    ],
    state: dnsRecords,
    refusedList: /listDnsZones/,
    baseline: (outcome) =>
      expect(outcome.writes).toEqual(['POST /dns/zones/:id/records', 'DELETE /dns/zones/:id/records/:id']),
  },
  'env-sync that would drop a variable on page 2 (refused), then every variable with one changed, twice': {
    seed: seedEnv,
    act: async (world) => [
      await envSync(world, VARS.slice(0, 30)),
      await envSync(world, VARS, 'VAR_07'),
      await envSync(world, VARS, 'VAR_07'),
    ],
    state: envOf,
    refusedList: /listProjects|listProjectEnv/,
    baseline: (outcome) => {
      expect(outcome.exitCodes).toEqual([1, 0, 0]);
      expect(outcome.writes).toEqual(['PUT /projects/:id/env']);
    },
  },
  'cron-sync with prune over 25 jobs': {
    seed: seedCron,
    act: async (world) => [await cronSync(world)],
    state: cronJobs,
    refusedList: /listCronJobs/,
    baseline: (outcome) => expect(outcome.writes.filter((w) => w.startsWith('DELETE'))).toHaveLength(1),
  },
  'cdn-publish with prune over 45 assets': {
    seed: async (world) => {
      const first = await publish(world, allFiles);
      expect(first.exitCode, first.stdout).toBe(0);
    },
    act: async (world) => {
      const files = { ...allFiles, 'dist/asset-30.txt': 'changed' } as Record<string, string>;
      delete files['dist/asset-44.txt'];
      return [await publish(world, files)];
    },
    state: (world) => [...world.platform.state.cdnBuckets.values()].map((bucket) => bucket.name),
    refusedList: /listCdnBucketAssets/,
    baseline: (outcome) => expect(outcome.writes.filter((w) => w.startsWith('DELETE'))).toHaveLength(1),
  },
};

describeContract(SCENARIOS, { sameWhat: 'plans and writes', baselineSucceeds: false });
