import { type ProjectLookup, projectLabel } from '../api/resources/projects-resolve.ts';

/**
 * Why `reference` names no single project, as the end of a sentence that starts with what named it
 * (`Input "project" is "shop"` or `Job "nightly": project "shop"`). It lives in src/sync, below src/projects,
 * because the cron file's model names projects too and src/projects already builds on src/sync.
 */
export function lookupProblem(lookup: Exclude<ProjectLookup, { kind: 'found' }>): string {
  if (lookup.kind === 'several') {
    const ids = lookup.matches.map((project) => project.id).join(', ');
    return `is the name of ${lookup.matches.length} projects (${ids}): give the id of the one meant instead`;
  }
  const offer =
    lookup.close.length > 0
      ? `close names: ${lookup.close.map(projectLabel).join(', ')}`
      : `the key sees ${lookup.count} project(s)`;
  return `is neither the id nor the name of a project the key can see (${offer}): check the id or name, and that the \`api-key\` belongs to the organisation that owns it`;
}
