import { resolve } from 'node:path';
import * as core from '@actions/core';
import { PlatformClient } from '../../api/client.ts';
import type { Deployment } from '../../api/resources/deployments.ts';
import { getProject } from '../../api/resources/projects.ts';
import { GitHubDeployReport } from '../../deploy/github-report.ts';
import { runDeployPipeline, type SourceChoice } from '../../deploy/pipeline.ts';
import { reportDeployOutcome } from '../../deploy/report.ts';
import { ActionFailure } from '../../errors.ts';
import { readRunContext } from '../../github/context.ts';
import { redact, registerSecret } from '../../github/redact.ts';
import { actionsLogger } from '../../log.ts';
import { readConnection } from '../common/connection.ts';
import { InputReader } from '../common/inputs.ts';
import { CancelledError, finishProcess, runAction } from '../common/run.ts';
import { readDeployInputs } from './inputs.ts';
import { spec } from './spec.ts';

await runAction(async ({ signal }) => {
  const context = readRunContext();
  const inputs = new InputReader(spec);
  const connection = readConnection(inputs, { isForkPullRequest: context.pullRequest?.isFork ?? false });
  const config = readDeployInputs(inputs);
  registerSecret(config.githubToken);
  const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
  const source: SourceChoice =
    config.source === 'upload'
      ? {
          kind: 'upload',
          root: resolve(workspace, config.path),
          exclude: config.exclude,
          tempDir: process.env.RUNNER_TEMP ?? workspace,
        }
      : { kind: 'repository', branch: config.branch, commitSha: config.commitSha };

  const client = new PlatformClient({ ...connection, logger: actionsLogger, signal });
  const github = new GitHubDeployReport({
    context,
    token: config.githubToken,
    projectId: config.projectId,
    environment: config.environment ?? context.defaultEnvironment,
    comment: config.comment,
    githubDeployment: config.githubDeployment,
    logger: actionsLogger,
  });

  // The upload is already a write: a wrong `project` has to fail before it, not on the create after it.
  await getProject(client, config.projectId, { signal });

  let created: Deployment | undefined;
  const outcome = await runDeployPipeline({
    client,
    projectId: config.projectId,
    source,
    wait: config.wait,
    timeoutMs: config.timeoutMs,
    logger: actionsLogger,
    signal,
    onCreated: async (deployment) => {
      created = deployment;
      await github.started();
      if (config.wait) core.startGroup(`Build log of deployment ${deployment.id}`);
    },
    onLogLines: (lines) => {
      for (const line of lines) core.info(redact(line.text));
    },
  }).catch(async (error: unknown) => {
    if (created) {
      core.endGroup();
      core.setOutput('deployment-id', created.id);
      core.setOutput('status', 'failed');
      await github.finished('failed', created.id, undefined);
    }
    throw error;
  });
  if (config.wait) core.endGroup();

  await github.finished(outcome.status, outcome.deployment?.id, outcome.deployment?.url);
  const failure = await reportDeployOutcome(outcome, {
    projectId: config.projectId,
    timeoutMs: config.timeoutMs,
  });
  if (outcome.status === 'live')
    core.info(`Deployment ${outcome.deployment?.id} is live at ${outcome.deployment?.url}`);
  if (outcome.status === 'pending')
    core.info(`Deployment ${outcome.deployment?.id} was created; not waiting for it.`);
  if (outcome.status === 'cancelled') throw new CancelledError(failure ?? 'cancelled');
  if (failure) throw new ActionFailure(failure);
});
await finishProcess();
