import type { SyncProvider } from '../engine/types.ts';
import { issueAt, type ValidationIssue } from '../validation.ts';
import type { CurrentCronJob, DeclaredCronJob } from './job.ts';

/** Resolves to false when the platform has no such project; any other failure throws. */
export type ProjectExists = (projectId: string, signal?: AbortSignal) => Promise<boolean>;

/**
 * Adds a check to the provider's platform checks: every project a job names exists. Without it a
 * typo in `project:` would pass validation and fail half-way through the writes.
 */
export function withProjectCheck(
  provider: SyncProvider<DeclaredCronJob, CurrentCronJob>,
  exists: ProjectExists,
): SyncProvider<DeclaredCronJob, CurrentCronJob> {
  return {
    ...provider,
    validate: async (jobs, signal) => [
      ...((await provider.validate?.(jobs, signal)) ?? []),
      ...(await missingProjects(jobs, exists, signal)),
    ],
  };
}

async function missingProjects(
  jobs: readonly DeclaredCronJob[],
  exists: ProjectExists,
  signal: AbortSignal | undefined,
): Promise<ValidationIssue[]> {
  const known = new Map<string, boolean>();
  const issues: ValidationIssue[] = [];
  for (const job of jobs) {
    if (!known.has(job.project)) known.set(job.project, await exists(job.project, signal));
    if (known.get(job.project) === false) {
      const message = `Job "${job.name}": the platform has no project "${job.project}"; use the id of an existing project.`;
      issues.push(issueAt(job.source, message));
    }
  }
  return issues;
}
