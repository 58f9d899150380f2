import { type Checked, invalid, valid } from '../checked.ts';
import { issueAt, type SourceLocation, type ValidationIssue } from '../validation.ts';
import { type SourceEntry, scalarOf, shapeOf } from '../yaml-source.ts';
import { type CronTarget, DEFAULT_HTTP_METHOD, HTTP_METHODS, type HttpMethod } from './job.ts';

/** Exactly one of `command` (run in the project) and `path` (requested on the project's site, `method` optional). */
export function checkTarget(
  command: SourceEntry | undefined,
  path: SourceEntry | undefined,
  method: SourceEntry | undefined,
  label: string,
  at: SourceLocation,
): Checked<CronTarget, ValidationIssue> {
  if (command !== undefined && path !== undefined) {
    return invalid(
      issueAt(path.keyAt, `${label} has both command and path; a job runs one of them, so keep one.`),
    );
  }
  if (command !== undefined) {
    if (method !== undefined) {
      return invalid(
        issueAt(
          method.keyAt,
          `${label}: method only applies to a path; remove it or use path instead of command.`,
        ),
      );
    }
    const text = scalarOf(command.value);
    if (typeof text === 'string' && text.trim() !== '')
      return valid({ kind: 'command', command: text.trim() });
    return invalid(
      issueAt(
        command.valueAt,
        `${label}: command must be a non-empty string, not ${shapeOf(command.value)}.`,
      ),
    );
  }
  if (path !== undefined) {
    const text = scalarOf(path.value);
    if (typeof text !== 'string' || !text.startsWith('/') || /\s/.test(text)) {
      const message = `${label}: path must be a path on the project's site starting with "/", like /api/cron/cleanup, not ${shapeOf(path.value)}.`;
      return invalid(issueAt(path.valueAt, message));
    }
    const checkedMethod = checkMethod(method, label);
    return checkedMethod.ok
      ? valid({ kind: 'http', path: text, method: checkedMethod.value })
      : checkedMethod;
  }
  return invalid(
    issueAt(
      at,
      `${label} runs nothing; add "command:" (run in the project) or "path:" (an HTTP path on it).`,
    ),
  );
}

function checkMethod(entry: SourceEntry | undefined, label: string): Checked<HttpMethod, ValidationIssue> {
  if (entry === undefined) return valid(DEFAULT_HTTP_METHOD);
  const raw = scalarOf(entry.value);
  const method = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
  const known = HTTP_METHODS.find((candidate) => candidate === method);
  if (known !== undefined) return valid(known);
  return invalid(
    issueAt(
      entry.valueAt,
      `${label}: method ${shapeOf(entry.value)} is not supported; use one of ${HTTP_METHODS.join(', ')}.`,
    ),
  );
}
