import { requestChecker } from '../../api/request-check.ts';
import { ActionFailure } from '../../errors.ts';
import { resolveProject } from '../../projects/project-input.ts';
import { afterProjectSync } from '../../projects/sync/after-sync.ts';
import { readProjectFile } from '../../projects/sync/file.ts';
import { projectProvider } from '../../projects/sync/provider.ts';
import { projectRequestBodies } from '../../projects/sync/requests.ts';
import { runProjectSync } from '../../projects/sync/run-sync.ts';
import { readProjectSnapshot } from '../../projects/sync/snapshot.ts';
import { projectClientWriter } from '../../projects/sync/writer.ts';
import { redact } from '../../secrets/redact.ts';
import { platformAction } from '../common/platform-action.ts';
import { readDeclaredFile } from '../common/sync-inputs.ts';
import { annotateValidation, logWrite, reportSync } from '../common/sync-report.ts';
import { readProjectSyncInputs } from './inputs.ts';
import { spec } from './spec.ts';

export const run = platformAction(spec, async ({ port, outputs, inputs, client, signal, workspace }) => {
  const config = readProjectSyncInputs(inputs);
  const file = readDeclaredFile(config.file, workspace);
  let restartFailure: string | undefined;
  try {
    const declared = readProjectFile(file.text, file.displayPath, config.overrides);
    // An id or a name, resolved once before the project is read or written.
    const projectId = (await resolveProject(client, config.project, { logger: port, signal })).id;
    const snapshot = await readProjectSnapshot(client, projectId, declared, signal);
    const writer = projectClientWriter(client, projectId, snapshot.proxyRules);
    const provider = { ...projectProvider(writer), bodies: projectRequestBodies(declared) };
    const result = await runProjectSync(provider, snapshot.desired, snapshot.current, {
      ...config,
      checkBody: await requestChecker(client, signal),
      unreadableRules: snapshot.unreadableRules.map((rule) => Object.keys(rule)),
      signal,
      onResult: (item) => logWrite(port, item),
    });
    const after = await afterProjectSync(client, projectId, result, snapshot, config, port, signal);
    restartFailure = after.restartFailure;
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
  } catch (error) {
    annotateValidation(port, error);
    throw error;
  }
  if (restartFailure !== undefined) throw new ActionFailure(redact(restartFailure));
});
