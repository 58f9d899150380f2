import {
  describePlan,
  lookUpComputeService,
  planScale,
  readSize,
  requestScale,
  waitForSize,
} from '../../compute/scale.ts';
import { ActionFailure } from '../../errors.ts';
import { formatDuration } from '../../render/deploy-status.ts';
import { platformAction } from '../common/platform-action.ts';
import { readComputeScaleInputs, serviceNotFound } from './inputs.ts';
import { reportScale } from './report.ts';
import { spec } from './spec.ts';

export const run = platformAction(spec, async ({ port, outputs, inputs, client, signal }) => {
  const config = readComputeScaleInputs(inputs);
  const context = { logger: port, signal };
  const lookup = await lookUpComputeService(client, config.service, context);
  if (lookup.kind !== 'found') throw serviceNotFound(config.service, lookup);
  const wait = { ...context, timeoutMs: config.timeoutMs };
  let { service, size } = await readSize(client, lookup.service.id, context);
  if (!config.dryRun && (service.status ?? '').toLowerCase() === 'scaling') {
    port.info(`Compute service ${service.id} is still scaling; waiting for that to finish before planning.`);
    const before = await waitForSize(client, { serviceId: service.id, label: service.id }, undefined, wait);
    if (before.kind === 'timed-out') {
      throw new ActionFailure(
        `Compute service ${service.id} was still scaling after ${formatDuration(config.timeoutMs)}, so nothing was changed; re-run once that scale is done, or raise the \`timeout\` input.`,
      );
    }
    ({ service, size } = await readSize(client, service.id, context));
  }
  const plan = planScale(service, size, config.wanted);
  port.info(`Compute service ${plan.label}: ${plan.changed ? '' : 'no change, '}${describePlan(plan)}.`);
  if (config.dryRun || !plan.changed) {
    return reportScale(port, outputs, plan, config.dryRun ? 'planned' : 'succeeded', service.name);
  }
  await requestScale(client, plan, context);
  if (!config.wait) return reportScale(port, outputs, plan, 'requested', service.name);
  const outcome = await waitForSize(client, plan, plan.wanted, wait);
  await reportScale(
    port,
    outputs,
    plan,
    outcome.kind === 'reached' ? 'succeeded' : 'timed-out',
    service.name,
  );
  if (outcome.kind === 'timed-out') {
    throw new ActionFailure(
      `Compute service ${plan.label} did not report ${plan.wanted.cpu} CPU and ${plan.wanted.memoryMb} MB within ${formatDuration(config.timeoutMs)} (last status: ${outcome.service?.status ?? 'unknown'}); raise the \`timeout\` input, or re-run: the next run sees the scale under way and waits for it.`,
    );
  }
  port.info(`Compute service ${plan.label} now has ${plan.wanted.cpu} CPU and ${plan.wanted.memoryMb} MB.`);
});
