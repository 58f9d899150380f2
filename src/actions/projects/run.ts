import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigurationError } from '../../errors.ts';
import { readEventPayload } from '../../github/event-payload.ts';
import { type Manifest, normalizePath, readManifest } from '../../manifest/manifest.ts';
import { pathProblem } from '../../manifest/paths.ts';
import { type Selection, selectChanged, selectNamed, unknownKeys } from '../../manifest/select.ts';
import { escapeTableCell, renderTable } from '../../render/markdown.ts';
import { registerSecret } from '../../secrets/redact.ts';
import { platformAction } from '../common/platform-action.ts';
import { changesOfEvent } from './changes.ts';
import { type ProjectsInputs, readProjectsInputs } from './inputs.ts';
import { type MatrixPlan, planMatrix } from './plan.ts';
import { reportResults } from './report.ts';
import { resolveManifestProjects } from './resolve.ts';
import { spec } from './spec.ts';

export const run = platformAction(
  spec,
  async ({ port, outputs, env, inputs, context, client, signal, workspace }) => {
    const config = readProjectsInputs(inputs);
    registerSecret(config.githubToken);
    if (config.results !== undefined) {
      await reportResults(port, outputs, context, config, resolve(workspace, config.results));
      return;
    }
    const manifest = loadManifest(workspace, config.manifest);
    const selection = await select(manifest, config, async () =>
      changesOfEvent(context, readEventPayload(env.GITHUB_EVENT_PATH, port), config.githubToken, port),
    );
    port.info(
      `${selection.reason} Deploying ${selection.projects.length}: ${selection.projects.map((p) => p.key).join(', ') || 'none'}.`,
    );
    const ids = await resolveManifestProjects(client, manifest, selection.projects, signal);
    const plan = planMatrix(selection.projects, ids, config);
    outputs.setAll({
      matrix: JSON.stringify(plan.matrix),
      keys: JSON.stringify(selection.projects.map((project) => project.key)),
      count: String(selection.projects.length),
      legs: String(plan.legs.length),
      reason: selection.reason,
      status: 'planned',
    });
    await port.appendSummary(renderPlan(manifest, selection, plan));
  },
);

/** The manifest, read from inside the workspace only: its name comes from a workflow input. */
export function loadManifest(workspace: string, name: string): Manifest {
  const problem = pathProblem(name);
  if (problem) throw new ConfigurationError(`Input "manifest" ("${name}") ${problem}.`, 'manifest');
  const file = normalizePath(name);
  const path = join(workspace, file);
  if (!existsSync(path)) {
    throw new ConfigurationError(
      `Input "manifest" names ${file}, which is not in the checked-out repository; add it (see the projects action's README) or set \`manifest\` to its path.`,
      'manifest',
    );
  }
  return readManifest(readFileSync(path, 'utf8'), file);
}

async function select(
  manifest: Manifest,
  config: ProjectsInputs,
  changes: () => ReturnType<typeof changesOfEvent>,
): Promise<Selection> {
  if (config.projects === 'all') {
    return { projects: manifest.projects, reason: 'The input "projects" is `all`.' };
  }
  if (config.projects !== undefined) {
    const unknown = unknownKeys(manifest, config.projects);
    if (unknown.length > 0) {
      const known = manifest.projects.map((project) => project.key);
      throw new ConfigurationError(
        `Input "projects" names ${unknown.map((key) => `"${key}"`).join(', ')}, which ${manifest.file} does not declare; use keys of its \`projects:\` (${known.slice(0, 10).join(', ')}${known.length > 10 ? ', …' : ''}) or \`all\`.`,
        'projects',
      );
    }
    return selectNamed(manifest, config.projects);
  }
  const changed = await changes();
  if (changed === 'nothing')
    return { projects: [], reason: 'The push deleted the branch; nothing to deploy.' };
  return selectChanged(
    manifest,
    changed.kind === 'files' ? changed : { kind: 'everything', reason: `Every project: ${changed.reason}.` },
  );
}

const SHOWN_LEGS = 100;

function renderPlan(manifest: Manifest, selection: Selection, plan: MatrixPlan): string {
  const heading = `### ${selection.projects.length} of ${manifest.projects.length} projects to deploy\n\n${escapeTableCell(selection.reason)}\n\n`;
  if (plan.legs.length === 0) return heading;
  const rows = plan.matrix.include
    .slice(0, SHOWN_LEGS)
    .map((entry) => [entry.key, entry.projects, entry.path, entry['api-rate']]);
  const more = plan.legs.length > SHOWN_LEGS ? `\n…and ${plan.legs.length - SHOWN_LEGS} more legs.\n` : '';
  return `${heading}${renderTable(['Leg', 'Projects', 'Path', 'Requests/s'], rows)}${more}`;
}
