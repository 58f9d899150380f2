import type { PlatformClient } from '../api/client.ts';
import type { Project } from '../api/resources/projects.ts';
import { ConfigurationError } from '../errors.ts';
import type { Logger } from '../log.ts';
import { copyIntoPreview, readProductionConfig } from './copy-project.ts';
import { ensurePreviewProject, findPreviewProject } from './project.ts';
import { renderDomain, renderProjectName, type TemplateValues } from './template.ts';

/** A pull request's preview of a manifest project, unless its `preview-name` says otherwise. */
const PULL_PREVIEW_NAME = '{project}-pr-{pr}';
/** The merge queue's: never the pull request's own, so the queue's removal cannot take that one. */
const QUEUE_PREVIEW_NAME = '{project}-queue-{pr}';

/** Where a manifest project's preview deploys, in this run. */
export interface PreviewRun {
  readonly values: TemplateValues;
  readonly queue: boolean;
}

/**
 * What of a manifest project names its preview: its key, production name and templates (declared
 * here, not imported from src/manifest, so the preview folder depends on no manifest reader).
 */
export interface PreviewOf {
  readonly key: string;
  readonly project: string;
  readonly previewName?: string | undefined;
  readonly previewDomain?: string | undefined;
}

/**
 * A template as the merge queue uses it: `{pr}` becomes `queue-{pr}`, so a queue's preview of pull
 * request 9 is never pull request 9's own preview (the queue's removal must not take that one).
 */
function forQueue(template: string): string {
  return template.replaceAll('{pr}', 'queue-{pr}');
}

/** The preview project's name: the project's `preview-name` (or the default) with `{project}` its production name. */
export function previewProjectName(project: PreviewOf, run: PreviewRun): string {
  if (/[{}]/.test(project.project)) {
    throw new ConfigurationError(
      `Project "${project.key}" names its platform project "${project.project}", whose braces a preview name cannot hold; name the project without { or }.`,
      'projects',
    );
  }
  const given = project.previewName;
  const template =
    given === undefined
      ? run.queue
        ? QUEUE_PREVIEW_NAME
        : PULL_PREVIEW_NAME
      : run.queue
        ? forQueue(given)
        : given;
  return renderProjectName(template.replaceAll('{project}', project.project), run.values, 'projects');
}

/** The preview's domain, when the project's `preview-domain` asks for one. */
export function previewDomainName(project: PreviewOf, run: PreviewRun): string | undefined {
  const given = project.previewDomain;
  if (given === undefined) return undefined;
  return renderDomain(run.queue ? forQueue(given) : given, run.values, 'projects');
}

/**
 * The preview project named `name`: found (a re-run reuses it), else created with production's
 * settings, routing mode, proxy rules and env groups (never its domains), as preview-domain's
 * `from-project` does. Production is only read, and read before the create.
 */
export async function previewProjectFor(
  client: PlatformClient,
  productionId: string,
  name: string,
  options: { readonly logger: Logger; readonly signal?: AbortSignal | undefined },
): Promise<Project> {
  const found = await findPreviewProject(client, { kind: 'name', name }, options);
  if (found) return found.project;
  const production = await readProductionConfig(client, productionId, options);
  const made = await ensurePreviewProject(client, { kind: 'name', name }, options);
  if (made.created) await copyIntoPreview(client, made.project, production, options);
  return made.project;
}
