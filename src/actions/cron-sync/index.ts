import * as core from '@actions/core';
import { PlatformClient } from '../../api/client.ts';
import { listCronJobs } from '../../api/resources/cron.ts';
import { ConfigurationError } from '../../errors.ts';
import { readRunContext } from '../../github/context.ts';
import { redact } from '../../github/redact.ts';
import { actionsLogger } from '../../log.ts';
import { cronClientWriter, projectExistsWith } from '../../sync/cron/client-writer.ts';
import { cronJobProvider, decodePlatformCronJobs, readCronFile } from '../../sync/cron/index.ts';
import { nextRunsText, renderNextRuns } from '../../sync/cron/next-runs.ts';
import { withProjectCheck } from '../../sync/cron/projects.ts';
import { scopeCronJobs } from '../../sync/cron/scope.ts';
import { runSync } from '../../sync/engine/index.ts';
import { readConnection } from '../common/connection.ts';
import { InputReader } from '../common/inputs.ts';
import { finishProcess, runAction } from '../common/run.ts';
import { readDeclaredFile } from '../common/sync-inputs.ts';
import { annotateValidation, logWrite, reportSync } from '../common/sync-report.ts';
import { readCronSyncInputs } from './inputs.ts';
import { spec } from './spec.ts';

await runAction(async ({ signal }) => {
  const context = readRunContext();
  const inputs = new InputReader(spec);
  const connection = readConnection(inputs, { isForkPullRequest: context.pullRequest?.isFork ?? false });
  const config = readCronSyncInputs(inputs);
  const file = readDeclaredFile(config.file);
  const client = new PlatformClient({ ...connection, logger: actionsLogger, signal });
  try {
    const desired = readCronFile(file.text, file.displayPath, { defaultProject: config.project });
    // Jobs that name no project take this one: a wrong id is the input's mistake, not the file's.
    if (config.project !== undefined && !(await projectExistsWith(client)(config.project, signal))) {
      throw new ConfigurationError(
        `Input "project" is "${config.project}", which is not a project of the platform: set it to the id of an existing project.`,
        'project',
      );
    }
    const { jobs, ignored } = decodePlatformCronJobs(
      (await listCronJobs(client, { signal })).map((job) => job.raw),
    );
    for (const job of ignored)
      core.warning(redact(`Left alone a cron job the platform lists but ${job.reason}.`));
    const scope = scopeCronJobs(jobs, desired, config.project);
    if (scope.outside.length > 0)
      core.info(`${scope.outside.length} cron job(s) of other projects are outside this file's scope.`);
    const writer = cronClientWriter(client);
    const provider = withProjectCheck(cronJobProvider(writer), projectExistsWith(client));
    const result = await runSync(provider, desired, scope.managed, { ...config, signal, onResult: logWrite });
    await reportSync(result, {
      title: `Cron sync: ${file.displayPath}`,
      dryRun: config.dryRun,
      extraMarkdown: renderNextRuns(result.plan, writer.nextRuns),
      extraLog: nextRunsText(result.plan, writer.nextRuns),
    });
  } catch (error) {
    annotateValidation(error);
    throw error;
  }
});
await finishProcess();
