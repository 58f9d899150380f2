import { resolve } from 'node:path';
import type { Deployment } from '../../api/resources/deployments.ts';
import { getProject } from '../../api/resources/projects.ts';
import { GitHubDeployReport } from '../../deploy/github-report.ts';
import { runDeployPipeline, type SourceChoice } from '../../deploy/pipeline.ts';
import { reportDeployOutcome } from '../../deploy/report.ts';
import { ActionFailure, CancelledError } from '../../errors.ts';
import { redact, registerSecret } from '../../github/redact.ts';
import { platformAction } from '../common/platform-action.ts';
import { readDeployInputs } from './inputs.ts';
import { spec } from './spec.ts';

export const run = platformAction(
  spec,
  async ({ port, inputs, context, client, signal, workspace, tempDir }) => {
    const config = readDeployInputs(inputs);
    registerSecret(config.githubToken);
    const source: SourceChoice =
      config.source === 'upload'
        ? {
            kind: 'upload',
            root: resolve(workspace, config.path),
            exclude: config.exclude,
            tempDir,
            uploadFormat: config.uploadFormat,
            compressionLevel: config.compressionLevel,
          }
        : { kind: 'repository', branch: config.branch, commitSha: config.commitSha };

    const github = new GitHubDeployReport({
      context,
      token: config.githubToken,
      projectId: config.projectId,
      environment: config.environment ?? context.defaultEnvironment,
      comment: config.comment,
      githubDeployment: config.githubDeployment,
      logger: port,
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
      logger: port,
      signal,
      onCreated: async (deployment) => {
        created = deployment;
        await github.started();
        if (config.wait) port.startGroup(`Build log of deployment ${deployment.id}`);
      },
      onLogLines: (lines) => {
        for (const line of lines) port.info(redact(line.text));
      },
    }).catch(async (error: unknown) => {
      if (created) {
        port.endGroup();
        port.setOutput('deployment-id', created.id);
        port.setOutput('status', 'failed');
        await github.finished('failed', created.id, undefined);
      }
      throw error;
    });
    if (config.wait) port.endGroup();

    await github.finished(outcome.status, outcome.deployment?.id, outcome.deployment?.url);
    const failure = await reportDeployOutcome(port, outcome, {
      projectId: config.projectId,
      timeoutMs: config.timeoutMs,
    });
    if (outcome.status === 'live')
      port.info(`Deployment ${outcome.deployment?.id} is live at ${outcome.deployment?.url}`);
    if (outcome.status === 'pending')
      port.info(`Deployment ${outcome.deployment?.id} was created; not waiting for it.`);
    if (outcome.status === 'cancelled') throw new CancelledError(failure ?? 'cancelled');
    if (failure) throw new ActionFailure(failure);
  },
);
