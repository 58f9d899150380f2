import { packingFromNow } from '../../deploy/pack-upload.ts';
import { ActionFailure, CancelledError } from '../../errors.ts';
import { attachPreview } from '../../preview/attach.ts';
import { detachPreview } from '../../preview/detach.ts';
import { refuseForkPreview } from '../../preview/forks.ts';
import { registerSecret } from '../../secrets/redact.ts';
import { workspaceUpload } from '../common/deploy-inputs.ts';
import { platformAction } from '../common/platform-action.ts';
import { readPreviewDomainInputs } from './inputs.ts';
import { reportAttach, reportDetach } from './report.ts';
import { spec } from './spec.ts';
import { deployStep, previewGitHub, resolveProjects } from './steps.ts';

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
      const { choice, fromProject } = await resolveProjects(config, { client, port, signal });
      const github = previewGitHub(config, context, choice, port);
      const common = { client, project: choice, domain: config.domain, github, logger: port, signal };
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
        deploy: deployStep(config, upload, port),
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
