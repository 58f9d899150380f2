import { requestChecker } from '../../api/request-check.ts';
import { listCronJobs } from '../../api/resources/cron.ts';
import { ProjectDirectory } from '../../api/resources/projects-resolve.ts';
import { resolveProjectInput } from '../../projects/project-input.ts';
import { redact } from '../../secrets/redact.ts';
import { cronClientWriter } from '../../sync/cron/client-writer.ts';
import { cronJobProvider, decodePlatformCronJobs, readCronFile } from '../../sync/cron/index.ts';
import { nextRunsText, renderNextRuns } from '../../sync/cron/next-runs.ts';
import { resolveCronProjects, withProjectCheck } from '../../sync/cron/projects.ts';
import { cronRequestBodies } from '../../sync/cron/request-bodies.ts';
import { scopeCronJobs } from '../../sync/cron/scope.ts';
import { runSync } from '../../sync/engine/index.ts';
import { platformAction } from '../common/platform-action.ts';
import { readDeclaredFile } from '../common/sync-inputs.ts';
import { logWrite, reportSync } from '../common/sync-report.ts';
import { readCronSyncInputs } from './inputs.ts';
import { spec } from './spec.ts';

export const run = platformAction(spec, async ({ port, outputs, inputs, client, signal, workspace }) => {
  const config = readCronSyncInputs(inputs);
  const file = readDeclaredFile(config.file, workspace);
  const declared = readCronFile(file.text, file.displayPath, { defaultProject: config.project });
  // Projects are named by id or name, in the input and in the file; each is resolved once, here.
  // Jobs that name no project take the input's: a wrong one is the input's mistake, not the file's.
  const directory = new ProjectDirectory(client, signal);
  const defaultProject =
    config.project === undefined
      ? undefined
      : (await resolveProjectInput(directory, 'project', config.project, port)).id;
  const known = new Map(config.project === undefined ? [] : [[config.project, defaultProject as string]]);
  const { jobs: desired, problems } = await resolveCronProjects(declared, directory, port, known);
  const { jobs, ignored } = decodePlatformCronJobs(
    (await listCronJobs(client, { signal })).map((job) => job.raw),
  );
  for (const job of ignored)
    port.warning(redact(`Left alone a cron job the platform lists but ${job.reason}.`));
  const scope = scopeCronJobs(jobs, desired, defaultProject);
  if (scope.outside.length > 0)
    port.info(`${scope.outside.length} cron job(s) of other projects are outside this file's scope.`);
  const writer = cronClientWriter(client);
  const provider = { ...withProjectCheck(cronJobProvider(writer), problems), bodies: cronRequestBodies };
  const result = await runSync(provider, desired, scope.managed, {
    ...config,
    checkBody: await requestChecker(client, signal),
    signal,
    onResult: (item) => logWrite(port, item),
  });
  await reportSync(port, outputs, result, {
    title: `Cron sync: ${file.displayPath}`,
    dryRun: config.dryRun,
    extraMarkdown: renderNextRuns(result.plan, writer.nextRuns),
    extraLog: nextRunsText(result.plan, writer.nextRuns),
  });
});
