import { projectLabel } from '../../api/resources/projects-resolve.ts';
import { jobTarget, lookUpCronJob, projectOfJob, runJobNow } from '../../cron/run-now.ts';
import { ActionFailure, CancelledError } from '../../errors.ts';
import { resolveProject } from '../../projects/project-input.ts';
import { platformAction } from '../common/platform-action.ts';
import { jobNotFound, readCronRunInputs } from './inputs.ts';
import { jobLabel, reportPlanned, reportRun } from './report.ts';
import { spec } from './spec.ts';

export const run = platformAction(spec, async ({ port, outputs, inputs, client, signal }) => {
  const config = readCronRunInputs(inputs);
  const context = { logger: port, signal };
  const project =
    config.project === undefined
      ? undefined
      : await resolveProject(client, config.project, { input: 'project', ...context });
  const label = project && projectLabel(project);
  const lookup = await lookUpCronJob(client, config.job, project?.id, context);
  if (lookup.kind !== 'found') throw jobNotFound(config.job, lookup, label);
  const { job } = lookup;
  const owner = label ?? projectOfJob(job) ?? undefined;
  port.info(`Cron job ${jobLabel(job)}${owner ? ` of project ${owner}` : ''} runs ${jobTarget(job)}.`);
  if (config.dryRun) {
    port.info(`Dry run: cron job ${jobLabel(job)} would run now; nothing was run.`);
    return reportPlanned(port, outputs, job, owner);
  }
  const outcome = await runJobNow(client, job, { ...context, timeoutMs: config.timeoutMs });
  if (outcome.lines.length > 0) {
    await port.group(`Output of run ${outcome.run?.id ?? ''}`, async () => {
      for (const line of outcome.lines) port.info(line);
    });
  }
  const failure = await reportRun(port, outputs, job, outcome, {
    project: owner,
    timeoutMs: config.timeoutMs,
  });
  if (outcome.status === 'cancelled') throw new CancelledError(failure ?? 'The job was cancelled.');
  if (failure) throw new ActionFailure(failure);
  port.info(`Run ${outcome.run?.id} of cron job ${jobLabel(job)} succeeded.`);
});
