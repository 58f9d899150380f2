import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createGitHubClient } from '../../src/github/client.ts';
import { setupCall } from '../fakes/platform/tests/helpers.ts';
import type { GitHubWorld } from '../support/world.ts';
import { acceleratedWorldPerTest } from '../support/world-per-test.ts';
import {
  expectRefusedWithoutWrites,
  expectRerunChangesNothing,
  expectSucceeded,
  expectSucceededWithoutWrites,
  makeWorkspace,
  planOf,
  platformKeyInputs,
  pullRequestEvent,
  requestsFrom,
  runSyncFile,
  writesFrom,
} from './fixtures.ts';
import { REPO_ROOT, startAction } from './harness.ts';

let world: GitHubWorld;
// Builds, polls and timeouts run on virtual time, ten times faster than real.
acceleratedWorldPerTest({ github: true }, (started) => {
  world = started;
});

/** Setup calls around the action, with the full key (they are not the action's writes). */
const platformCall = (method: string, path: string, body?: unknown) =>
  setupCall(world.platform, method, path, body);

async function createZone(name = 'example.com'): Promise<string> {
  return (await platformCall('POST', '/dns/zones', { name })).id;
}

function recordsOf(zoneId: string): string[] {
  return [...world.platform.state.dnsRecords.values()]
    .filter((record) => record.zoneId === zoneId)
    .map((record) => {
      const priority = record.priority === null ? '' : `${record.priority} `;
      return `${record.name} ${record.type} ${record.ttl} ${priority}${record.values.join(',')}`;
    })
    .sort();
}

function sync(text: string, inputs: Record<string, string> = {}, key?: string) {
  return runSyncFile(
    world,
    'dns-sync',
    { path: 'config/dns.yml', text },
    { zone: 'example.com', ...inputs },
    { key },
  );
}

const ZONE_FILE = `
'@':
  - { type: A, values: [192.0.2.1, 192.0.2.2] }
  - { type: MX, values: [{ preference: 10, exchange: mx1.example.com. }, '20 mx2.example.com'] }
  - { type: TXT, value: 'v=spf1 include:_spf.example.com ~all' }
www: { type: CNAME, value: example.com. }
api: { type: A, ttl: 300, value: 192.0.2.10 }
`;

/** Twelve A records, enough for the percentage thresholds to apply. */
const HOSTS = Array.from({ length: 12 }, (_, index) => `host${String(index).padStart(2, '0')}`);
function hostsFile(changed = 0, address = '192.0.2.50'): string {
  return HOSTS.map(
    (host, index) => `${host}: { type: A, value: ${index < changed ? address : `192.0.2.${index + 1}`} }`,
  ).join('\n');
}

describe('dns-sync action, run as the runner runs it', () => {
  it('plans on a dry run without writing, applies, and then has nothing left to do', async () => {
    const zoneId = await createZone();
    const dry = await expectSucceededWithoutWrites(world.platform, () =>
      sync(ZONE_FILE, { 'dry-run': 'true' }),
    );
    expect(dry.outputs).toMatchObject({ changed: 'true', created: '5', updated: '0', deleted: '0' });
    expect(dry.summary).toContain('### DNS sync: example.com (dry run)');
    expect(dry.summary).toContain('| Operation | Name | Type | Before → after |');
    expect(dry.summary).toMatch(/\| create \| www \| CNAME \| \(none\) → example\.com \(ttl 3600\) \|/);
    expect(dry.summary).toContain('Dry run: nothing was written.');
    expect(dry.stdout).toMatch(/OPERATION\s+NAME\s+TYPE\s+BEFORE/);
    // The plan's counts once in the log, not again as its last line.
    const countLines = (stdout: string) => stdout.split('\n').filter((line) => line.includes(' to create, '));
    expect(countLines(dry.stdout)).toEqual([
      'DNS records: 5 to create, 0 to update, 0 to delete, 0 unchanged.',
    ]);

    const applied = await sync(ZONE_FILE);
    expectSucceeded(applied, { changed: 'true', created: '5', unchanged: '0' });
    expect(countLines(applied.stdout)).toHaveLength(1);
    expect(applied.stdout).toContain('Applied 5 of 5 DNS record changes.');
    expect(applied.outputs['zone-id']).toBe(zoneId);
    expect(recordsOf(zoneId)).toEqual([
      '@ A 3600 192.0.2.1,192.0.2.2',
      '@ MX 3600 10 mx1.example.com',
      '@ MX 3600 20 mx2.example.com',
      '@ TXT 3600 v=spf1 include:_spf.example.com ~all',
      'api A 300 192.0.2.10',
      'www CNAME 3600 example.com',
    ]);
    const plan = planOf(applied);
    expect(plan.items.map((item) => `${item.op} ${item.key}`)).toEqual([
      'create @ A',
      'create @ MX',
      'create @ TXT',
      'create api A',
      'create www CNAME',
    ]);

    const second = await expectRerunChangesNothing(world.platform, () => sync(ZONE_FILE), 5);
    expect(second.summary).toContain('No changes to DNS records.');
  });

  it('refuses to update over 30% of 12 records with nothing written, and applies it with force', async () => {
    const zoneId = await createZone();
    expect((await sync(hostsFile())).exitCode).toBe(0);
    const refused = await expectRefusedWithoutWrites(
      world.platform,
      () => sync(hostsFile(4)),
      /Refusing to apply the plan because it updates 4 of 12 existing DNS records \(33%, over 30%\).*force: true/,
    );
    expect(refused.summary).toContain(
      '| update | host00 | A | 192.0.2.1 (ttl 3600) → 192.0.2.50 (ttl 3600) |',
    );
    expect(refused.summary).toContain('Refused, nothing was written');

    const forced = await sync(hostsFile(4), { force: 'true' });
    expectSucceeded(forced, { updated: '4', unchanged: '8', changed: 'true' });
    expect(recordsOf(zoneId).filter((record) => record.endsWith('192.0.2.50'))).toHaveLength(4);
  });

  it('reports every problem of an invalid file with its line, before any request', async () => {
    await createZone();
    const requests = requestsFrom(world.platform);
    const result = await sync(
      ['www: { type: A, value: 192.0.2.1 }', 'api:', '  type: A', '  ttl: 0', '  value: 300.1.1.1'].join(
        '\n',
      ),
    );
    expect(result.exitCode).toBe(1);
    const message = result.errors.join('\n');
    expect(message).toMatch(/config\/dns\.yml:4: The ttl of api A is number 0/);
    expect(message).toMatch(/config\/dns\.yml:5: api A: "300\.1\.1\.1" is not an IPv4 address/);
    // Annotations point at the file and line, so GitHub shows them on the diff.
    expect(result.stdout).toMatch(/::error title=Invalid declared file,file=config\/dns\.yml,line=4,/);
    expect(requests()).toEqual([]);
  });

  it('reports a write that failed half-way, exits 1, and the next run converges', async () => {
    const zoneId = await createZone();
    expect((await sync(`'@': { type: A, value: 192.0.2.1 }`)).exitCode).toBe(0);
    const file = [
      `'@': { type: A, value: 192.0.2.2 }`,
      'api: { type: A, value: 192.0.2.3 }',
      'www: { type: A, value: 192.0.2.4 }',
    ].join('\n');
    world.platform.faults.add({ operation: 'createDnsRecord', times: 1, status: 500 });
    const failed = await sync(file);
    expect(failed.exitCode).toBe(1);
    expect(failed.errors.join('\n')).toMatch(
      /Applied 1 of 3 DNS record changes, then create api A failed: .*HTTP 500.* 1 not attempted .*Re-run to finish/,
    );
    expect(failed.outputs).toMatchObject({ changed: 'true', updated: '1', created: '0' });
    expect(failed.summary).toMatch(/\| update \| @ \| A \| .* \| applied \|/);
    expect(failed.summary).toMatch(/\| create \| api \| A \| .* \| FAILED: /);
    expect(failed.summary).toMatch(
      /\| create \| www \| A \| .* \| not attempted: an earlier DNS record write failed \|/,
    );
    expect(recordsOf(zoneId)).toEqual(['@ A 3600 192.0.2.2']);

    const next = await sync(file);
    expectSucceeded(next, { created: '2', updated: '0', unchanged: '1' });
    expect(recordsOf(zoneId)).toEqual(['@ A 3600 192.0.2.2', 'api A 3600 192.0.2.3', 'www A 3600 192.0.2.4']);
    expect((await sync(file)).outputs.changed).toBe('false');
  });

  it('leaves records the file does not declare alone unless prune is on', async () => {
    const zoneId = await createZone();
    await platformCall('POST', `/dns/zones/${zoneId}/records`, {
      name: 'legacy',
      type: 'TXT',
      value: 'keep me',
    });
    const file = 'www: { type: A, value: 192.0.2.1 }';
    const kept = await sync(file);
    expectSucceeded(kept, { created: '1', deleted: '0', unmanaged: '1' });
    expect(kept.summary).toContain('1 unmanaged DNS record, left alone');
    expect(recordsOf(zoneId)).toContain('legacy TXT 3600 keep me');

    const pruned = await sync(file, { prune: 'true' });
    expectSucceeded(pruned, { deleted: '1', unchanged: '1', unmanaged: '0' });
    expect(recordsOf(zoneId)).toEqual(['www A 3600 192.0.2.1']);
  });

  it('refuses a change to the apex NS records without force, whatever the size of the plan', async () => {
    const zoneId = await createZone();
    const file = `'@': { type: NS, values: [ns1.other-dns.net., ns2.other-dns.net.] }`;
    await expectRefusedWithoutWrites(
      world.platform,
      () => sync(file),
      /it would create the zone's apex NS records.*force: true/,
    );
    const forced = await sync(file, { force: 'true' });
    expect(forced.exitCode, forced.stdout).toBe(0);
    expect(recordsOf(zoneId)).toEqual(['@ NS 3600 ns1.other-dns.net,ns2.other-dns.net']);
  });

  it('plans with a read key, and refuses to apply with one before anything is written', async () => {
    await createZone();
    const writes = writesFrom(world.platform);
    const dry = await sync(ZONE_FILE, { 'dry-run': 'true' }, world.platform.readKey);
    expect(dry.exitCode, dry.stdout).toBe(0);
    expect(dry.outputs.created).toBe('5');
    const apply = await sync(ZONE_FILE, {}, world.platform.readKey);
    expect(apply.exitCode).toBe(1);
    expect(apply.errors.join('\n')).toMatch(
      /No change was applied: create @ A failed: .*HTTP 403.*This is a read key; createDnsRecord needs a full key/,
    );
    expect(writes()).toEqual([]);
    const attempted = world.platform.requestLog.filter((entry) => entry.write && entry.keyKind === 'read');
    expect(attempted).toHaveLength(1);
  });

  it('creates a missing zone only when asked, and only reports it on a dry run', async () => {
    const file = 'www: { type: A, value: 192.0.2.1 }';
    const missing = await sync(file);
    expect(missing.exitCode).toBe(1);
    expect(missing.errors.join('\n')).toMatch(/matches no DNS zone.*create-zone: true/);

    const writes = writesFrom(world.platform);
    const dry = await sync(file, { 'create-zone': 'true', 'dry-run': 'true' });
    expect(dry.exitCode, dry.stdout).toBe(0);
    expect(dry.summary).toContain('Zone example.com does not exist: it would be created');
    expect(dry.outputs).toMatchObject({ changed: 'true', created: '1', 'zone-id': '' });
    expect(writes()).toEqual([]);

    const created = await sync(file, { 'create-zone': 'true' });
    expect(created.exitCode, created.stdout).toBe(0);
    const zone = [...world.platform.state.dnsZones.values()].find((z) => z.name === 'example.com');
    expect(created.outputs['zone-id']).toBe(zone?.id);
    expect(recordsOf(zone?.id ?? '')).toEqual(['www A 3600 192.0.2.1']);
    expect((await sync(file, { 'create-zone': 'true' })).outputs.changed).toBe('false');
  });

  it('syncs the edge values the file format allows and reads them back unchanged', async () => {
    const zoneId = await createZone();
    const file = [
      "'@':",
      "  - { type: MX, value: { preference: 0, exchange: '.' } }",
      '  - type: CAA',
      '    values:',
      '      - { flags: 128, tag: issue, value: letsencrypt.org }',
      "      - { tag: iodef, value: 'mailto:security@example.com' }",
      'short: { type: A, ttl: 1, value: 192.0.2.1 }',
      "week: { type: TXT, ttl: 604800, value: 'v=1' }",
      '_sip._tcp: { type: SRV, value: { priority: 1, weight: 5, port: 5060, target: sip.example.com } }',
    ].join('\n');
    const first = await sync(file);
    expect(first.exitCode, first.stdout).toBe(0);
    expect(recordsOf(zoneId)).toEqual([
      '@ CAA 3600 128 issue "letsencrypt.org",0 iodef "mailto:security@example.com"',
      '@ MX 3600 0 .',
      '_sip._tcp SRV 3600 1 5 5060 sip.example.com',
      'short A 1 192.0.2.1',
      'week TXT 604800 v=1',
    ]);
    const second = await sync(file);
    expect(second.outputs).toMatchObject({ changed: 'false', unchanged: '5' });
  });

  it('applies the sample file of the README and then has nothing to do', async () => {
    await createZone();
    const sample = readFileSync(join(REPO_ROOT, 'examples/sync/dns.yml'), 'utf8');
    const first = await sync(sample);
    expect(first.exitCode, first.stdout).toBe(0);
    expect(first.outputs.created).toBe('9');
    expect((await sync(sample)).outputs.changed).toBe('false');
  });

  it('finds the zone by id as well as by name', async () => {
    const zoneId = await createZone('example.org');
    const result = await sync('www: { type: A, value: 192.0.2.1 }', { zone: zoneId });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(recordsOf(zoneId)).toEqual(['www A 3600 192.0.2.1']);
  });

  it('stops writing on SIGINT and reports what was applied', async () => {
    const zoneId = await createZone();
    world.platform.faults.add({ operation: 'createDnsRecord', delayMs: 400 });
    const running = startAction({
      action: 'dns-sync',
      workspace: makeWorkspace({ 'dns.yml': hostsFile() }),
      event: pullRequestEvent('synchronize'),
      inputs: {
        ...platformKeyInputs(world),
        file: 'dns.yml',
        zone: 'example.com',
      },
    });
    await running.waitForOutput('applied: create host01');
    running.interrupt('SIGINT');
    const result = await running.result;
    expect(result.exitCode).toBe(1);
    const message = result.errors.join('\n');
    expect(message).toMatch(/The job was cancelled: applied \d+ of 12 DNS record changes/);
    const applied = Number(/applied (\d+) of 12/.exec(message)?.[1]);
    expect(applied).toBeGreaterThanOrEqual(2);
    expect(applied).toBeLessThan(12);
    expect(result.summary).toContain('not attempted: the run was cancelled');
    // What the platform has is what was reported applied, or one more that was in flight.
    expect(recordsOf(zoneId).length - applied).toBeLessThanOrEqual(1);
  });
});

interface WorkflowStep {
  readonly uses?: string;
  readonly with?: { readonly script?: string };
}

/** The github-script step of the reusable sync workflow, run as actions/github-script runs it. */
function commentScript(): (env: Record<string, string>) => Promise<void> {
  const workflow = parse(readFileSync(join(REPO_ROOT, '.github/workflows/sync.yml'), 'utf8')) as {
    jobs: Record<string, { steps?: WorkflowStep[] }>;
  };
  const step = workflow.jobs.comment?.steps?.find((candidate) =>
    candidate.uses?.startsWith('actions/github-script'),
  );
  const script = step?.with?.script ?? '';
  expect(script).toContain('MARKER');
  const AsyncFunction = (async () => {}).constructor as new (
    ...args: string[]
  ) => (...values: unknown[]) => Promise<void>;
  const run = new AsyncFunction('github', 'context', 'core', 'process', script);
  const github = createGitHubClient(world.github.token, world.github.url);
  const context = {
    serverUrl: 'https://github.com',
    runId: 4242,
    repo: { owner: 'octo', repo: 'shop' },
    payload: { pull_request: { number: 7 } },
  };
  return async (env) => run(await github, context, { info: () => {} }, { env });
}

describe("the sync workflow's plan comment", () => {
  it('puts the dry-run plans in one sticky comment, found among many and edited in place', async () => {
    await createZone();
    world.github.seedComments('octo', 'shop', 7, 120);
    const post = commentScript();
    const env = (plan: string) => ({
      ENV_RESULT: 'skipped',
      DNS_RESULT: 'success',
      DNS_FILE: 'config/dns.yml',
      DNS_PLAN: plan,
      CRON_RESULT: 'failure',
      CRON_FILE: 'cron.yml',
      CRON_PLAN: '',
    });
    const first = await sync(ZONE_FILE, { 'dry-run': 'true' });
    await post(env(first.outputs['plan-markdown'] ?? ''));
    const second = await sync('www: { type: A, value: 192.0.2.99 }', { 'dry-run': 'true' });
    await post(env(second.outputs['plan-markdown'] ?? ''));
    const ours = world.github.state.comments.filter((comment) =>
      comment.body.includes('platform-config-sync-plan'),
    );
    expect(ours).toHaveLength(1);
    const body = ours[0]?.body ?? '';
    expect(body).toContain('### DNS sync: example.com (dry run)');
    expect(body).toContain('| create | www | A | (none) → 192.0.2.99 (ttl 3600) |');
    expect(body).not.toContain('CNAME');
    expect(body).toContain('### Cron jobs: cron.yml\n\n**Failed** before it could plan');
    expect(body).not.toContain('Environment variables');
  });
});
