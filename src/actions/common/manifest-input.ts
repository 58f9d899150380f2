import { ConfigurationError } from '../../errors.ts';
import { type Manifest, normalizePath, readManifest } from '../../manifest/manifest.ts';
import { pathProblem, readFileInside } from '../../manifest/paths.ts';
import { issueAt, throwIfIssues } from '../../sync/validation.ts';
import { deployRootProblem } from '../../workspace/deploy-root.ts';

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
