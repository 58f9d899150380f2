import * as core from '@actions/core';
import { PlatformClient } from '../../api/client.ts';
import { listDnsZones } from '../../api/resources/dns.ts';
import { readRunContext } from '../../github/context.ts';
import { actionsLogger } from '../../log.ts';
import { readDnsFile } from '../../sync/dns/index.ts';
import { lookUpZone } from '../../sync/dns/zone-lookup.ts';
import { readConnection } from '../common/connection.ts';
import { InputReader } from '../common/inputs.ts';
import { finishProcess, runAction } from '../common/run.ts';
import { readDeclaredFile } from '../common/sync-inputs.ts';
import { annotateValidation, logWrite, reportSync } from '../common/sync-report.ts';
import { readDnsSyncInputs } from './inputs.ts';
import { spec } from './spec.ts';
import { syncZone } from './sync-zone.ts';

await runAction(async ({ signal }) => {
  const context = readRunContext();
  const inputs = new InputReader(spec);
  const connection = readConnection(inputs, { isForkPullRequest: context.pullRequest?.isFork ?? false });
  const config = readDnsSyncInputs(inputs);
  const file = readDeclaredFile(config.file);
  const client = new PlatformClient({ ...connection, logger: actionsLogger, signal });
  try {
    const desired = readDnsFile(file.text, file.displayPath);
    const zones = (await listDnsZones(client, { signal })).map((zone) => zone.raw);
    const lookup = lookUpZone(zones, config.zone, config.createZone);
    const outcome = await syncZone(client, lookup, desired, { ...config, signal, onResult: logWrite });
    core.setOutput('zone-id', outcome.zone?.id ?? '');
    await reportSync(outcome.result, {
      title: `DNS sync: ${lookup.found ? lookup.zone.name : lookup.name}`,
      dryRun: config.dryRun,
      notes: outcome.notes,
      changedAnyway: outcome.zoneCreated || !lookup.found,
    });
  } catch (error) {
    annotateValidation(error);
    throw error;
  }
});
await finishProcess();
