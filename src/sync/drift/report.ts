import { ConfigurationError } from '../../errors.ts';
import { escapeTableCell } from '../../render/markdown.ts';

/**
 * What the drift workflow's plan jobs found, read from `toJSON(needs)`: each job's result and the
 * outputs of its dry run. A job that did not succeed checked nothing, so it is never "no drift".
 */
export interface DriftCheck {
  readonly job: string;
  readonly title: string;
  readonly result: string;
  /** True: the platform differs from the files; undefined: the job did not say (it failed, was skipped or gave no plan). */
  readonly drifted: boolean | undefined;
  /** The plan as markdown (dns, cron, project), or the env names line; already redacted by the action. */
  readonly detail: string;
  readonly planId: string | undefined;
}

const TITLES: Readonly<Record<string, string>> = {
  'env-sync': 'Environment variables',
  'dns-sync': 'DNS records',
  'cron-sync': 'Cron jobs',
  'project-sync': 'Project configuration',
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Parses `needs`; throws a sentence naming the input when it is not the JSON of a `needs` context.
 * A skipped job is left out unless `expected` names it: then it is a plan that did not run, as is an
 * expected job `needs` does not hold at all.
 */
export function readDriftChecks(json: string, expected: readonly string[] = []): DriftCheck[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    parsed = undefined;
  }
  if (!isRecord(parsed))
    throw new ConfigurationError(
      'Input "needs" is not a JSON object: pass `${{ toJSON(needs) }}` from a job that needs the plan jobs.',
      'needs',
    );
  const checks: DriftCheck[] = [];
  for (const job of expected) {
    if (!isRecord(parsed[job])) parsed[job] = { result: 'missing' };
  }
  for (const [job, value] of Object.entries(parsed)) {
    if (!isRecord(value)) continue;
    const result = text(value.result);
    if (result === 'skipped' && !expected.includes(job)) continue;
    const outputs = isRecord(value.outputs) ? value.outputs : {};
    const changed = text(outputs.changed);
    // A job that succeeded without saying `true` or `false` (its plan step skipped) checked nothing.
    const drifted =
      result === 'success' && (changed === 'true' || changed === 'false') ? changed === 'true' : undefined;
    checks.push({
      job,
      title: TITLES[job] ?? job,
      result,
      drifted,
      detail: detailOf(job, outputs),
      planId: text(outputs['plan-id']) || undefined,
    });
  }
  return checks.sort((a, b) => a.job.localeCompare(b.job));
}

function detailOf(job: string, outputs: Record<string, unknown>): string {
  const markdown = text(outputs['plan-markdown']);
  if (markdown !== '') return markdown;
  if (job !== 'env-sync') return '';
  const names = (list: string) =>
    list === ''
      ? 'none'
      : list
          .split(',')
          .map((name) => `\`${escapeTableCell(name.trim())}\``)
          .join(', ');
  return `Missing on the platform (would be added): ${names(text(outputs.added))}; undeclared (would be removed with prune): ${names(text(outputs.removed))}. Values are never compared: they cannot be read back.\n`;
}

export interface DriftVerdict {
  readonly drifted: readonly DriftCheck[];
  /** Jobs that failed or were cancelled in their plan: the platform was not checked there. */
  readonly unchecked: readonly DriftCheck[];
  /** Expected jobs that were skipped or missing, and jobs that gave no plan: nothing checked, nothing failed. */
  readonly notRun: readonly DriftCheck[];
  /**
   * True only when at least one plan ran and every plan ran and found nothing: the one case that may
   * close the issue. No checks at all is not "no drift".
   */
  readonly allMatch: boolean;
}

/** A job that ended without failing (skipped, missing, or succeeded without a plan output). */
function didNotRun(check: DriftCheck): boolean {
  return check.drifted === undefined && ['success', 'skipped', 'missing'].includes(check.result);
}

export function verdictOf(checks: readonly DriftCheck[]): DriftVerdict {
  const drifted = checks.filter((check) => check.drifted === true);
  const notRun = checks.filter(didNotRun);
  const unchecked = checks.filter((check) => check.drifted === undefined && !didNotRun(check));
  return {
    drifted,
    unchecked,
    notRun,
    allMatch: checks.length > 0 && checks.every((check) => check.drifted === false),
  };
}

/** How a check that did not run reads in a sentence: "Cron jobs (cron-sync: skipped)". */
export function notCheckedLabel(check: DriftCheck): string {
  const why = check.result === 'success' ? 'no plan output' : check.result || 'unknown';
  return `${check.title} (${check.job}: ${why})`;
}

/** The issue body (without its marker): what drifted, each plan, and what to do. */
export function renderDriftBody(checks: readonly DriftCheck[], runUrl: string | undefined): string {
  const { drifted, unchecked, notRun } = verdictOf(checks);
  const run = runUrl === undefined ? 'the scheduled drift check' : `[the scheduled drift check](${runUrl})`;
  const lines = [
    `The platform no longer matches the files in ${drifted.length} of ${checks.length} area${checks.length === 1 ? '' : 's'}, as ${run} found with the read key (nothing was written).`,
    '',
    '**To put it back:** merge a change to the files, or run the sync workflow (`workflow_dispatch`) on the default branch: its apply writes what the files declare. Env values changed by hand are invisible here (values cannot be read back); re-send them on purpose by changing `env-digest-key` or a declared value, which redeploys the project.',
    '',
  ];
  for (const check of drifted) {
    lines.push(`### ${escapeTableCell(check.title)}`, '', check.detail.trim(), '');
  }
  if (unchecked.length + notRun.length > 0) {
    lines.push(
      `**Not checked:** ${[...unchecked, ...notRun].map((check) => escapeTableCell(notCheckedLabel(check))).join(', ')}: see the run.`,
      '',
    );
  }
  lines.push(
    'This issue is kept by the drift workflow: it is edited on each run and closed when everything matches again.',
  );
  return `${lines.join('\n')}\n`;
}
