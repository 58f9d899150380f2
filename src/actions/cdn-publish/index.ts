import { resolve } from 'node:path';
import * as core from '@actions/core';
import { PlatformClient } from '../../api/client.ts';
import { CdnApi } from '../../cdn/cdn-api.ts';
import { tuningFromEnv } from '../../cdn/multipart-sizing.ts';
import { publishDirectory } from '../../cdn/publish.ts';
import { failureSentence, publishOutputs, renderPublishSummary } from '../../cdn/report.ts';
import { ActionFailure } from '../../errors.ts';
import { readRunContext } from '../../github/context.ts';
import { appendJobSummary } from '../../github/summary.ts';
import { actionsLogger } from '../../log.ts';
import { readConnection } from '../common/connection.ts';
import { InputReader } from '../common/inputs.ts';
import { finishProcess, runAction } from '../common/run.ts';
import { readCdnPublishInputs } from './inputs.ts';
import { spec } from './spec.ts';

await runAction(async ({ signal }) => {
  const context = readRunContext();
  const inputs = new InputReader(spec);
  const connection = readConnection(inputs, { isForkPullRequest: context.pullRequest?.isFork ?? false });
  const config = readCdnPublishInputs(inputs);
  const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
  const client = new PlatformClient({ ...connection, logger: actionsLogger, signal });

  const result = await publishDirectory({
    api: new CdnApi(client),
    ...config,
    root: resolve(workspace, config.path),
    // Lowered only by tests (see multipart-sizing.ts); production uses the platform's 5 GB rule.
    tuning: tuningFromEnv(process.env),
    logger: actionsLogger,
    signal,
  });

  const outputs = publishOutputs(result);
  for (const [name, value] of Object.entries(outputs)) core.setOutput(name, String(value));
  await appendJobSummary(renderPublishSummary(result, client.stats().requests));
  core.info(
    `${result.dryRun ? 'Dry run: would upload' : 'Uploaded'} ${outputs.uploaded} file(s) (${outputs.bytes} bytes), skipped ${outputs.skipped}, ${result.dryRun ? 'would delete' : 'deleted'} ${outputs.deleted}.`,
  );
  if (result.fatal !== undefined) throw result.fatal;
  if (result.refusal) throw result.refusal;
  if (!result.ok) throw new ActionFailure(failureSentence(result));
});
await finishProcess();
