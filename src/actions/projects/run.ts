import { resolve } from 'node:path';
import { readEventPayload } from '../../github/event-payload.ts';
import { readEnvFiles } from '../../manifest/env-file.ts';
import { unmatchedWatches } from '../../manifest/watch-check.ts';
import { registerSecret } from '../../secrets/redact.ts';
import { loadManifest } from '../common/manifest-input.ts';
import { platformAction } from '../common/platform-action.ts';
import { changesOfEvent } from './changes.ts';
import { readProjectsInputs } from './inputs.ts';
import { planMatrix } from './plan.ts';
import { reportPlan, reportResults } from './report.ts';
import { resolveManifestProjects } from './resolve.ts';
import { select } from './select.ts';
import { spec } from './spec.ts';

export const run = platformAction(
  spec,
  async ({ port, outputs, env, inputs, context, client, signal, workspace }) => {
    const config = readProjectsInputs(inputs);
    registerSecret(config.githubToken);
    if (config.results !== undefined) {
      await reportResults(port, outputs, context, config, resolve(workspace, config.results));
      return;
    }
    const manifest = loadManifest(workspace, config.manifest);
    for (const { key, glob, line } of unmatchedWatches(workspace, manifest)) {
      port.warning(
        `${manifest.file}:${line}: Project "${key}": watch "${glob}" matches no file of the checkout, so no change to it would redeploy the project; check it for a typo.`,
        { file: manifest.file, startLine: line },
      );
    }
    const selection = await select(manifest, config, async () =>
      changesOfEvent(context, readEventPayload(env.GITHUB_EVENT_PATH, port), config.githubToken, port, {
        signal,
        logger: port,
      }),
    );
    // A missing or broken env file fails the plan, before any leg writes anything.
    readEnvFiles(workspace, manifest, selection.projects);
    port.info(
      `${selection.reason} Deploying ${selection.projects.length}: ${selection.projects.map((p) => p.key).join(', ') || 'none'}.`,
    );
    const ids = await resolveManifestProjects(client, manifest, selection.projects, signal);
    const plan = planMatrix(selection.projects, ids, config);
    await reportPlan(port, outputs, manifest, selection, plan);
  },
);
