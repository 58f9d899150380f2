import type { ActionPort } from '../../port.ts';
import { projectsLeft, renderSweepExtras } from '../../preview/sweep/report.ts';
import type { SweepOutcome } from '../../preview/sweep/sweep.ts';
import type { OutputsOf } from '../common/outputs.ts';
import { reportSync } from '../common/sync-report.ts';
import type { spec } from './spec.ts';

/**
 * The projects left to delete by hand (the API cannot delete projects), then the plan as every sync
 * shows it, with each pull request's state and what was ignored.
 */
export async function reportSweep(
  port: ActionPort,
  outputs: OutputsOf<typeof spec>,
  { inventory, result }: SweepOutcome,
  options: { readonly title: string; readonly dryRun: boolean },
): Promise<void> {
  const left = projectsLeft(inventory).map((project) => ({
    id: project.id,
    name: project.name,
    pr: project.owner.kind === 'pull' ? project.owner.pr : undefined,
  }));
  outputs.set('projects-left', JSON.stringify(left));
  const extras = renderSweepExtras(inventory);
  await reportSync(port, outputs, result, {
    ...options,
    extraMarkdown: extras.markdown,
    extraLog: extras.log,
  });
}
