import { type Checked, invalid, valid } from '../checked.ts';
import type { SourceLocation } from '../validation.ts';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
export const DEFAULT_HTTP_METHOD: HttpMethod = 'GET';
export const DEFAULT_TIMEZONE = 'UTC';

/** What a job runs: a command in the project, or a request to a path of the project's site. */
export type CronTarget =
  | { readonly kind: 'command'; readonly command: string }
  | { readonly kind: 'http'; readonly path: string; readonly method: HttpMethod };

export interface CronJob {
  readonly name: string;
  /** Normalised by checkSchedule: single spaces, upper-case month and day names. */
  readonly schedule: string;
  readonly target: CronTarget;
  /** Project id; a job's own `project`, else the action's `project` input. */
  readonly project: string;
  /** Canonical IANA name (Intl's spelling), UTC when not given. */
  readonly timezone: string;
  readonly enabled: boolean;
}

export interface DeclaredCronJob extends CronJob {
  readonly source: SourceLocation;
  readonly scheduleSource: SourceLocation;
}

/** A job on the platform; fields it did not report are undefined and not compared. */
export interface CurrentCronJob {
  readonly id: string;
  readonly name: string;
  readonly schedule: string;
  readonly target: CurrentCronTarget;
  readonly project: string | undefined;
  readonly timezone: string;
  readonly enabled: boolean;
}

/**
 * What a platform job runs: as declared, or with the method unknown when the platform does not report
 * one, or a full URL (a target the file cannot declare, so it never equals a declared job).
 */
type CurrentCronTarget =
  | CronTarget
  | { readonly kind: 'http'; readonly path: string; readonly method: undefined }
  | { readonly kind: 'url'; readonly url: string };

/** Intl's canonical spelling ('europe/paris' → 'Europe/Paris', 'Etc/UTC' → 'UTC'), so both sides compare. */
export function checkTimezone(raw: unknown): Checked<string> {
  if (raw === undefined || raw === null) return valid(DEFAULT_TIMEZONE);
  const text = typeof raw === 'string' ? raw.trim() : '';
  // Intl also takes fixed offsets (+02:00); a schedule needs a zone with its daylight-saving rules.
  if (/^[A-Za-z]/.test(text)) {
    try {
      return valid(new Intl.DateTimeFormat('en-US', { timeZone: text }).resolvedOptions().timeZone);
    } catch {
      // Reported below, the same way as a non-string.
    }
  }
  return invalid(
    `The timezone ${JSON.stringify(raw)} is not a known IANA time zone; use a name like Europe/Paris or America/New_York, or leave it out for UTC.`,
  );
}

export function cronJobsEqual(desired: CronJob, current: CurrentCronJob): boolean {
  return (
    desired.schedule === current.schedule &&
    sameTarget(desired.target, current.target) &&
    (current.project === undefined || desired.project === current.project) &&
    desired.timezone === current.timezone &&
    desired.enabled === current.enabled
  );
}

function sameTarget(desired: CronTarget, current: CurrentCronTarget): boolean {
  if (desired.kind === 'command') return current.kind === 'command' && desired.command === current.command;
  if (current.kind !== 'http') return false;
  // A platform that does not report the method cannot be told about it either; compare what it shows.
  return desired.path === current.path && (current.method === undefined || current.method === desired.method);
}

function describeTarget(target: CurrentCronTarget): string {
  if (target.kind === 'command') return `run "${target.command}"`;
  if (target.kind === 'url') return `request ${target.url}`;
  return `${target.method ?? 'request'} ${target.path}`;
}

export function describeCronJob(job: CronJob | CurrentCronJob): string {
  const parts = [`${job.schedule} (${job.timezone})`, describeTarget(job.target)];
  if (job.project !== undefined) parts.push(`in ${job.project}`);
  if (!job.enabled) parts.push('disabled');
  return parts.join(', ');
}
