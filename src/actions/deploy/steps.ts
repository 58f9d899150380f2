import type { PlatformClient } from '../../api/client.ts';
import type { Deployment } from '../../api/resources/deployments.ts';
import { packingFromNow } from '../../deploy/pack-upload.ts';
import { type DeployOutcome, runDeployPipeline, type SourceChoice } from '../../deploy/pipeline.ts';
import type { PostDeployOutcome } from '../../deploy/post-deploy.ts';
import { CancelledError } from '../../errors.ts';
import type { ActionPort } from '../../port.ts';
import { buildLogInto } from '../common/build-log.ts';
import type { ActionContext } from '../common/platform-action.ts';
import type { DeployGitHub } from './github.ts';
import { type DeployInputs, workspaceUpload } from './inputs.ts';
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
  let created: Deployment | undefined;
  return port
    .group(null, (openGroup) =>
      runDeployPipeline({
        client,
        projectId,
        source,
        wait: config.wait,
        timeoutMs: config.timeoutMs,
        logger: port,
        signal,
        onCreated: async (deployment) => {
          created = deployment;
          await github.started(deployment.id);
          if (config.wait) openGroup(`Build log of deployment ${deployment.id}`);
        },
        onLogLines: buildLogInto(port),
      }),
    )
    .catch(async (error: unknown) => {
      if (created) {
        outputs.setAll({ 'deployment-id': created.id, status: 'failed' });
        await github.finished({ status: 'failed', deploymentId: created.id });
      }
      throw error;
    });
}

type DeployOutput = keyof (typeof spec)['outputs'];

/** The post-deploy checks (and a rollback), when `check-path` asks for them. */
export async function checkIfAsked(
  port: ActionPort,
  config: Pick<DeployInputs, 'checks'>,
  projectId: string,
  outcome: DeployOutcome,
  stepDeadline: number,
  { client, signal }: { client: PlatformClient; signal: AbortSignal },
): Promise<PostDeployOutcome | undefined> {
  if (config.checks.paths.length === 0 || outcome.status !== 'live' || !outcome.deployment) return undefined;
  // Loaded only when asked for: the checks' HTTP client (undici's whole index) slowed every start-up.
  const { checkLiveDeployment } = await import('../../deploy/post-deploy.ts');
  const checked = await port.group(null, (openGroup) =>
    checkLiveDeployment({
      client,
      projectId,
      deployment: outcome.deployment!,
      checks: config.checks,
      stepDeadline,
      logger: port,
      signal,
      onRollbackCreated: (deployment) => openGroup(`Build log of rollback deployment ${deployment.id}`),
      onLogLines: buildLogInto(port),
    }),
  );
  if (signal.aborted) throw new CancelledError('The job was cancelled during the post-deploy checks.');
  return checked;
}

function redeployTarget(deployment: string | undefined) {
  return deployment === undefined || deployment === 'previous'
    ? { previous: true as const }
    : { id: deployment };
}
