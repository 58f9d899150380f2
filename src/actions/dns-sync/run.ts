import { requestChecker } from '../../api/request-check.ts';
import { listDnsZones } from '../../api/resources/dns.ts';
import { readDnsFile } from '../../sync/dns/index.ts';
import { syncZone } from '../../sync/dns/sync-zone.ts';
import { lookUpZone } from '../../sync/dns/zone-lookup.ts';
import { platformAction } from '../common/platform-action.ts';
import { readDeclaredFile } from '../common/sync-inputs.ts';
import { logPlan, logWrite } from '../common/sync-report.ts';
import { readDnsSyncInputs } from './inputs.ts';
import { reportDnsSync } from './report.ts';
import { spec } from './spec.ts';

export const run = platformAction(spec, async ({ port, outputs, inputs, client, signal, workspace }) => {
  const config = readDnsSyncInputs(inputs);
  const file = readDeclaredFile(config.file, workspace);
  const desired = readDnsFile(file.text, file.displayPath);
  const zones = (await listDnsZones(client, { signal })).map((zone) => zone.raw);
  const lookup = lookUpZone(zones, config.zone, config.createZone);
  const outcome = await syncZone(client, lookup, desired, {
    ...config,
    checkBody: await requestChecker(client, signal),
    logger: port,
    signal,
    onPlan: (plan) => logPlan(port, plan),
    onResult: (item) => logWrite(port, item),
  });
  await reportDnsSync(port, outputs, lookup, outcome, config.dryRun);
});
