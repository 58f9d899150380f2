import { resolve } from 'node:path';
import * as core from '@actions/core';
import { PlatformClient } from '../../api/client.ts';
import { ActionFailure } from '../../errors.ts';
import { readRunContext } from '../../github/context.ts';
import { redact, registerSecret } from '../../github/redact.ts';
import { actionsLogger } from '../../log.ts';
import { attachPreview } from '../../preview/attach.ts';
import { detachPreview } from '../../preview/detach.ts';
import { PreviewGitHub } from '../../preview/github.ts';
import { reportAttach, reportDetach } from '../../preview/report.ts';
import { readConnection } from '../common/connection.ts';
import { InputReader } from '../common/inputs.ts';
import { CancelledError, finishProcess, runAction } from '../common/run.ts';
import { readPreviewDomainInputs } from './inputs.ts';
import { spec } from './spec.ts';

await runAction(async ({ signal }) => {
  const context = readRunContext();
  const inputs = new InputReader(spec);
  const connection = readConnection(inputs, { isForkPullRequest: context.pullRequest?.isFork ?? false });
  const config = readPreviewDomainInputs(inputs, context);
  registerSecret(config.githubToken);
  core.info(`Preview domain ${config.domain}: ${config.mode}.`);

  const client = new PlatformClient({ ...connection, logger: actionsLogger, signal });
  const github = new PreviewGitHub({
    context,
    token: config.githubToken,
    projectId: config.project.kind === 'id' ? config.project.id : config.project.name,
    comment: config.comment,
    githubDeployment: config.githubDeployment,
    logger: actionsLogger,
  });
  const common = {
    client,
    project: config.project,
    domain: config.domain,
    github,
    logger: actionsLogger,
    signal,
  };

  if (config.mode === 'detach') {
    const failure = await reportDetach(await detachPreview(common), config.domain);
    if (failure) throw new ActionFailure(failure);
    return;
  }

  const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
  let grouped = false;
  const outcome = await attachPreview({
    ...common,
    envGroups: config.envGroups,
    primary: config.primary,
    deploy: config.deploy
      ? {
          source: {
            kind: 'upload',
            root: resolve(workspace, config.path),
            exclude: config.exclude,
            tempDir: process.env.RUNNER_TEMP ?? workspace,
          },
          wait: config.wait,
          timeoutMs: config.timeoutMs,
          onCreated: (deployment) => {
            if (!config.wait) return;
            core.startGroup(`Build log of deployment ${deployment.id}`);
            grouped = true;
          },
          onFinished: () => {
            if (grouped) core.endGroup();
            grouped = false;
          },
          onLogLines: (lines) => {
            for (const line of lines) core.info(redact(line.text));
          },
        }
      : undefined,
  });
  const failure = await reportAttach(outcome, config.domain);
  if (outcome.deploy?.status === 'cancelled') throw new CancelledError(failure ?? 'The job was cancelled.');
  if (failure) throw new ActionFailure(failure);
  core.info(`Preview of ${outcome.project.project.id} is at ${outcome.url}.`);
});
await finishProcess();
