import { isMap, isScalar, isSeq, type Node, type YAMLMap } from 'yaml';
import { issueAt, type SourceLocation, throwIfIssues, type ValidationIssue } from '../validation.ts';
import {
  entriesOf,
  itemsOf,
  parseSource,
  type SourceDocument,
  type SourceEntry,
  scalarOf,
  shapeOf,
  unknownKeyIssues,
} from '../yaml-source.ts';
import { checkTimezone, type DeclaredCronJob } from './job.ts';
import { checkSchedule } from './schedule.ts';
import { checkTarget } from './target.ts';

export interface CronFileOptions {
  /** The action's `project` input, used by jobs that name no project. */
  readonly defaultProject?: string;
}

export interface CronFileResult {
  readonly jobs: readonly DeclaredCronJob[];
  readonly issues: readonly ValidationIssue[];
}

/** Reads a cron file (YAML or JSON; a list of jobs or a map keyed by name) and throws every problem at once. */
export function readCronFile(text: string, file: string, options: CronFileOptions = {}): DeclaredCronJob[] {
  const { jobs, issues } = parseCronFile(text, file, options);
  throwIfIssues(issues);
  return [...jobs];
}

export function parseCronFile(text: string, file: string, options: CronFileOptions = {}): CronFileResult {
  const source = parseSource(text, file);
  if (source.issues.length > 0) return { jobs: [], issues: source.issues };
  const { root } = source;
  if (root === null || (isScalar(root) && root.value === null)) return { jobs: [], issues: [] };
  const issues: ValidationIssue[] = [];
  const jobs: DeclaredCronJob[] = [];
  const firstLine = new Map<string, number>();
  for (const { node, at, key } of jobNodes(source, root, issues)) {
    const job = parseJob(source, node, at, key, options);
    issues.push(...job.issues);
    if (job.name === undefined) continue;
    const first = firstLine.get(job.name);
    if (first !== undefined) {
      issues.push(
        issueAt(
          at,
          `Job name "${job.name}" is used twice (first at line ${first}); give each job its own name.`,
        ),
      );
    } else firstLine.set(job.name, at.line);
    if (job.job !== undefined) jobs.push(job.job);
  }
  return { jobs: issues.length === 0 ? jobs : [], issues };
}

interface JobNode {
  readonly node: YAMLMap;
  readonly at: SourceLocation;
  /** The map key, when jobs are keyed by name. */
  readonly key?: SourceEntry;
}

function jobNodes(source: SourceDocument, root: Node, issues: ValidationIssue[]): JobNode[] {
  const found: JobNode[] = [];
  const rootAt = source.at(root);
  const candidates: { node: Node | null; at: SourceLocation; key?: SourceEntry }[] = isSeq(root)
    ? itemsOf(source, root, rootAt)
    : isMap(root)
      ? entriesOf(source, root, rootAt).map((entry) => ({ node: entry.value, at: entry.keyAt, key: entry }))
      : [];
  if (!isSeq(root) && !isMap(root)) {
    const message = `The cron file must be a list of jobs or a map of job names to jobs, but it holds ${shapeOf(root)}.`;
    issues.push(issueAt(rootAt, message));
  }
  for (const candidate of candidates) {
    if (isMap(candidate.node)) {
      // A keyed job is found by its name's line; a listed one by its first field.
      const jobAt = candidate.key === undefined ? source.at(candidate.node, candidate.at) : candidate.at;
      found.push({ node: candidate.node, at: jobAt, key: candidate.key });
    } else {
      const what = candidate.key === undefined ? 'Each job' : `Job "${candidate.key.key}"`;
      const example = '(name, schedule, and command or path)';
      issues.push(
        issueAt(candidate.at, `${what} must be a mapping ${example}, not ${shapeOf(candidate.node)}.`),
      );
    }
  }
  return found;
}

const JOB_KEYS = ['name', 'schedule', 'command', 'path', 'method', 'project', 'timezone', 'enabled'];

interface ParsedJob {
  readonly name?: string;
  readonly job?: DeclaredCronJob;
  readonly issues: ValidationIssue[];
}

function parseJob(
  source: SourceDocument,
  node: YAMLMap,
  at: SourceLocation,
  key: SourceEntry | undefined,
  options: CronFileOptions,
): ParsedJob {
  const entries = entriesOf(source, node, at);
  const field = (name: string): SourceEntry | undefined => entries.find((entry) => entry.key === name);
  const issues: ValidationIssue[] = [];
  const name = jobName(field('name'), key, at, issues);
  const label = name === undefined ? 'This job' : `Job "${name}"`;
  issues.push(...unknownKeyIssues(entries, JOB_KEYS, name === undefined ? 'this job' : `job "${name}"`));
  const scheduleEntry = field('schedule');
  const schedule = checkSchedule(scalarOf(scheduleEntry?.value ?? null));
  if (!schedule.ok) issues.push(issueAt(scheduleEntry?.valueAt ?? at, `${label}: ${schedule.error}`));
  const target = checkTarget(field('command'), field('path'), field('method'), label, at);
  if (!target.ok) issues.push(target.error);
  const project = jobProject(field('project'), label, at, options, issues);
  const timezoneEntry = field('timezone');
  const timezone = checkTimezone(scalarOf(timezoneEntry?.value ?? null));
  if (!timezone.ok) issues.push(issueAt(timezoneEntry?.valueAt ?? at, `${label}: ${timezone.error}`));
  const enabledEntry = field('enabled');
  const enabled = enabledEntry === undefined ? true : scalarOf(enabledEntry.value);
  if (typeof enabled !== 'boolean' && enabledEntry !== undefined) {
    issues.push(
      issueAt(
        enabledEntry.valueAt,
        `${label}: enabled must be true or false, not ${shapeOf(enabledEntry.value)}.`,
      ),
    );
  }
  if (issues.length > 0 || name === undefined || !schedule.ok || !target.ok || !timezone.ok)
    return { name, issues };
  if (project === undefined || typeof enabled !== 'boolean') return { name, issues };
  const scheduleSource = scheduleEntry?.valueAt ?? at;
  const job = {
    name,
    schedule: schedule.value,
    target: target.value,
    project,
    timezone: timezone.value,
    enabled,
  };
  return { name, issues, job: { ...job, source: at, scheduleSource } };
}

function jobName(
  entry: SourceEntry | undefined,
  key: SourceEntry | undefined,
  at: SourceLocation,
  issues: ValidationIssue[],
): string | undefined {
  const given = entry === undefined ? undefined : scalarOf(entry.value);
  const fromKey = key?.key.trim();
  if (entry !== undefined && (typeof given !== 'string' || given.trim() === '')) {
    issues.push(
      issueAt(entry.valueAt, `A job name must be a non-empty string, not ${shapeOf(entry.value)}.`),
    );
    return undefined;
  }
  const name = typeof given === 'string' ? given.trim() : fromKey;
  if (fromKey !== undefined && name !== fromKey) {
    const message = `Job "${fromKey}" also says name: "${name}"; drop the name field, or make it match the key.`;
    issues.push(issueAt(entry?.valueAt ?? at, message));
  }
  if (name === undefined || name === '') {
    issues.push(issueAt(at, 'This job has no name; add "name:", unique in the file.'));
    return undefined;
  }
  return name;
}

function jobProject(
  entry: SourceEntry | undefined,
  label: string,
  at: SourceLocation,
  options: CronFileOptions,
  issues: ValidationIssue[],
): string | undefined {
  const given = entry === undefined ? undefined : scalarOf(entry.value);
  if (typeof given === 'string' && given.trim() !== '') return given.trim();
  if (typeof given === 'number') return String(given);
  if (entry !== undefined) {
    issues.push(
      issueAt(
        entry.valueAt,
        `${label}: project must be a project's id or name, not ${shapeOf(entry.value)}.`,
      ),
    );
    return undefined;
  }
  const fallback = options.defaultProject?.trim();
  if (fallback !== undefined && fallback !== '') return fallback;
  issues.push(
    issueAt(at, `${label} names no project; add "project:" to it, or set the action's project input.`),
  );
  return undefined;
}
