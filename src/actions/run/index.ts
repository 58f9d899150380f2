import * as core from '@actions/core';
import { PlatformClient } from '../../api/client.ts';
import { ActionFailure } from '../../errors.ts';
import { readRunContext } from '../../github/context.ts';
import { redact } from '../../github/redact.ts';
import { actionsLogger } from '../../log.ts';
import { runCommand } from '../../runs/command.ts';
import { reportCommandOutcome } from '../../runs/report.ts';
import { readConnection } from '../common/connection.ts';
import { InputReader } from '../common/inputs.ts';
import { CancelledError, finishProcess, runAction } from '../common/run.ts';
import { readRunInputs } from './inputs.ts';
import { spec } from './spec.ts';

await runAction(async ({ signal }) => {
  const context = readRunContext();
  const inputs = new InputReader(spec);
  const connection = readConnection(inputs, { isForkPullRequest: context.pullRequest?.isFork ?? false });
  const config = readRunInputs(inputs);
  const client = new PlatformClient({ ...connection, logger: actionsLogger, signal });

  let grouped = false;
  const outcome = await runCommand({
    client,
    projectId: config.projectId,
    command: config.command,
    service: config.service,
    timeoutMs: config.timeoutMs,
    logger: actionsLogger,
    signal,
    onCreated: (run) => {
      core.setOutput('run-id', run.id);
      core.startGroup(`Output of run ${run.id}`);
      grouped = true;
    },
    onOutput: (lines) => {
      for (const line of lines) core.info(redact(line));
    },
  }).finally(() => {
    if (grouped) core.endGroup();
  });

  const failure = await reportCommandOutcome(outcome);
  if (outcome.status === 'cancelled') throw new CancelledError(failure ?? 'The job was cancelled.');
  if (failure) throw new ActionFailure(failure);
  core.info(`The command succeeded (exit code ${outcome.exitCode ?? 0}).`);
});
await finishProcess();
