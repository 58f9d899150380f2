import type { PlatformClient } from '../../api/client.ts';
import { listProjects, type Project } from '../../api/resources/projects.ts';
import type { Manifest, ManifestProject } from '../../manifest/manifest.ts';
import { issueAt, throwIfIssues, type ValidationIssue } from '../../sync/validation.ts';

/**
 * The platform ids of the projects to deploy, from one listing of the account's projects (however
 * many the manifest names), so a wrong id or name fails here, at its manifest line, before any leg
 * starts. A reference is an id when one project has it, else a name exactly one project has.
 */
export async function resolveManifestProjects(
  client: PlatformClient,
  manifest: Manifest,
  projects: readonly ManifestProject[],
  signal: AbortSignal,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  if (projects.length === 0) return ids;
  const all: Project[] = await listProjects(client, { query: { limit: 100 }, signal });
  const issues: ValidationIssue[] = [];
  const at = (project: ManifestProject) => ({ file: manifest.file, line: project.line, column: 1 });
  for (const project of projects) {
    const found = findProject(all, project.project);
    if (typeof found === 'string') {
      issues.push(
        issueAt(
          at(project),
          `Project "${project.key}": project "${project.project}" ${found}; set it to the id or name of a project this key can see.`,
        ),
      );
    } else ids.set(project.key, found.id);
  }
  issues.push(...sharedProjects(all, manifest, projects, at));
  throwIfIssues(issues);
  return ids;
}

/**
 * Two keys naming one platform project (`shop` and its id) would plan two legs that deploy it at
 * once, under two concurrency groups. Every key of the manifest is compared (one unselected now is
 * selected by the next push), and each selected one that shares its project with an earlier key is
 * refused at its line.
 */
function sharedProjects(
  all: readonly Project[],
  manifest: Manifest,
  selected: readonly ManifestProject[],
  at: (project: ManifestProject) => { file: string; line: number; column: number },
): ValidationIssue[] {
  const firstOf = new Map<string, ManifestProject>();
  const issues: ValidationIssue[] = [];
  for (const project of manifest.projects) {
    const found = findProject(all, project.project);
    if (typeof found === 'string') continue;
    const first = firstOf.get(found.id);
    if (first === undefined) firstOf.set(found.id, project);
    else if (selected.includes(project) || selected.includes(first)) {
      issues.push(
        issueAt(
          at(project),
          `Project "${project.key}": project "${project.project}" is platform project ${found.id}, which "${first.key}" (line ${first.line}) deploys too, so two legs would deploy it at once; keep one key for it (merge their watch globs).`,
        ),
      );
    }
  }
  return issues;
}

function findProject(all: readonly Project[], reference: string): Project | string {
  const byId = all.find((project) => project.id === reference);
  if (byId) return byId;
  const byName = all.filter((project) => project.name === reference);
  if (byName.length === 1) return byName[0] as Project;
  if (byName.length > 1)
    return `is the name of ${byName.length} projects (${byName.map((p) => p.id).join(', ')}), so use its id`;
  return `is neither the id nor the name of any of the ${all.length} projects the key can see`;
}
