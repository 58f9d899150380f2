import * as core from '@actions/core';
import { PlatformClient } from '../../api/client.ts';
import { assertDeclared, readDeclared } from '../../env/declared.ts';
import type { EnvPlan } from '../../env/plan.ts';
import { renderPlanText } from '../../env/render.ts';
import { runEnvSync } from '../../env/sync.ts';
import { readRunContext } from '../../github/context.ts';
import { redact, registerSecret } from '../../github/redact.ts';
import { actionsLogger } from '../../log.ts';
import { readConnection } from '../common/connection.ts';
import { InputReader } from '../common/inputs.ts';
import { finishProcess, runAction } from '../common/run.ts';
import { readEnvSyncInputs, readSources } from './inputs.ts';
import { reportEnvSync, reportEnvSyncError } from './report.ts';
import { spec } from './spec.ts';

await runAction(async ({ signal }) => {
  const context = readRunContext();
  const inputs = new InputReader(spec);
  const connection = readConnection(inputs, { isForkPullRequest: context.pullRequest?.isFork ?? false });
  const config = readEnvSyncInputs(inputs);
  const declared = readDeclared(readSources(config, process.env.GITHUB_WORKSPACE ?? process.cwd()));
  // Every value read, overridden ones too, is masked before anything at all can be printed.
  for (const value of declared.values) registerSecret(value);
  assertDeclared(declared);
  if (declared.overridden.length > 0) {
    core.info(redact(`\`variables\` overrides env-file for: ${declared.overridden.join(', ')}.`));
  }

  const client = new PlatformClient({ ...connection, logger: actionsLogger, signal });
  let plan: EnvPlan | undefined;
  let wrote = false;
  let deploymentId: string | undefined;
  let inGroup = false;
  const result = await runEnvSync({
    client,
    target: config.target,
    declared: declared.variables,
    digestKey: connection.apiKey,
    prune: config.prune,
    dryRun: config.dryRun,
    wait: config.wait,
    timeoutMs: config.timeoutMs,
    logger: actionsLogger,
    signal,
    onPlan: (planned) => {
      plan = planned;
      core.info(redact(renderPlanText(planned, config.dryRun)));
    },
    onWrite: () => {
      wrote = true;
    },
    onRedeploy: (id) => {
      deploymentId = id;
      core.startGroup(`Build log of deployment ${id}`);
      inGroup = true;
    },
    onLogLines: (lines) => {
      for (const line of lines) core.info(redact(line.text));
    },
  }).catch(async (error: unknown) => {
    if (inGroup) core.endGroup();
    if (plan !== undefined)
      await reportEnvSyncError(plan, { dryRun: config.dryRun, wrote, deploymentId }, error);
    throw error;
  });
  if (inGroup) core.endGroup();
  await reportEnvSync(result, config.timeoutMs);
});
await finishProcess();
