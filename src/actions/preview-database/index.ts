import { PlatformClient } from '../../api/client.ts';
import { envTarget } from '../../databases/env-target.ts';
import { attachDatabase, detachDatabase } from '../../databases/lifecycle.ts';
import { reportPreviewDatabase } from '../../databases/report.ts';
import { readRunContext } from '../../github/context.ts';
import { actionsLogger } from '../../log.ts';
import { readConnection } from '../common/connection.ts';
import { InputReader } from '../common/inputs.ts';
import { finishProcess, runAction } from '../common/run.ts';
import { readPreviewDatabaseInputs } from './inputs.ts';
import { spec } from './spec.ts';

await runAction(async ({ signal }) => {
  const context = readRunContext();
  const inputs = new InputReader(spec);
  const connection = readConnection(inputs, { isForkPullRequest: context.pullRequest?.isFork ?? false });
  const config = readPreviewDatabaseInputs(inputs, context.pullRequest);
  const client = new PlatformClient({ ...connection, logger: actionsLogger, signal });
  const env = envTarget(client, {
    projectId: config.projectId,
    scope: config.envScope,
    service: config.service,
    name: config.envName,
    logger: actionsLogger,
    signal,
  });
  const request = { ...config, client, env, logger: actionsLogger, signal };
  actionsLogger.info(`${config.mode === 'attach' ? 'Attaching' : 'Detaching'} database ${config.name}.`);
  const outcome = config.mode === 'attach' ? await attachDatabase(request) : await detachDatabase(request);
  await reportPreviewDatabase(outcome, { name: config.name, envDescription: env.description });
});
await finishProcess();
