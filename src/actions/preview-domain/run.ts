import type { Deployment } from '../../api/resources/deployments.ts';
import { resolveProject } from '../../api/resources/projects-resolve.ts';
import { packingFromNow } from '../../deploy/pack-upload.ts';
import { ActionFailure, CancelledError } from '../../errors.ts';
import { attachPreview } from '../../preview/attach.ts';
import { detachPreview } from '../../preview/detach.ts';
import { refuseForkPreview } from '../../preview/forks.ts';
import { PreviewGitHub } from '../../preview/github.ts';
import { reportAttach, reportDetach } from '../../preview/report.ts';
import { redact, registerSecret } from '../../secrets/redact.ts';
import { platformAction } from '../common/platform-action.ts';
import { workspaceUpload } from '../deploy/inputs.ts';
import { readPreviewDomainInputs } from './inputs.ts';
import { spec } from './spec.ts';

export const run = platformAction(
  spec,
  async ({ port, outputs, inputs, context, client, signal, workspace, tempDir }) => {
    const config = readPreviewDomainInputs(inputs, context);
    registerSecret(config.githubToken);
    refuseForkPreview('preview-domain', context.pullRequest);
    port.info(`Preview domain ${config.domain}: ${config.mode}.`);
    // Packing starts now, beside the lookups; its upload waits until the pipeline gets there.
    const upload =
      config.mode === 'attach' && config.deploy
        ? packingFromNow(client, workspaceUpload(config, workspace, tempDir), port, signal)
        : undefined;
    try {
      // `project` is an existing project's id or name: resolved once, before any write.
      const choice =
        config.project.kind === 'id'
          ? {
              kind: 'id' as const,
              id: (await resolveProject(client, config.project.id, { logger: port, signal })).id,
            }
          : config.project;
      // from-project too, by id or name, before attachPreview writes anything; detach never copies.
      const fromProject =
        config.fromProject === undefined || config.mode === 'detach'
          ? undefined
          : (
              await resolveProject(client, config.fromProject, {
                input: 'from-project',
                logger: port,
                signal,
              })
            ).id;

      const github = new PreviewGitHub({
        context,
        token: config.githubToken,
        projectId: choice.kind === 'id' ? choice.id : choice.name,
        comment: config.comment,
        githubDeployment: config.githubDeployment,
        logger: port,
      });
      const common = {
        client,
        project: choice,
        domain: config.domain,
        github,
        logger: port,
        signal,
      };

      if (config.mode === 'detach') {
        const failure = await reportDetach(port, outputs, await detachPreview(common), config.domain);
        if (failure) throw new ActionFailure(failure);
        return;
      }

      const outcome = await attachPreview({
        ...common,
        envGroups: config.envGroups,
        fromProject,
        primary: config.primary,
        deploy: upload
          ? {
              source: upload,
              wait: config.wait,
              timeoutMs: config.timeoutMs,
              group: port.group,
              ...(config.wait
                ? { groupTitle: (deployment: Deployment) => `Build log of deployment ${deployment.id}` }
                : {}),
              onLogLines: (lines) => {
                for (const line of lines) port.info(redact(line.text));
              },
            }
          : undefined,
      });
      const failure = await reportAttach(port, outputs, outcome, config.domain);
      if (outcome.deploy?.status === 'cancelled')
        throw new CancelledError(failure ?? 'The job was cancelled.');
      if (failure) throw new ActionFailure(failure);
      port.info(`Preview of ${outcome.project.project.id} is at ${outcome.url}.`);
    } finally {
      // A run that fails (or detaches) before the upload leaves no partial zip behind.
      await upload?.early.discard();
    }
  },
);
