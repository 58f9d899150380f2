import { envTarget } from '../../databases/env-target.ts';
import { attachDatabase, detachDatabase } from '../../databases/lifecycle.ts';
import { refuseForkPreview } from '../../preview/forks.ts';
import { resolveProject } from '../../projects/project-input.ts';
import { platformAction } from '../common/platform-action.ts';
import { readPreviewDatabaseInputs } from './inputs.ts';
import { reportPreviewDatabase } from './report.ts';
import { spec } from './spec.ts';

export const run = platformAction(spec, async ({ port, outputs, inputs, context, client, signal }) => {
  const config = readPreviewDatabaseInputs(inputs, context.pullRequest);
  refuseForkPreview('preview-database', context.pullRequest);
  const project = await resolveProject(client, config.project, { logger: port, signal });
  const env = envTarget(client, {
    projectId: project.id,
    scope: config.envScope,
    service: config.service,
    name: config.envName,
    logger: port,
    signal,
  });
  const request = { ...config, client, env, logger: port, signal };
  port.info(`${config.mode === 'attach' ? 'Attaching' : 'Detaching'} database ${config.name}.`);
  const outcome = config.mode === 'attach' ? await attachDatabase(request) : await detachDatabase(request);
  await reportPreviewDatabase(port, outputs, outcome, { name: config.name, envDescription: env.description });
});
