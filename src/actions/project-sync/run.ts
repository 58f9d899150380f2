import { requestChecker } from '../../api/request-check.ts';
import { resolveProject } from '../../api/resources/projects-resolve.ts';
import { ActionFailure } from '../../errors.ts';
import { restartServices, waitForProxyStatus, writtenDomains } from '../../projects/sync/after-apply.ts';
import { readProjectFile } from '../../projects/sync/file.ts';
import { projectProvider } from '../../projects/sync/provider.ts';
import { projectRequestBodies } from '../../projects/sync/requests.ts';
import { runProjectSync } from '../../projects/sync/run-sync.ts';
import { readProjectSnapshot } from '../../projects/sync/snapshot.ts';
import { projectClientWriter } from '../../projects/sync/writer.ts';
import { redact } from '../../secrets/redact.ts';
import { hasChanges } from '../../sync/engine/index.ts';
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
    const after: string[] = [];
    let statuses = new Map<string, string>();
    let restarted: string[] = [];
    const { report } = result;
    if (report?.ok) {
      const domains = writtenDomains(report);
      statuses = await waitForProxyStatus(client, projectId, domains, config.proxyWaitMs, port, signal);
      for (const [domain, status] of statuses) after.push(`Proxy status of ${domain}: ${status}.`);
      if (report.applied.length > 0 && snapshot.restart.length > 0) {
        const outcome = await restartServices(client, projectId, snapshot.restart, port, signal);
        restarted = outcome.restarted;
        if (restarted.length > 0)
          after.push(`Restarted service${restarted.length === 1 ? '' : 's'} ${restarted.join(', ')}.`);
        restartFailure = outcome.failure;
        if (restartFailure !== undefined) after.push(restartFailure);
      } else if (snapshot.restart.length > 0) {
        after.push(
          `Nothing changed, so ${snapshot.restart.join(', ')} ${snapshot.restart.length === 1 ? 'was' : 'were'} not restarted.`,
        );
      }
    } else if (config.dryRun && snapshot.restart.length > 0 && hasChanges(result.plan)) {
      after.push(`Applying this plan would then restart ${snapshot.restart.join(', ')}.`);
    }
    outputs.setAll({
      'proxy-status': JSON.stringify(Object.fromEntries(statuses)),
      restarted: restarted.join(','),
    });
    await reportSync(port, outputs, result, {
      title: `Project sync: ${file.displayPath} → ${projectId}`,
      dryRun: config.dryRun,
      extraMarkdown: after.map((line) => `${line}\n`).join('\n'),
      extraLog: after,
    });
  } catch (error) {
    annotateValidation(port, error);
    throw error;
  }
  if (restartFailure !== undefined) throw new ActionFailure(redact(restartFailure));
});
