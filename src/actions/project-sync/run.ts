import { ActionFailure } from '../../errors.ts';
import { resolveProject } from '../../projects/project-input.ts';
import { readProjectFile } from '../../projects/sync/file.ts';
import { syncProject } from '../../projects/sync/sync-project.ts';
import { redact } from '../../secrets/redact.ts';
import { platformAction } from '../common/platform-action.ts';
import { readDeclaredFile } from '../common/sync-inputs.ts';
import { logWrite } from '../common/sync-report.ts';
import { readProjectSyncInputs } from './inputs.ts';
import { reportProjectSync } from './report.ts';
import { spec } from './spec.ts';

export const run = platformAction(spec, async ({ port, outputs, inputs, client, signal, workspace }) => {
  const config = readProjectSyncInputs(inputs);
  const file = readDeclaredFile(config.file, workspace);
  const declared = readProjectFile(file.text, file.displayPath, config.overrides);
  // An id or a name, resolved once before the project is read or written.
  const projectId = (await resolveProject(client, config.project, { logger: port, signal })).id;
  const outcome = await syncProject(client, projectId, declared, {
    ...config,
    logger: port,
    signal,
    onResult: (item) => logWrite(port, item),
  });
  await reportProjectSync(port, outputs, outcome, {
    title: `Project sync: ${file.displayPath} → ${projectId}`,
    dryRun: config.dryRun,
  });
  const { restartFailure } = outcome.after;
  if (restartFailure !== undefined) throw new ActionFailure(redact(restartFailure));
});
