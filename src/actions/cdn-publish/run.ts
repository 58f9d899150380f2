import { resolve } from 'node:path';
import { CdnApi } from '../../cdn/cdn-api.ts';
import { tuningFromEnv } from '../../cdn/multipart-sizing.ts';
import { publishDirectory } from '../../cdn/publish.ts';
import { ActionFailure } from '../../errors.ts';
import { platformAction } from '../common/platform-action.ts';
import { readCdnPublishInputs } from './inputs.ts';
import { failureSentence, reportPublish } from './report.ts';
import { spec } from './spec.ts';

export const run = platformAction(spec, async ({ port, outputs, inputs, client, signal, workspace, env }) => {
  const config = readCdnPublishInputs(inputs);

  const result = await publishDirectory({
    api: new CdnApi(client),
    ...config,
    root: resolve(workspace, config.path),
    // Lowered only by tests (see multipart-sizing.ts); production uses the platform's 5 GB rule.
    tuning: tuningFromEnv(env),
    logger: port,
    signal,
  });

  await reportPublish(port, outputs, result, client.stats().requests);
  if (result.fatal !== undefined) throw result.fatal;
  if (result.refusal) throw result.refusal;
  if (!result.ok) throw new ActionFailure(failureSentence(result));
});
