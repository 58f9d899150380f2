import { ConfigurationError } from '../../errors.ts';
import { type Manifest, normalizePath, readManifest } from '../../manifest/manifest.ts';
import { pathProblem, readFileInside } from '../../manifest/paths.ts';
import { type Selection, selectChanged, selectNamed, unknownKeys } from '../../manifest/select.ts';
import { issueAt, throwIfIssues } from '../../sync/validation.ts';
import { deployRootProblem } from '../../workspace/deploy-root.ts';
import type { changesOfEvent } from './changes.ts';
import type { ProjectsInputs } from './inputs.ts';

/** The manifest, read from inside the workspace only: its name comes from a workflow input. */
export function loadManifest(workspace: string, name: string): Manifest {
  const problem = pathProblem(name);
  if (problem) throw new ConfigurationError(`Input "manifest" ("${name}") ${problem}.`, 'manifest');
  const file = normalizePath(name);
  const text = readFileInside(workspace, file);
  if (text === undefined) {
    throw new ConfigurationError(
      `Input "manifest" names ${file}, which is not in the checked-out repository; add it (see the projects action's README) or set \`manifest\` to its path.`,
      'manifest',
    );
  }
  const manifest = readManifest(text, file);
  checkDeployRoots(workspace, manifest);
  return manifest;
}

/**
 * Every project's folder must be, after symbolic links, inside the checkout and outside any `.git`:
 * refused at the `path:` line before any request, in the plan and again in each leg.
 */
function checkDeployRoots(workspace: string, manifest: Manifest): void {
  const issues = manifest.projects.flatMap((project) => {
    const problem = deployRootProblem(workspace, project.path);
    if (problem === undefined) return [];
    const at = { file: manifest.file, line: project.pathLine, column: 1 };
    return [issueAt(at, `Project "${project.key}": path "${project.path}" ${problem}.`)];
  });
  throwIfIssues(issues);
}

export async function select(
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
