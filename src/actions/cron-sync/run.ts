import { listCronJobs } from '../../api/resources/cron.ts';
import { ConfigurationError } from '../../errors.ts';
import { redact } from '../../github/redact.ts';
import { cronClientWriter, projectExistsWith } from '../../sync/cron/client-writer.ts';
import { cronJobProvider, decodePlatformCronJobs, readCronFile } from '../../sync/cron/index.ts';
import { nextRunsText, renderNextRuns } from '../../sync/cron/next-runs.ts';
import { withProjectCheck } from '../../sync/cron/projects.ts';
import { scopeCronJobs } from '../../sync/cron/scope.ts';
import { runSync } from '../../sync/engine/index.ts';
import { platformAction } from '../common/platform-action.ts';
import { readDeclaredFile } from '../common/sync-inputs.ts';
import { annotateValidation, logWrite, reportSync } from '../common/sync-report.ts';
import { readCronSyncInputs } from './inputs.ts';
import { spec } from './spec.ts';

export const run = platformAction(spec, async ({ port, inputs, client, signal, workspace }) => {
  const config = readCronSyncInputs(inputs);
  const file = readDeclaredFile(config.file, workspace);
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
      port.warning(redact(`Left alone a cron job the platform lists but ${job.reason}.`));
    const scope = scopeCronJobs(jobs, desired, config.project);
    if (scope.outside.length > 0)
      port.info(`${scope.outside.length} cron job(s) of other projects are outside this file's scope.`);
    const writer = cronClientWriter(client);
    const provider = withProjectCheck(cronJobProvider(writer), projectExistsWith(client));
    const result = await runSync(provider, desired, scope.managed, {
      ...config,
      signal,
      onResult: (item) => logWrite(port, item),
    });
    await reportSync(port, result, {
      title: `Cron sync: ${file.displayPath}`,
      dryRun: config.dryRun,
      extraMarkdown: renderNextRuns(result.plan, writer.nextRuns),
      extraLog: nextRunsText(result.plan, writer.nextRuns),
    });
  } catch (error) {
    annotateValidation(port, error);
    throw error;
  }
});
