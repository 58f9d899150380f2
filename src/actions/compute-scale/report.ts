import type { ScalePlan } from '../../compute/scale.ts';
import { describePlan } from '../../compute/scale.ts';
import type { ActionPort } from '../../port.ts';
import { renderTable } from '../../render/markdown.ts';
import type { OutputsOf } from '../common/outputs.ts';
import type { spec } from './spec.ts';

export type ScaleResult = 'succeeded' | 'planned' | 'requested' | 'timed-out';

const RESULT_TEXT: Record<ScaleResult, string> = {
  succeeded: 'done: the service reports the size wanted',
  planned: 'dry run: nothing was changed',
  requested: 'requested; not waited for (`wait: false`)',
  'timed-out': 'requested, but the service did not report the new size in time',
};

/** The one place a scale's outcome becomes outputs and the job summary. */
export async function reportScale(
  port: ActionPort,
  writer: OutputsOf<typeof spec>,
  plan: ScalePlan,
  result: ScaleResult,
  serviceName: string | undefined,
): Promise<void> {
  const outputs = {
    'service-id': plan.serviceId,
    cpu: String(plan.wanted.cpu),
    memory: String(plan.wanted.memoryMb),
    changed: String(plan.changed),
    plan: JSON.stringify({
      service: { id: plan.serviceId, name: serviceName ?? null },
      current: plan.current,
      wanted: plan.wanted,
      changed: plan.changed,
    }),
    status: result,
  };
  writer.setAll(outputs);
  const change = plan.changed ? describePlan(plan) : `no change: ${describePlan(plan)}`;
  const rows = [
    ['Service', plan.label],
    ['Plan', change],
    ['Result', plan.changed || result === 'planned' ? RESULT_TEXT[result] : 'nothing to do'],
  ];
  await port.appendSummary(`### Compute scale\n\n${renderTable(['', ''], rows)}\n`);
}
