import { issueAt, type SourceLocation, throwIfIssues, type ValidationIssue } from '../validation.ts';
import type { BodyCheck, Plan, RequestBodies, SyncProvider } from './types.ts';

/**
 * Every body the plan's creates and updates would send, checked before any write and in dry runs,
 * so a value the platform refuses fails the plan at its line instead of the apply after the merge.
 * All problems are thrown at once (ValidationError); nothing has been written when it is.
 */
export function checkPlannedRequests<Desired, Current>(
  provider: SyncProvider<Desired, Current>,
  plan: Plan<Desired, Current>,
  bodies: RequestBodies<Desired> | undefined,
  check: BodyCheck | undefined,
): void {
  if (bodies === undefined || check === undefined) return;
  const issues: ValidationIssue[] = [];
  for (const item of plan.items) {
    if ((item.op !== 'create' && item.op !== 'update') || item.desired === undefined) continue;
    for (const request of bodies.requestsOf(item.desired, item.op)) {
      for (const problem of check(request.operation, request.body)) {
        const where = bodies.locate(item.desired) ?? fallbackLocation(provider);
        const field = problem.path === '' ? 'the body' : `"${problem.path}"`;
        issues.push(
          issueAt(
            where,
            `${item.name}: the platform's /openapi.json says ${field} ${problem.message} (${item.op} ${item.name} ${item.after ?? ''}`.trimEnd() +
              '); fix the value. Nothing was written.',
          ),
        );
      }
    }
  }
  throwIfIssues(issues);
}

function fallbackLocation<Desired, Current>(provider: SyncProvider<Desired, Current>): SourceLocation {
  return { file: `the ${provider.kind}s declared`, line: 1, column: 1 };
}
