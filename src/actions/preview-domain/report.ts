import { projectLabel } from '../../api/resources/projects-resolve.ts';
import { logTail, toGitHubStatus } from '../../deploy/report.ts';
import type { ActionPort } from '../../port.ts';
import type { AttachOutcome } from '../../preview/attach.ts';
import { describeCopy } from '../../preview/copy-project.ts';
import type { DetachOutcome } from '../../preview/detach.ts';
import { renderPreviewSummary } from '../../preview/render.ts';
import { renderDeploySummary } from '../../render/summary.ts';
import { redact } from '../../secrets/redact.ts';
import type { OutputsOf } from '../common/outputs.ts';
import type { spec } from './spec.ts';

/** The outputs preview-domain declares, in both modes. */
type PreviewOutputs = OutputsOf<typeof spec>;

function setOutputs(
  outputs: PreviewOutputs,
  values: {
    projectId: string;
    deploymentId: string;
    domain: string;
    url: string;
    proxyStatus: string;
  },
): void {
  outputs.setAll({
    'project-id': values.projectId,
    'deployment-id': values.deploymentId,
    domain: values.domain,
    url: values.url,
    'proxy-status': values.proxyStatus,
  });
}

/**
 * Outputs, annotations and the job summary of an attach; resolves to why the step fails, if it does.
 * Outputs are set whatever the outcome, so later steps can read them with `if: always()`.
 */
export async function reportAttach(
  port: ActionPort,
  outputs: PreviewOutputs,
  outcome: AttachOutcome,
  domain: string,
): Promise<string | undefined> {
  const { deploy, project } = outcome;
  const deployment = deploy?.deployment;
  setOutputs(outputs, {
    projectId: project.project.id,
    deploymentId: deployment?.id ?? '',
    domain,
    url: outcome.url,
    proxyStatus: outcome.proxyStatus ?? '',
  });
  const tail = deploy ? logTail(deploy.logLines) : [];
  if (deploy?.status === 'failed' && tail.length > 0) {
    port.error(redact(tail.join('\n')), {
      title: `Deployment ${deployment?.id ?? ''} failed: build log tail`,
    });
  }
  if (deploy) {
    await port.appendSummary(
      renderDeploySummary({
        project: projectLabel(project.project),
        status: toGitHubStatus(deploy.status),
        durationMs: deploy.finishedAt - deploy.startedAt,
        ...(deployment ? { deploymentId: deployment.id } : {}),
        ...(deployment?.url ? { url: deployment.url } : {}),
        ...(outcome.failure ? { error: outcome.failure } : {}),
        ...(outcome.failure && tail.length > 0 ? { logTail: tail } : {}),
      }),
    );
  }
  if (outcome.attach === undefined) return outcome.failure;
  port.notice(`Preview at ${outcome.url}`, { title: 'Preview domain attached' });
  await port.appendSummary(
    renderPreviewSummary({
      mode: 'attach',
      project: project.project.id,
      projectName: project.project.name,
      projectCreated: project.created,
      envGroupsAttached: outcome.envGroupsAttached,
      ...copySummary(outcome),
      domain,
      alreadyAttached: outcome.attach.alreadyAttached,
      madePrimary: outcome.attach.madePrimary,
      proxyStatus: outcome.proxyStatus ?? 'unknown',
      deploymentId: deployment?.id,
      deploymentUrl: deployment?.url,
    }),
  );
  return outcome.failure;
}

/** The summary's "Copied" row: what `from-project` copied, or why it copied nothing. */
function copySummary(outcome: AttachOutcome): { copied?: string } {
  const { copy } = outcome;
  if (copy === undefined) return {};
  return { copied: 'note' in copy ? copy.note : describeCopy(copy.copied, outcome.project.project.id) };
}

const DETACH_OUTCOMES: Record<DetachOutcome['result']['kind'], string> = {
  detached: 'detached',
  'not-attached': 'was not attached (nothing to do)',
  'no-project': 'no such project (nothing to do)',
  primary: 'refused: it is the primary (production) domain',
};

/** Outputs, notices and the job summary of a detach; resolves to why the step fails, if it does. */
export async function reportDetach(
  port: ActionPort,
  outputs: PreviewOutputs,
  outcome: DetachOutcome,
  domain: string,
): Promise<string | undefined> {
  setOutputs(outputs, {
    projectId: outcome.project?.project.id ?? '',
    deploymentId: '',
    domain,
    url: `https://${domain}`,
    proxyStatus: '',
  });
  for (const notice of outcome.notices) port.notice(redact(notice), { title: 'Preview domain' });
  await port.appendSummary(
    renderPreviewSummary({
      mode: 'detach',
      project: outcome.project?.project.id,
      domain,
      outcome: DETACH_OUTCOMES[outcome.result.kind],
      notes: outcome.failure ? [outcome.failure, ...outcome.notices] : outcome.notices,
    }),
  );
  return outcome.failure;
}
