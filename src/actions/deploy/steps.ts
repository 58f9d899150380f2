import { packingFromNow } from '../../deploy/pack-upload.ts';
import type { DeployOutcome, SourceChoice } from '../../deploy/pipeline.ts';
import { type DeployGitHub, deployInLogGroup } from '../common/deploy-github.ts';
import { workspaceUpload } from '../common/deploy-inputs.ts';
import type { ActionContext } from '../common/platform-action.ts';
import type { DeployInputs } from './inputs.ts';
import { reportCreatedThenFailed } from './report.ts';
import type { spec } from './spec.ts';

/** What to deploy: the workspace packed from now on, an earlier deployment, or a repository's branch. */
export function chooseSource(
  config: DeployInputs,
  { client, port, signal, workspace, tempDir }: DeployStepContext,
): SourceChoice {
  if (config.source === 'upload')
    return packingFromNow(client, workspaceUpload(config, workspace, tempDir), port, signal);
  if (config.source === 'deployment')
    return { kind: 'deployment', target: redeployTarget(config.deployment) };
  return { kind: 'repository', branch: config.branch, commitSha: config.commitSha };
}

type DeployStepContext = Pick<ActionContext<string>, 'client' | 'port' | 'signal' | 'workspace' | 'tempDir'>;

/**
 * Runs the pipeline with its build log folded under a group; a deployment created before a failure
 * is still named in the outputs and failed on GitHub.
 */
export async function deployInGroup(
  {
    port,
    outputs,
    client,
    signal,
  }: Pick<ActionContext<string, DeployOutput>, 'port' | 'outputs' | 'client' | 'signal'>,
  config: DeployInputs,
  projectId: string,
  source: SourceChoice,
  github: DeployGitHub,
): Promise<DeployOutcome> {
  return deployInLogGroup(
    port,
    github,
    { client, projectId, source, wait: config.wait, timeoutMs: config.timeoutMs, signal },
    {
      failed: async (createdId) => {
        if (createdId === undefined) return;
        reportCreatedThenFailed(outputs, createdId);
        await github.finished({ status: 'failed', deploymentId: createdId });
      },
    },
  );
}

type DeployOutput = keyof (typeof spec)['outputs'];

function redeployTarget(deployment: string | undefined) {
  return deployment === undefined || deployment === 'previous'
    ? { previous: true as const }
    : { id: deployment };
}
