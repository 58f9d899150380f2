import { projectLabel } from '../../api/resources/projects-resolve.ts';
import { ActionFailure, CancelledError } from '../../errors.ts';
import { resolveProject } from '../../projects/project-input.ts';
import { runCommand } from '../../runs/command.ts';
import { redact } from '../../secrets/redact.ts';
import { platformAction } from '../common/platform-action.ts';
import { readRunInputs } from './inputs.ts';
import { reportCommandOutcome, reportRunCreated } from './report.ts';
import { spec } from './spec.ts';

export const run = platformAction(spec, async ({ port, outputs, inputs, client, signal }) => {
  const config = readRunInputs(inputs);
  const project = await resolveProject(client, config.project, { logger: port, signal });

  const outcome = await port.group(null, (openGroup) =>
    runCommand({
      client,
      projectId: project.id,
      command: config.command,
      service: config.service,
      timeoutMs: config.timeoutMs,
      logger: port,
      signal,
      onCreated: (run) => {
        reportRunCreated(outputs, run.id);
        openGroup(`Output of run ${run.id}`);
      },
      onOutput: (lines) => {
        for (const line of lines) port.info(redact(line));
      },
    }),
  );

  const failure = await reportCommandOutcome(port, outputs, outcome, projectLabel(project));
  if (outcome.status === 'cancelled') throw new CancelledError(failure ?? 'The job was cancelled.');
  if (failure) throw new ActionFailure(failure);
  port.info(`The command succeeded (exit code ${outcome.exitCode ?? 0}).`);
});
