/** Fault-matrix scenarios of the sync actions: each run plans one create, one update and one delete. */
import { makeWorkspace } from '../e2e/fixtures.ts';
import { call } from '../fakes/platform/tests/helpers.ts';
import type { GitHubWorld } from '../support/world.ts';
import type { Scenario } from './fault-harness.ts';
import { SLOW_ANSWERS } from './fault-kinds.ts';
import { connectionOf as key } from './world-setup.ts';

async function setup(world: GitHubWorld, path: string, body: unknown): Promise<string> {
  const answer = await call(world.platform, 'POST', path, { body });
  if (answer.status >= 300) throw new Error(`setup ${path}: ${answer.status} ${answer.text}`);
  return answer.json.id;
}

/** Each key once, or the keys seen twice. */
function repeated(keys: readonly string[]): string[] {
  return keys.filter((key, index) => keys.indexOf(key) !== index).map((key) => `${key} exists twice`);
}

function differs(what: string, actual: readonly string[], expected: readonly string[]): string[] {
  const a = [...actual].sort().join(' | ');
  const e = [...expected].sort().join(' | ');
  return a === e ? [] : [`${what}: ${a}; expected ${e}`];
}

/** `api` is updated (ttl), `www` created, `old` deleted; the apex NS records are the zone's own. */
const DNS_FILE = `
api: { type: A, ttl: 600, value: 192.0.2.10 }
www: { type: CNAME, value: example.com. }
`;

export const dnsScenario: Scenario = {
  name: 'dns-sync',
  failures: {
    '503 on each write': /Applied 1 of 3 DNS record changes, then create www CNAME failed: .*HTTP 503/,
    'HTML error pages (502)':
      /Applied 1 of 3 DNS record changes, then create www CNAME failed: .*HTTP 502.*HTML error page/,
    [SLOW_ANSWERS]:
      /Applied 1 of 3 DNS record changes, then create www CNAME failed: .*may or may not have taken effect/,
    'truncated JSON':
      /Applied 1 of 3 DNS record changes, then create www CNAME failed: .*cut off or is not JSON/,
    'invalid JSON':
      /Applied 1 of 3 DNS record changes, then create www CNAME failed: .*cut off or is not JSON/,
    'drop after-body: createDnsRecord':
      /Applied 1 of 3 DNS record changes, then create www CNAME failed: .*may or may not have taken effect/,
  },
  action: 'dns-sync',
  reads: ['listDnsZones', 'listDnsRecords'],
  writes: ['createDnsRecord', 'updateDnsRecord', 'deleteDnsRecord'],
  async prepare(world) {
    const zoneId = await setup(world, '/dns/zones', { name: 'example.com' });
    await setup(world, `/dns/zones/${zoneId}/records`, {
      name: 'api',
      type: 'A',
      ttl: 300,
      value: '192.0.2.10',
    });
    await setup(world, `/dns/zones/${zoneId}/records`, {
      name: 'old',
      type: 'A',
      ttl: 300,
      value: '192.0.2.99',
    });
    const records = () =>
      [...world.platform.state.dnsRecords.values()]
        .filter((record) => record.zoneId === zoneId && record.type !== 'NS')
        .map((record) => `${record.name} ${record.type} ${record.ttl} ${record.values.join(',')}`);
    return {
      run: {
        workspace: makeWorkspace({ 'dns.yml': DNS_FILE }),
        inputs: { ...key(world), file: 'dns.yml', zone: 'example.com', prune: 'true' },
      },
      duplicates: () => repeated(records().map((record) => record.split(' ').slice(0, 2).join(' '))),
      missing: () => differs('records', records(), ['api A 600 192.0.2.10', 'www CNAME 3600 example.com']),
    };
  },
};

/** `nightly` is updated (schedule), `ping` created, `old` deleted. */
const CRON_FILE = `
nightly: { schedule: '0 4 * * *', command: npm run backup }
ping: { schedule: '*/15 * * * *', path: /api/ping }
`;

export const cronScenario: Scenario = {
  name: 'cron-sync',
  failures: {
    '503 on each write': /No change was applied: update nightly .* failed: .*HTTP 503/,
    'HTML error pages (502)': /No change was applied: update nightly .* failed: .*HTTP 502.*HTML error page/,
    [SLOW_ANSWERS]: /No change was applied: update nightly .* failed: .*may or may not have taken effect/,
    'truncated JSON': /No change was applied: update nightly .* failed: .*cut off or is not JSON/,
    'invalid JSON': /No change was applied: update nightly .* failed: .*cut off or is not JSON/,
    'drop after-body: createCronJob':
      /Applied 1 of 3 cron job changes, then create ping .* failed: .*may or may not have taken effect/,
    'drop after-body: updateCronJob':
      /No change was applied: update nightly .* failed: .*may or may not have taken effect/,
  },
  action: 'cron-sync',
  reads: ['listCronJobs', 'previewCronSchedule', 'getProject'],
  writes: ['createCronJob', 'updateCronJob', 'deleteCronJob'],
  async prepare(world) {
    const project = world.platform.admin.createProject({ name: 'shop' });
    for (const [name, schedule] of [
      ['nightly', '0 3 * * *'],
      ['old', '0 5 * * *'],
    ]) {
      await setup(world, '/cron', { name, schedule, command: 'npm run backup', projectId: project.id });
    }
    const jobs = () =>
      [...world.platform.state.cronJobs.values()].map(
        (job) => `${job.name} ${job.schedule} ${job.command ?? `${job.method ?? 'GET'} ${job.path}`}`,
      );
    return {
      run: {
        workspace: makeWorkspace({ 'cron.yml': CRON_FILE }),
        inputs: { ...key(world), file: 'cron.yml', project: project.id, prune: 'true' },
      },
      duplicates: () => repeated(jobs().map((job) => job.split(' ')[0]!)),
      missing: () =>
        differs('jobs', jobs(), ['nightly 0 4 * * * npm run backup', 'ping */15 * * * * GET /api/ping']),
    };
  },
};
