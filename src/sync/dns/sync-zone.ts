import type { PlatformClient } from '../../api/client.ts';
import { createDnsZone, listDnsRecords } from '../../api/resources/dns.ts';
import type { Logger } from '../../log.ts';
import { redact } from '../../secrets/redact.ts';
import { type Plan, runSync, type SyncOptions, type SyncResult } from '../engine/index.ts';
import { dnsClientWriter } from './client-writer.ts';
import {
  type DeclaredDnsRecord,
  type DnsZoneRef,
  decodePlatformDnsRecords,
  dnsRecordProvider,
} from './index.ts';
import type { CurrentDnsRecord, DnsRecord } from './record.ts';
import { dnsRequestBodies } from './request-bodies.ts';
import type { ZoneLookup } from './zone-lookup.ts';

export interface ZoneSyncOutcome {
  readonly result: SyncResult<DnsRecord, CurrentDnsRecord>;
  /** The zone synced; undefined when a dry run or a refused plan left a missing zone uncreated. */
  readonly zone: DnsZoneRef | undefined;
  readonly notes: string[];
  readonly zoneCreated: boolean;
}

/**
 * Plans (and unless dry, applies) the file against the zone. A missing zone that may be created is
 * planned against no records first: a dry run stops there, and a refused plan creates nothing.
 */
export async function syncZone(
  client: PlatformClient,
  lookup: ZoneLookup,
  desired: readonly DeclaredDnsRecord[],
  options: SyncOptions & { readonly logger: Logger },
): Promise<ZoneSyncOutcome> {
  const { logger } = options;
  const writer = dnsClientWriter(client);
  if (lookup.found) {
    const current = await currentRecords(logger, client, lookup.zone, options.signal);
    const result = await runSync(
      withBodies(dnsRecordProvider(writer, lookup.zone)),
      desired,
      current,
      options,
    );
    return { result, zone: lookup.zone, notes: [], zoneCreated: false };
  }
  const pending = { id: '', name: lookup.name };
  // The plan against no records is printed only when it is the last word (a dry run, a refusal):
  // otherwise the plan against the created zone follows, and one table is enough.
  const preview = await runSync(withBodies(dnsRecordProvider(writer, pending)), desired, [], {
    ...options,
    onPlan: undefined,
    dryRun: true,
  });
  if (options.dryRun || preview.refusal !== undefined) {
    const note = options.dryRun
      ? `Zone ${lookup.name} does not exist: it would be created (create-zone: true), with the records below.`
      : `Zone ${lookup.name} does not exist and was not created, because the plan was refused.`;
    logger.info(note);
    options.onPlan?.(preview.plan as Plan<unknown, unknown>);
    return { result: preview, zone: undefined, notes: [note], zoneCreated: false };
  }
  const zone = await createDnsZone(client, { name: lookup.name }, { signal: options.signal });
  const created = { id: zone.id, name: (zone.name ?? lookup.name).toLowerCase().replace(/\.$/, '') };
  const note = `Created zone ${created.name} (${created.id}).`;
  logger.info(note);
  const current = await currentRecords(logger, client, created, options.signal);
  const result = await runSync(withBodies(dnsRecordProvider(writer, created)), desired, current, options);
  return { result, zone: created, notes: [note], zoneCreated: true };
}

function withBodies<P extends object>(provider: P): P & { bodies: typeof dnsRequestBodies } {
  return { ...provider, bodies: dnsRequestBodies };
}

async function currentRecords(
  logger: Logger,
  client: PlatformClient,
  zone: DnsZoneRef,
  signal: AbortSignal | undefined,
): Promise<CurrentDnsRecord[]> {
  const raws = (await listDnsRecords(client, zone.id, { signal })).map((record) => record.raw);
  const { records, ignored } = decodePlatformDnsRecords(raws, zone.name);
  for (const record of ignored) {
    logger.info(redact(`Not synced, left alone: ${JSON.stringify(record.raw)} (${record.reason}).`));
  }
  return records;
}
