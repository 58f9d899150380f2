import type { ActionPort } from '../../port.ts';
import type { ProjectSyncOutcome } from '../../projects/sync/sync-project.ts';
import type { OutputsOf } from '../common/outputs.ts';
import { reportSync } from '../common/sync-report.ts';
import type { spec } from './spec.ts';

/** What the apply left (proxy statuses, restarts), then the plan as every sync shows it. */
export async function reportProjectSync(
  port: ActionPort,
  outputs: OutputsOf<typeof spec>,
  { result, after }: ProjectSyncOutcome,
  options: { readonly title: string; readonly dryRun: boolean },
): Promise<void> {
  outputs.setAll({
    'proxy-status': JSON.stringify(Object.fromEntries(after.statuses)),
    restarted: after.restarted.join(','),
  });
  await reportSync(port, outputs, result, {
    ...options,
    extraMarkdown: after.lines.map((line) => `${line}\n`).join('\n'),
    extraLog: after.lines,
  });
}
