import type { RouteContext } from './http.ts';

/** Records that belong to one repository, as every route module of the fake GitHub keeps them. */

interface RepoRecord {
  readonly owner: string;
  readonly repo: string;
}

export function sameRepo(record: RepoRecord, owner?: string, repo?: string): boolean {
  // GitHub owner and repository names are case-insensitive.
  return (
    record.owner.toLowerCase() === owner?.toLowerCase() && record.repo.toLowerCase() === repo?.toLowerCase()
  );
}

/** The records of the repository named by the request's `{owner}/{repo}`. */
export function ofRepo<T extends RepoRecord>(records: readonly T[], context: RouteContext): T[] {
  const { owner, repo } = context.params;
  return records.filter((record) => sameRepo(record, owner, repo));
}

/** The fields GitHub gives every record it creates: a new id, the request's repository, the time. */
export function newRecord(context: RouteContext): {
  id: number;
  owner: string;
  repo: string;
  createdAt: string;
  updatedAt: string;
} {
  const now = new Date().toISOString();
  return {
    id: context.nextId(),
    owner: context.params.owner ?? '',
    repo: context.params.repo ?? '',
    createdAt: now,
    updatedAt: now,
  };
}
