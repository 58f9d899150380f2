import { ConfigurationError } from '../../errors.ts';
import { escapeCell } from '../engine/markdown.ts';

/**
 * What the drift workflow's plan jobs found, read from `toJSON(needs)`: each job's result and the
 * outputs of its dry run. A job that did not succeed checked nothing, so it is never "no drift".
 */
export interface DriftCheck {
  readonly job: string;
  readonly title: string;
  readonly result: string;
  /** True: the platform differs from the files; undefined: the job did not say (it failed or was skipped). */
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

/** Parses `needs`; throws a sentence naming the input when it is not the JSON of a `needs` context. */
export function readDriftChecks(json: string): DriftCheck[] {
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
  for (const [job, value] of Object.entries(parsed)) {
    if (!isRecord(value)) continue;
    const result = text(value.result);
    if (result === 'skipped') continue;
    const outputs = isRecord(value.outputs) ? value.outputs : {};
    const changed = text(outputs.changed);
    const drifted = result === 'success' ? changed === 'true' : undefined;
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
          .map((name) => `\`${escapeCell(name.trim())}\``)
          .join(', ');
  return `Missing on the platform (would be added): ${names(text(outputs.added))}; undeclared (would be removed with prune): ${names(text(outputs.removed))}. Values are never compared: they cannot be read back.\n`;
}

export interface DriftVerdict {
  readonly drifted: readonly DriftCheck[];
  /** Jobs that did not finish their plan: the platform was not checked there. */
  readonly unchecked: readonly DriftCheck[];
}

export function verdictOf(checks: readonly DriftCheck[]): DriftVerdict {
  return {
    drifted: checks.filter((check) => check.drifted === true),
    unchecked: checks.filter((check) => check.drifted === undefined),
  };
}

/** The issue body (without its marker): what drifted, each plan, and what to do. */
export function renderDriftBody(checks: readonly DriftCheck[], runUrl: string | undefined): string {
  const { drifted, unchecked } = verdictOf(checks);
  const run = runUrl === undefined ? 'the scheduled drift check' : `[the scheduled drift check](${runUrl})`;
  const lines = [
    `The platform no longer matches the files in ${drifted.length} of ${checks.length} area${checks.length === 1 ? '' : 's'}, as ${run} found with the read key (nothing was written).`,
    '',
    '**To put it back:** merge a change to the files, or run the sync workflow (`workflow_dispatch`) on the default branch: its apply writes what the files declare. Env values changed by hand are invisible here (values cannot be read back); re-send them on purpose by changing `env-digest-key` or a declared value, which redeploys the project.',
    '',
  ];
  for (const check of drifted) {
    lines.push(`### ${escapeCell(check.title)}`, '', check.detail.trim(), '');
  }
  if (unchecked.length > 0) {
    lines.push(
      `**Not checked:** ${unchecked.map((check) => `${escapeCell(check.title)} (${check.result || 'unknown'})`).join(', ')}: see the run.`,
      '',
    );
  }
  lines.push(
    'This issue is kept by the drift workflow: it is edited on each run and closed when everything matches again.',
  );
  return `${lines.join('\n')}\n`;
}
