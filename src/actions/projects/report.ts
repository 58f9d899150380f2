import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { ActionFailure, ConfigurationError } from '../../errors.ts';
import type { RunContext } from '../../github/context.ts';
import type { Manifest } from '../../manifest/manifest.ts';
import {
  isSuccess,
  type LegEnd,
  type ProjectResult,
  parseResults,
  renderResultsTable,
  unreportedRows,
} from '../../manifest/results.ts';
import type { Selection } from '../../manifest/select.ts';
import type { ActionPort } from '../../port.ts';
import { escapeTableCell, renderTable } from '../../render/markdown.ts';
import type { OutputsOf } from '../common/outputs.ts';
import type { ProjectsInputs } from './inputs.ts';
import type { MatrixPlan } from './plan.ts';
import type { spec } from './spec.ts';
import { renderManyComment, upsertManyComment } from './sticky.ts';

/** A leg's result file is a few hundred bytes per project; anything far bigger is not one of ours. */
const MAX_RESULT_FILE_BYTES = 1 << 20;

/**
 * Report mode: the legs' result files become one job summary and one sticky pull request comment,
 * so the writes to GitHub stay one comment however many projects the matrix deployed.
 */
export async function reportResults(
  port: ActionPort,
  outputs: OutputsOf<typeof spec>,
  context: RunContext,
  config: ProjectsInputs,
  directory: string,
): Promise<void> {
  const { rows: reported, legFiles } = readResultFiles(directory, config.planned !== undefined);
  const rows = withUnreported(port, reported, legFiles, config);
  if (rows.length === 0) {
    outputs.set('status', 'failed');
    throw new ActionFailure(
      `No leg left a result file in ${directory}: the deploy legs failed before they could report; see their logs.`,
    );
  }
  const commit = context.commitSha;
  const failed = rows.filter((row) => !isSuccess(row));
  const heading = `### Deploy of ${rows.length} project${rows.length === 1 ? '' : 's'} at \`${escapeTableCell(commit.slice(0, 7))}\``;
  const verdict =
    failed.length === 0
      ? 'All live.'
      : `${failed.length} not live: ${failed.map((row) => row.key).join(', ')}.`;
  await port.appendSummary(`${heading}\n\n${escapeTableCell(verdict)}\n\n${renderResultsTable(rows)}`);
  const pullRequest = context.pullRequest;
  if (config.comment && pullRequest !== undefined && config.githubToken) {
    await upsertManyComment({
      access: { token: config.githubToken, apiUrl: context.apiUrl },
      owner: context.owner,
      repo: context.repo,
      issueNumber: pullRequest.number,
      marker: `<!-- platform-actions:deploy-many:${config.manifest.replace(/--+|>/g, '-')} -->`,
      render: (earlier) => renderManyComment({ commit, rows, earlier, runUrl: context.runUrl }),
      logger: port,
      runUrl: context.runUrl,
    });
  }
  outputs.setAll({
    count: String(rows.length),
    keys: JSON.stringify(rows.map((row) => row.key)),
    status: failed.length === 0 ? 'live' : 'failed',
  });
  if (failed.length > 0)
    throw new ActionFailure(
      `${failed.length} of ${rows.length} projects did not go live: ${failed.map((row) => `${row.key} (${row.status})`).join(', ')}.`,
    );
}

/**
 * With the plan handed over, the rows are exactly the planned projects: a row no plan asked for is
 * dropped (with a warning), and a planned project without a row is a failed row saying why.
 */
function withUnreported(
  port: ActionPort,
  reported: readonly ProjectResult[],
  legFiles: ReadonlySet<string>,
  config: ProjectsInputs,
): ProjectResult[] {
  const planned = config.planned;
  if (planned === undefined) return [...reported];
  const unplanned = reported.filter((row) => !planned.legOf.has(row.key));
  if (unplanned.length > 0) {
    port.warning(
      `Result rows for projects the plan did not deploy were left out: ${unplanned.map((row) => row.key).join(', ')}.`,
    );
  }
  const rows = reported.filter((row) => planned.legOf.has(row.key));
  const legEnd = (key: string): LegEnd =>
    legFiles.has(planned.legOf.get(key) ?? '')
      ? 'reported'
      : config.deployResult === 'cancelled'
        ? 'cancelled'
        : 'unknown';
  return [...rows, ...unreportedRows(planned.keys, rows, legEnd)];
}

interface ResultFiles {
  readonly rows: ProjectResult[];
  /** The legs that wrote a file (its name without `.json`), whatever it held. */
  readonly legFiles: ReadonlySet<string>;
}

/**
 * Every `*.json` under the directory (download-artifact puts each artifact in a folder of its own).
 * With the plan known, a missing directory is legs that never reported, not a wrong input: no
 * artifact was uploaded, so download-artifact made none.
 */
function readResultFiles(directory: string, planKnown: boolean): ResultFiles {
  let entries: string[];
  try {
    entries = readdirSync(directory, { recursive: true, encoding: 'utf8' });
  } catch {
    if (planKnown && !existsSync(directory)) return { rows: [], legFiles: new Set() };
    throw new ConfigurationError(
      `Input "results" names ${directory}, which is not a directory; set it to where the legs' result artifacts were downloaded.`,
      'results',
    );
  }
  const byKey = new Map<string, ProjectResult>();
  const legFiles = new Set<string>();
  for (const entry of entries.filter((name) => name.endsWith('.json')).sort()) {
    const path = join(directory, entry);
    if (!statSync(path).isFile() || statSync(path).size > MAX_RESULT_FILE_BYTES) continue;
    legFiles.add(basename(entry, '.json'));
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(path, 'utf8'));
    } catch {
      continue;
    }
    for (const row of parseResults(json)) byKey.set(row.key, row);
  }
  return { rows: [...byKey.values()], legFiles };
}

const SHOWN_LEGS = 100;

/** Plan mode's outcome: the matrix and what it deploys as outputs, and the legs as the job summary. */
export async function reportPlan(
  port: ActionPort,
  outputs: OutputsOf<typeof spec>,
  manifest: Manifest,
  selection: Selection,
  plan: MatrixPlan,
): Promise<void> {
  outputs.setAll({
    matrix: JSON.stringify(plan.matrix),
    keys: JSON.stringify(selection.projects.map((project) => project.key)),
    count: String(selection.projects.length),
    legs: String(plan.legs.length),
    reason: selection.reason,
    status: 'planned',
  });
  await port.appendSummary(renderPlan(manifest, selection, plan));
}

/** The plan mode's job summary: which legs deploy which projects. */
function renderPlan(manifest: Manifest, selection: Selection, plan: MatrixPlan): string {
  const heading = `### ${selection.projects.length} of ${manifest.projects.length} projects to deploy\n\n${escapeTableCell(selection.reason)}\n\n`;
  if (plan.legs.length === 0) return heading;
  const rows = plan.matrix.include
    .slice(0, SHOWN_LEGS)
    .map((entry) => [entry.key, entry.projects, entry.path, entry['api-rate']]);
  const more = plan.legs.length > SHOWN_LEGS ? `\n…and ${plan.legs.length - SHOWN_LEGS} more legs.\n` : '';
  return `${heading}${renderTable(['Leg', 'Projects', 'Path', 'Requests/s'], rows)}${more}`;
}
