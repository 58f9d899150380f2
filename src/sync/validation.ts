import { ConfigurationError } from '../errors.ts';

/** Where in a user's file a problem is, 1-based, so annotations and messages can point at it. */
export interface SourceLocation {
  readonly file: string;
  readonly line: number;
  readonly column: number;
}

/** One problem in a declared file; its message is one sentence that says how to fix it. */
export interface ValidationIssue extends SourceLocation {
  readonly message: string;
}

export function issueAt(location: SourceLocation, message: string): ValidationIssue {
  return { file: location.file, line: location.line, column: location.column, message };
}

function formatIssue(issue: ValidationIssue): string {
  return `${issue.file}:${issue.line}: ${issue.message}`;
}

export function sortIssues(issues: readonly ValidationIssue[]): ValidationIssue[] {
  return [...issues].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

/**
 * Every problem found in a declared file, reported together so one run shows them all;
 * it is thrown before any write, so a bad file never half-applies.
 */
export class ValidationError extends ConfigurationError {
  readonly issues: readonly ValidationIssue[];
  constructor(issues: readonly ValidationIssue[]) {
    const sorted = sortIssues(issues);
    super(validationMessage(sorted), sorted[0]?.file);
    this.issues = sorted;
  }
}

function validationMessage(issues: readonly ValidationIssue[]): string {
  const [first] = issues;
  if (first === undefined) return 'The declared file has problems.';
  if (issues.length === 1) return formatIssue(first);
  const files = [...new Set(issues.map((issue) => issue.file))].join(', ');
  return `${files} has ${issues.length} problems; fix them all and re-run:\n${issues
    .map((issue) => `  ${formatIssue(issue)}`)
    .join('\n')}`;
}

/** Throws a ValidationError when there is anything to report. */
export function throwIfIssues(issues: readonly ValidationIssue[]): void {
  if (issues.length > 0) throw new ValidationError(issues);
}
