import type { ProjectDirectory } from '../../api/resources/projects-resolve.ts';
import { projectLabel } from '../../api/resources/projects-resolve.ts';
import type { Logger } from '../../log.ts';
import type { SyncProvider } from '../engine/types.ts';
import { lookupProblem } from '../project-lookup.ts';
import { issueAt, type ValidationIssue } from '../validation.ts';
import type { CurrentCronJob, DeclaredCronJob } from './job.ts';

export interface ResolvedCronProjects {
  /** The declared jobs, each project named by id or name turned into its id where one project matched. */
  readonly jobs: DeclaredCronJob[];
  /** Why a project reference matched no single project, by the reference as the file wrote it. */
  readonly problems: ReadonlyMap<string, string>;
}

/**
 * Jobs name their project by id or name (`project: shop`); the platform and the plan speak ids. Each
 * distinct reference is looked up once, before anything is planned or written, and said in the log as
 * `Project shop (prj_shop)`; a reference that matches no project, or several, is kept for the check below.
 */
export async function resolveCronProjects(
  jobs: readonly DeclaredCronJob[],
  directory: ProjectDirectory,
  logger: Pick<Logger, 'info'>,
  known: ReadonlyMap<string, string> = new Map(),
): Promise<ResolvedCronProjects> {
  const ids = new Map(known);
  const problems = new Map<string, string>();
  for (const reference of new Set(jobs.map((job) => job.project))) {
    if (ids.has(reference)) continue;
    const lookup = await directory.lookUp(reference);
    if (lookup.kind === 'found') {
      ids.set(reference, lookup.project.id);
      logger.info(`Project ${projectLabel(lookup.project)}.`);
    } else {
      problems.set(reference, lookupProblem(lookup));
    }
  }
  return { jobs: jobs.map((job) => ({ ...job, project: ids.get(job.project) ?? job.project })), problems };
}

/**
 * Adds a check to the provider's platform checks: every project a job names is one project of the
 * platform. Without it a typo in `project:` would pass validation and fail half-way through the writes.
 */
export function withProjectCheck(
  provider: SyncProvider<DeclaredCronJob, CurrentCronJob>,
  problems: ReadonlyMap<string, string>,
): SyncProvider<DeclaredCronJob, CurrentCronJob> {
  return {
    ...provider,
    validate: async (jobs, signal) => [
      ...((await provider.validate?.(jobs, signal)) ?? []),
      ...projectIssues(jobs, problems),
    ],
  };
}

function projectIssues(
  jobs: readonly DeclaredCronJob[],
  problems: ReadonlyMap<string, string>,
): ValidationIssue[] {
  return jobs.flatMap((job) => {
    const problem = problems.get(job.project);
    return problem === undefined
      ? []
      : [issueAt(job.source, `Job "${job.name}": project "${job.project}" ${problem}.`)];
  });
}
