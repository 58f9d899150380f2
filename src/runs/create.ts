import type { PlatformClient } from '../api/client.ts';
import { AmbiguousRequestError } from '../api/errors.ts';
import { createProjectRun, listProjectRuns, type ProjectRun } from '../api/resources/runs.ts';
import type { Logger } from '../log.ts';
import { pause } from '../pause.ts';

export interface CreateRunOptions {
  readonly logger: Logger;
  readonly signal?: AbortSignal;
  /** Re-reads of the run list before deciding the unanswered POST never landed. */
  readonly rereads?: number;
  readonly rereadDelayMs?: number;
}

/**
 * Starts exactly one run. The POST is not idempotent and the platform has no idempotency key, so
 * the ids of the newest runs are noted first; when the POST's outcome is unknown (the connection
 * dropped after the body was sent) a run of this command that was not there before is adopted,
 * instead of running a migration twice. Only when several re-reads show none is it sent again.
 */
export async function createRunOnce(
  client: PlatformClient,
  projectId: string,
  command: string,
  options: CreateRunOptions,
): Promise<ProjectRun> {
  const request = { signal: options.signal };
  const before = new Set((await listProjectRuns(client, projectId, { ...request, maxPages: 1 })).map(idOf));
  try {
    return await createProjectRun(client, projectId, command, request);
  } catch (error) {
    if (!(error instanceof AmbiguousRequestError)) throw error;
    options.logger.warning(
      'The platform did not answer the request that starts the run; checking whether it started before trying again.',
    );
  }
  const rereads = options.rereads ?? 3;
  for (let attempt = 0; attempt < rereads; attempt++) {
    const runs = await listProjectRuns(client, projectId, { ...request, maxPages: 1 });
    const adopted = findNewRun(runs, before, command);
    if (adopted) {
      options.logger.info(`Adopted run ${adopted.id}, which the unanswered request had started.`);
      return adopted;
    }
    await pause(options.rereadDelayMs ?? 1_000, options.signal);
  }
  options.logger.info('The unanswered request started no run; starting it now.');
  return createProjectRun(client, projectId, command, request);
}

/** Newest first, as the platform lists them: the first run of this command that is new. */
function findNewRun(
  runs: readonly ProjectRun[],
  before: ReadonlySet<string>,
  command: string,
): ProjectRun | undefined {
  return runs.find(
    (run) => run.id !== '' && !before.has(run.id) && (run.command === undefined || run.command === command),
  );
}

function idOf(run: ProjectRun): string {
  return run.id;
}
