import type { PlatformClient } from '../api/client.ts';
import { AmbiguousRequestError } from '../api/errors.ts';
import { execProjectService } from '../api/resources/services.ts';
import { ActionFailure } from '../errors.ts';
import type { Logger } from '../log.ts';
import { splitOutput } from './output.ts';

export interface ExecOutcome {
  readonly status: 'succeeded' | 'failed';
  /** Undefined when the platform did not say; the command then counts as succeeded. */
  readonly exitCode: number | undefined;
  readonly lines: readonly string[];
}

/**
 * Runs `command` in the service's live container. The platform answers when the command is done,
 * with its output, so there is nothing to follow. Exec leaves no record to look up afterwards, so an
 * unanswered request is reported as such and never sent again: the command may already have run.
 */
export async function execInService(
  client: PlatformClient,
  projectId: string,
  service: string,
  command: string,
  options: { logger: Logger; signal?: AbortSignal },
): Promise<ExecOutcome> {
  let result: Awaited<ReturnType<typeof execProjectService>>;
  try {
    result = await execProjectService(client, projectId, service, command, { signal: options.signal });
  } catch (error) {
    if (error instanceof AmbiguousRequestError) {
      throw new ActionFailure(
        `The platform did not answer the exec request for service ${service}, so the command may or may not have run in the container. It was not sent again; check the service (its logs or the effect of the command) before re-running this step.`,
      );
    }
    throw error;
  }
  if (result.exitCode === undefined) {
    options.logger.info('The platform did not report an exit code for the exec; counting it as succeeded.');
  }
  const exitCode = result.exitCode;
  return {
    status: exitCode === undefined || exitCode === 0 ? 'succeeded' : 'failed',
    exitCode,
    lines: splitOutput(result.output ?? ''),
  };
}
