import { ActionFailure } from '../../errors.ts';
import { resolveProject } from '../../projects/project-input.ts';
import { readProjectFile } from '../../projects/sync/file.ts';
import { syncProject } from '../../projects/sync/sync-project.ts';
import { redact } from '../../secrets/redact.ts';
import { platformAction } from '../common/platform-action.ts';
import { readDeclaredFile } from '../common/sync-inputs.ts';
import { logWrite, reportSync } from '../common/sync-report.ts';
import { readProjectSyncInputs } from './inputs.ts';
import { spec } from './spec.ts';

export const run = platformAction(spec, async ({ port, outputs, inputs, client, signal, workspace }) => {
  const config = readProjectSyncInputs(inputs);
  const file = readDeclaredFile(config.file, workspace);
  const declared = readProjectFile(file.text, file.displayPath, config.overrides);
  // An id or a name, resolved once before the project is read or written.
  const projectId = (await resolveProject(client, config.project, { logger: port, signal })).id;
  const { result, after } = await syncProject(client, projectId, declared, {
    ...config,
    logger: port,
    signal,
    onResult: (item) => logWrite(port, item),
  });
  outputs.setAll({
    'proxy-status': JSON.stringify(Object.fromEntries(after.statuses)),
    restarted: after.restarted.join(','),
  });
  await reportSync(port, outputs, result, {
    title: `Project sync: ${file.displayPath} → ${projectId}`,
    dryRun: config.dryRun,
    extraMarkdown: after.lines.map((line) => `${line}\n`).join('\n'),
    extraLog: after.lines,
  });
  if (after.restartFailure !== undefined) throw new ActionFailure(redact(after.restartFailure));
});
