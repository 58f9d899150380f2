import { describe, expect, it } from 'vitest';
import {
  OUTPUT_LIMIT_BYTES,
  PLAN_TABLE_MAX_BYTES,
  SUMMARY_LIMIT_BYTES,
} from '../../src/render/table-budget.ts';
import { parseDnsFile, readDnsFile } from '../../src/sync/dns/file.ts';
import { decodePlatformDnsRecords } from '../../src/sync/dns/platform.ts';
import { dnsRecordProvider } from '../../src/sync/dns/provider.ts';
import type { DeclaredDnsRecord } from '../../src/sync/dns/record.ts';
import { type RecordHead, zoneIssues } from '../../src/sync/dns/zone-rules.ts';
import {
  PLAN_SLICE,
  type PlanJson,
  plan,
  planCancellable,
  renderPlanMarkdown,
  runSync,
  type SyncProvider,
  syncOutputs,
} from '../../src/sync/engine/index.ts';
import { largeZone } from './helpers/large-zone.ts';

const zone = { id: 'z1', name: 'example.com' };
const noWrites = {
  createRecord: async () => {
    throw new Error('no write expected');
  },
  updateRecord: async () => {
    throw new Error('no write expected');
  },
  deleteRecord: async () => {
    throw new Error('no write expected');
  },
};

function planZone(count: number) {
  const { declared, platformRecords } = largeZone(count);
  const current = decodePlatformDnsRecords(platformRecords, zone.name).records;
  return plan(dnsRecordProvider(noWrites, zone), declared, current, { prune: true });
}

describe('a 30,000-record plan', () => {
  const planned = planZone(30_000);

  it('has every operation, so the tables below hold writes, unchanged records and more', () => {
    expect(planned.counts).toEqual({
      create: 10_000,
      update: 10_000,
      delete: 10_000,
      unchanged: 10_000,
      unmanaged: 0,
    });
  });

  it('renders a summary table under 1 MiB that ends by saying how many changes it left out', () => {
    const markdown = renderPlanMarkdown(planned);
    const bytes = Buffer.byteLength(markdown);
    expect(bytes).toBeLessThanOrEqual(PLAN_TABLE_MAX_BYTES + 1_000);
    expect(bytes).toBeLessThan(SUMMARY_LIMIT_BYTES);
    // The same markdown is the plan-markdown output.
    expect(bytes).toBeLessThan(OUTPUT_LIMIT_BYTES);
    const rows = markdown.split('\n').filter((line) => /^\| (create|update|delete) \|/.test(line)).length;
    const more =
      /_…and ([\d,]+) more DNS record changes, not shown: a job summary holds at most 1 MiB\./.exec(markdown);
    expect(more).not.toBeNull();
    expect(rows).toBeGreaterThan(1_000);
    expect(rows + Number(more?.[1]?.replace(/,/g, ''))).toBe(30_000);
    expect(markdown).toContain(
      '**DNS records: 10000 to create, 10000 to update, 10000 to delete, 10000 unchanged.**',
    );
  });

  it('writes a plan output under 1 MB that stays JSON, keeps the writes first and counts the rest', () => {
    const outputs = syncOutputs(planned);
    expect(Buffer.byteLength(outputs.plan ?? '')).toBeLessThan(OUTPUT_LIMIT_BYTES);
    const json = JSON.parse(outputs.plan ?? '') as PlanJson;
    expect(json.counts).toEqual(planned.counts);
    expect(json.items.length + (json.omitted ?? 0)).toBe(40_000);
    expect(json.omitted).toBeGreaterThan(0);
    expect(json.note).toMatch(/^[\d,]+ more DNS records not listed: a step output holds at most 1 MB\./);
    // 30,000 writes do not fit, so nothing unchanged is listed before them.
    expect(json.items.every((item) => item.op !== 'unchanged')).toBe(true);
    const order = new Map(planned.items.map((item, index) => [`${item.op} ${item.key}`, index]));
    const positions = json.items.map((item) => order.get(`${item.op} ${item.key}`) ?? -1);
    expect(positions.every((position, i) => position > (positions[i - 1] ?? -1))).toBe(true);
    expect(outputs).toMatchObject({ created: '10000', updated: '10000', deleted: '10000', changed: 'true' });
  });
});

describe('output caps', () => {
  it('reads the same records from the file as the large-zone helper builds', () => {
    const { fileText, declared } = largeZone(300);
    const withLine = (records: readonly DeclaredDnsRecord[]) =>
      records.map(({ source, ...record }) => ({ ...record, line: source.line }));
    expect(withLine(readDnsFile(fileText, 'dns.yml'))).toEqual(withLine(declared));
  });

  it('leaves a plan that fits whole, with no omitted count', () => {
    const small = planZone(30);
    const json = JSON.parse(syncOutputs(small).plan ?? '') as PlanJson;
    expect(json.items).toHaveLength(small.items.length);
    expect(json).not.toHaveProperty('omitted');
    expect(renderPlanMarkdown(small)).not.toContain('more DNS record');
  });

  it('cuts the unmanaged table within the same budget and still closes its details', () => {
    const { declared, platformRecords } = largeZone(600);
    const current = decodePlatformDnsRecords(platformRecords, zone.name).records;
    const planned = plan(dnsRecordProvider(noWrites, zone), declared, current, { prune: false });
    expect(planned.counts.unmanaged).toBe(200);
    const markdown = renderPlanMarkdown(planned, undefined, { maxBytes: 30_000 });
    expect(markdown).toMatch(/_…and [\d,]+ more DNS record changes/);
    expect(markdown).toMatch(/_…and [\d,]+ more unmanaged DNS records/);
    expect(markdown).toContain('<details><summary>200 unmanaged DNS records, left alone</summary>');
    expect(markdown.trimEnd().endsWith('</details>')).toBe(true);
    expect(Buffer.byteLength(markdown)).toBeLessThan(31_000);
  });
});

interface Item {
  readonly key: string;
  readonly value: string;
}

/** A provider over plain objects that counts how often the engine asks it anything. */
function countingProvider(onKey: () => void = () => {}) {
  const calls = { keyOfDesired: 0, keyOfCurrent: 0, equals: 0, describe: 0 };
  const provider: SyncProvider<Item, Item> = {
    kind: 'item',
    keyOfDesired: (item) => {
      calls.keyOfDesired += 1;
      onKey();
      return item.key;
    },
    keyOfCurrent: (item) => {
      calls.keyOfCurrent += 1;
      onKey();
      return item.key;
    },
    equals: (desired, current) => {
      calls.equals += 1;
      return desired.value === current.value;
    },
    describe: (item) => {
      calls.describe += 1;
      return item.value;
    },
    create: async () => {},
    update: async () => {},
    delete: async () => {},
  };
  return { provider, calls };
}

function items(count: number, value: (index: number) => string): Item[] {
  return Array.from({ length: count }, (_, index) => ({ key: `k${index}`, value: value(index) }));
}

describe('planning at scale', () => {
  it('asks the provider a bounded number of questions per object, not one per pair', () => {
    const { provider, calls } = countingProvider();
    const desired = items(30_000, (i) => (i % 2 === 0 ? 'same' : 'new'));
    const current = items(30_000, () => 'same');
    const planned = plan(provider, desired, current, { prune: true });
    expect(planned.counts).toMatchObject({ update: 15_000, unchanged: 15_000 });
    expect(calls.keyOfDesired).toBe(30_000);
    expect(calls.keyOfCurrent).toBe(30_000);
    expect(calls.equals).toBe(30_000);
    expect(calls.describe).toBe(60_000);
  });

  it('checks the zone-wide rules reading each record a few times, not once per CNAME', () => {
    let reads = 0;
    const heads: RecordHead[] = Array.from({ length: 30_000 }, (_, i) => {
      const name = `n${i % 20_000}`;
      return {
        get name() {
          reads += 1;
          return name;
        },
        type: i < 10_000 ? 'CNAME' : 'A',
        source: { file: 'dns.yml', line: i + 1, column: 1 },
      };
    });
    const issues = zoneIssues(heads);
    // n0..n9999 hold a CNAME and an A record each.
    expect(issues).toHaveLength(10_000);
    expect(issues[0]?.message).toMatch(/^n0 has a CNAME and other records \(A at line 20001\)/);
    expect(reads).toBeLessThanOrEqual(4 * heads.length);
  });

  it('still finds a repeated key anywhere in a large file, with its line', () => {
    const { fileText } = largeZone(3_000);
    const repeated = `${fileText}host0: { type: A, value: 192.0.2.1 }\nwww: { type: A, type: AAAA, value: 192.0.2.1 }\n`;
    const messages = parseDnsFile(repeated, 'dns.yml').issues.map(
      (issue) => `${issue.line}: ${issue.message}`,
    );
    expect(messages).toEqual([
      '3001: Map keys must be unique; each key may appear once, so merge the two entries.',
      '3002: Map keys must be unique; each key may appear once, so merge the two entries.',
    ]);
  });
});

describe('cancelling a plan', () => {
  it('gives the same plan as the one-go computation', async () => {
    const desired = items(5_000, (i) => (i % 3 === 0 ? 'x' : 'y'));
    const current = items(6_000, () => 'y');
    const { provider } = countingProvider();
    const whole = plan(provider, desired, current, { prune: true });
    expect(await planCancellable(provider, desired, current, { prune: true }, undefined)).toEqual(whole);
  });

  it('stops within one slice when the signal is aborted while it computes, as SIGTERM does', async () => {
    const controller = new AbortController();
    let keysAfterAbort = 0;
    const { provider, calls } = countingProvider(() => {
      if (controller.signal.aborted) keysAfterAbort += 1;
    });
    // Runs at the first turn of the event loop the plan gives back, like a signal handler would.
    setImmediate(() => controller.abort(new Error('The job was cancelled (SIGTERM).')));
    const planning = planCancellable(
      provider,
      items(30_000, () => 'v'),
      items(30_000, () => 'v'),
      { prune: true },
      controller.signal,
    );
    await expect(planning).rejects.toThrow('The job was cancelled (SIGTERM).');
    expect(calls.keyOfCurrent + calls.keyOfDesired).toBeLessThanOrEqual(PLAN_SLICE);
    expect(keysAfterAbort).toBe(0);
  });

  it('makes no write when the run is cancelled before the plan is done', async () => {
    const controller = new AbortController();
    const writes: string[] = [];
    const { provider } = countingProvider();
    const recording = { ...provider, create: async (item: Item) => void writes.push(item.key) };
    setImmediate(() => controller.abort(new Error('cancelled')));
    const run = runSync(
      recording,
      items(30_000, () => 'v'),
      [],
      {
        prune: false,
        dryRun: false,
        force: true,
        signal: controller.signal,
      },
    );
    await expect(run).rejects.toThrow('cancelled');
    expect(writes).toEqual([]);
  });
});
