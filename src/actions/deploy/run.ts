import { resolve } from 'node:path';
import type { Deployment } from '../../api/resources/deployments.ts';
import { projectLabel, resolveProject } from '../../api/resources/projects-resolve.ts';
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
          }
        : { kind: 'repository', branch: config.branch, commitSha: config.commitSha };

    // `project` is an id or a name; it is resolved before any write (the upload is one already), so a
    // wrong one fails first, naming the input.
    const project = await resolveProject(client, config.project, { logger: port, signal });
    const github = new GitHubDeployReport({
      context,
      token: config.githubToken,
      projectId: project.id,
      environment: config.environment ?? context.defaultEnvironment,
      comment: config.comment,
      githubDeployment: config.githubDeployment,
      logger: port,
    });

    let created: Deployment | undefined;
    const outcome = await runDeployPipeline({
      client,
      projectId: project.id,
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
      project: projectLabel(project),
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
