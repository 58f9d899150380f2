import type { ActionPort } from '../../port.ts';
import type { ZoneSyncOutcome } from '../../sync/dns/sync-zone.ts';
import type { ZoneLookup } from '../../sync/dns/zone-lookup.ts';
import type { OutputsOf } from '../common/outputs.ts';
import { reportSync } from '../common/sync-report.ts';
import type { spec } from './spec.ts';

/** The zone's id, then the plan as every sync shows it; a zone created (or to be) is a change. */
export async function reportDnsSync(
  port: ActionPort,
  outputs: OutputsOf<typeof spec>,
  lookup: ZoneLookup,
  outcome: ZoneSyncOutcome,
  dryRun: boolean,
): Promise<void> {
  outputs.set('zone-id', outcome.zone?.id ?? '');
  await reportSync(port, outputs, outcome.result, {
    title: `DNS sync: ${lookup.found ? lookup.zone.name : lookup.name}`,
    dryRun,
    notes: outcome.notes,
    changedAnyway: outcome.zoneCreated || !lookup.found,
    planLogged: true,
  });
}
