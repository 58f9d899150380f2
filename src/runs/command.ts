import type { PlatformClient } from '../api/client.ts';
import type { ProjectRun } from '../api/resources/runs.ts';
import { currentClock } from '../clock.ts';
import type { Logger } from '../log.ts';
import type { PollPacing } from '../poll.ts';
import { checkAllowedCommand } from './allowed.ts';
import { createRunOnce } from './create.ts';
import { execInService } from './exec.ts';
import { type RunStatus, watchRun } from './watch.ts';

type CommandPlace =
  | { readonly kind: 'run'; readonly runId: string }
  | { readonly kind: 'exec'; readonly service: string };

export interface CommandOutcome {
  readonly projectId: string;
  readonly place: CommandPlace;
  readonly command: string;
  readonly status: RunStatus;
  readonly exitCode: number | undefined;
  readonly lines: readonly string[];
  readonly durationMs: number;
  readonly timeoutMs: number;
}

export interface CommandRequest {
  readonly client: PlatformClient;
  readonly projectId: string;
  readonly command: string;
  /** Exec in this service's live container instead of a sandbox run. */
  readonly service: string | undefined;
  readonly timeoutMs: number;
  readonly logger: Logger;
  readonly signal?: AbortSignal;
  readonly onCreated?: (run: ProjectRun) => void;
  readonly onOutput?: (lines: readonly string[]) => void;
  readonly pacing?: Partial<PollPacing>;
}

/**
 * A sandbox run (allowed-command check → create once → follow) or a service exec, as one outcome.
 * The allowed-command check comes before any write, so a refused command leaves nothing behind.
 */
export async function runCommand(request: CommandRequest): Promise<CommandOutcome> {
  const { client, projectId, command, logger, signal } = request;
  const startedAt = currentClock().now();
  const base = { projectId, command, timeoutMs: request.timeoutMs };
  if (request.service !== undefined) {
    const service = request.service;
    logger.info(`Running the command in service ${service} of project ${projectId}.`);
    const result = await execInService(client, projectId, service, command, { logger, signal });
    request.onOutput?.(result.lines);
    return {
      ...base,
      ...result,
      place: { kind: 'exec', service },
      durationMs: currentClock().now() - startedAt,
    };
  }
  await checkAllowedCommand(client, command, logger, { signal });
  const created = await createRunOnce(client, projectId, command, { logger, signal });
  logger.info(`Started run ${created.id} of project ${projectId}.`);
  request.onCreated?.(created);
  const watched = await watchRun(client, projectId, created, {
    deadline: startedAt + request.timeoutMs,
    signal,
    onOutput: request.onOutput,
    pacing: request.pacing,
  });
  return {
    ...base,
    place: { kind: 'run', runId: created.id },
    status: watched.status,
    exitCode: watched.run.exitCode ?? (watched.status === 'succeeded' ? 0 : undefined),
    lines: watched.lines,
    durationMs: currentClock().now() - startedAt,
  };
}
