import type { PlatformClient } from '../../api/client.ts';
import type { DeployOutcome } from '../../deploy/pipeline.ts';
import type { PostDeployOutcome } from '../../deploy/post-deploy.ts';
import { CancelledError } from '../../errors.ts';
import type { ActionPort } from '../../port.ts';
import type { LiveCheckInputs } from './check-inputs.ts';

/** The post-deploy checks (and a rollback), when `check-path` asks for them. */
export async function checkIfAsked(
  port: ActionPort,
  config: { readonly checks: LiveCheckInputs },
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
    }),
  );
  if (signal.aborted) throw new CancelledError('The job was cancelled during the post-deploy checks.');
  return checked;
}
