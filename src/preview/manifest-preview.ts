import type { PlatformClient } from '../api/client.ts';
import type { Project } from '../api/resources/projects.ts';
import { ConfigurationError } from '../errors.ts';
import type { Logger } from '../log.ts';
import { copyIntoPreview, readProductionConfig } from './copy-project.ts';
import { ensurePreviewProject, findPreviewProject } from './project.ts';
import { renderProjectName, type TemplateValues } from './template.ts';

/** A pull request's preview of a manifest project: `{project}` is the production project's name. */
const PULL_PREVIEW_NAME = '{project}-pr-{pr}';
/** The merge queue's: never the pull request's own, so the queue's removal cannot take that one. */
const QUEUE_PREVIEW_NAME = '{project}-queue-{pr}';

/** Where a manifest project's preview deploys, in this run. */
export interface PreviewRun {
  readonly values: TemplateValues;
  readonly queue: boolean;
}

/** The preview project's name for the production project named `production` (its manifest `project`). */
export function previewProjectName(production: string, run: PreviewRun, key: string): string {
  if (/[{}]/.test(production)) {
    throw new ConfigurationError(
      `Project "${key}" names its platform project "${production}", whose braces a preview name cannot hold; name the project without { or }.`,
      'projects',
    );
  }
  const template = (run.queue ? QUEUE_PREVIEW_NAME : PULL_PREVIEW_NAME).replaceAll('{project}', production);
  return renderProjectName(template, run.values, 'projects');
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
