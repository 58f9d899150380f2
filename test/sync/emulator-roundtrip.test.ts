import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cronJobProvider, decodePlatformCronJobs, readCronFile } from '../../src/sync/cron/index.ts';
import {
  decodePlatformDnsRecords,
  dnsRecordProvider,
  findDnsZone,
  readDnsFile,
} from '../../src/sync/dns/index.ts';
import { runSync, type SyncResult } from '../../src/sync/engine/index.ts';
import { type Platform, startPlatform } from '../fakes/platform/index.ts';

/**
 * The record mappings against the local platform, in each response shape it can answer with: what
 * the sync writes must read back as equal, or every run would rewrite everything.
 */

const DNS_FILE = `
'@':
  - { type: A, values: [192.0.2.1, 192.0.2.2] }
  - { type: MX, values: ['10 mx1.example.com', '20 mx2.example.com', '20 mx3.example.com'] }
  - { type: CAA, value: { tag: issue, value: letsencrypt.org } }
  - { type: TXT, value: 'v=spf1 include:_spf.example.com ~all' }
www: { type: CNAME, value: example.com. }
v6: { type: AAAA, ttl: 300, value: '2001:DB8::1' }
_sip._tcp: { type: SRV, value: { priority: 1, weight: 5, port: 5060, target: sip.example.com } }
`;

const CRON_FILE = `
backup: { schedule: '0 3 * * *', command: 'npm run backup', timezone: europe/paris }
ping: { schedule: '*/5 * * * mon-fri', path: /api/ping }
off: { schedule: '0 0 1 jan *', command: 'echo hi', enabled: false }
`;

const options = { prune: true, force: false, dryRun: false };

/** Just enough HTTP for these tests; the actions use the API client. */
function api(platform: Platform) {
  const call = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    const response = await fetch(`${platform.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${platform.fullKey}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return text === '' ? undefined : unwrap(JSON.parse(text));
  };
  const list = async (path: string): Promise<unknown[]> => {
    const page = (await call('GET', `${path}?limit=100`)) as { items?: unknown[] } | unknown[];
    return Array.isArray(page) ? page : (page.items ?? []);
  };
  return { call, list };
}

/** The first sync of `text` creates its `count` items; a second one finds all of them unchanged. */
async function expectConverges<D, C>(
  sync: (text: string) => Promise<SyncResult<D, C>>,
  text: string,
  count: number,
): Promise<void> {
  const first = await sync(text);
  expect(first.report?.failed).toEqual([]);
  expect(first.plan.counts.create).toBe(count);
  expect((await sync(text)).plan.counts).toMatchObject({ create: 0, update: 0, delete: 0, unchanged: count });
}

function unwrap(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'data' in body ? body.data : body;
}

describe.each(['canonical', 'snake', 'wrapped'] as const)(
  'sync against the local platform (%s shapes)',
  (shapes) => {
    let platform: Platform;
    let http: ReturnType<typeof api>;
    beforeAll(async () => {
      platform = await startPlatform({ shapes, rateLimit: 10_000 });
      http = api(platform);
    });
    afterAll(() => platform.close());

    it('creates DNS records that read back unchanged, then swaps a CNAME for an A record', async () => {
      await http.call('POST', '/dns/zones', { name: 'example.com' });
      const zone = findDnsZone(await http.list('/dns/zones'), 'example.com');
      const provider = dnsRecordProvider(
        {
          createRecord: (zoneId, body) => http.call('POST', `/dns/zones/${zoneId}/records`, body),
          updateRecord: (zoneId, id, body) => http.call('PUT', `/dns/zones/${zoneId}/records/${id}`, body),
          deleteRecord: (zoneId, id) => http.call('DELETE', `/dns/zones/${zoneId}/records/${id}`),
        },
        zone,
      );
      const sync = async (text: string) => {
        const { records, ignored } = decodePlatformDnsRecords(
          await http.list(`/dns/zones/${zone.id}/records`),
          zone.name,
        );
        expect(ignored).toEqual([]);
        return runSync(provider, readDnsFile(text, 'dns.yml'), records, options);
      };
      await expectConverges(sync, DNS_FILE, 7);
      const swapped = DNS_FILE.replace(
        'www: { type: CNAME, value: example.com. }',
        'www: { type: A, value: 192.0.2.7 }',
      );
      const swap = await sync(swapped);
      expect(
        swap.report?.results.map((result) => `${result.status} ${result.item.op} ${result.item.key}`),
      ).toEqual(['applied delete www CNAME', 'applied create www A']);
      expect((await sync(swapped)).plan.counts.unchanged).toBe(7);
    });

    it('creates cron jobs that read back unchanged, and lets the platform judge schedules first', async () => {
      const project = (await http.call('POST', '/projects', { name: `cron-${shapes}` })) as { id: string };
      const provider = cronJobProvider({
        createJob: (body) => http.call('POST', '/cron', body),
        updateJob: (id, body) => http.call('PATCH', `/cron/${id}`, body),
        deleteJob: (id) => http.call('DELETE', `/cron/${id}`),
        previewSchedule: async (schedule, timezone) => {
          try {
            await http.call('POST', '/cron/preview', { schedule, timezone });
            return undefined;
          } catch (error) {
            return (error as Error).message;
          }
        },
      });
      const sync = async (text: string) => {
        const { jobs, ignored } = decodePlatformCronJobs(await http.list('/cron'));
        expect(ignored).toEqual([]);
        return runSync(
          provider,
          readCronFile(text, 'cron.yml', { defaultProject: project.id }),
          jobs,
          options,
        );
      };
      await expectConverges(sync, CRON_FILE, 3);
      await expect(sync(`${CRON_FILE}never: { schedule: '0 0 30 2 *', command: x }\n`)).rejects.toThrow(
        /cron\.yml:5: Job "never": the platform rejects the schedule "0 0 30 2 \*" \(.*never runs/,
      );
    });
  },
);
