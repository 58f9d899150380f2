import type { Project } from '../../api/resources/projects.ts';
import { guardAgainstOlder, supersededSentence } from '../../deploy/live-guard.ts';
import { commitToGuard, guardGitHub } from '../../deploy/live-leg.ts';
import type { SourceChoice } from '../../deploy/pipeline.ts';
import type { ActionContext } from '../common/platform-action.ts';
import type { DeployInputs } from './inputs.ts';

/** Nothing shipped: the live commit is newer. */
export interface Superseded {
  readonly sentence: string;
  readonly url: string | undefined;
}

/**
 * Runs the guard before anything is written; when the live commit is newer, drops the packed zip and
 * answers why (report.ts says it everywhere): the run ends there, successfully.
 */
export async function supersededByLive(
  { client, port, context, signal }: Pick<ActionContext<string>, 'client' | 'port' | 'context' | 'signal'>,
  config: DeployInputs,
  project: Project,
  source: SourceChoice,
): Promise<Superseded | undefined> {
  const commit = commitToGuard(config, context);
  if (commit === undefined) return undefined;
  const token = config.githubToken;
  const verdict = await guardAgainstOlder({
    client,
    projectId: project.id,
    projectRaw: project.raw,
    commit,
    github: guardGitHub(token, context),
    environment: config.environment ?? context.defaultEnvironment,
    logger: port,
    signal,
  });
  if (verdict.ship) return undefined;
  if (source.kind === 'upload') await source.early?.discard();
  return { sentence: supersededSentence(commit, verdict), url: verdict.liveDeployment.url };
}
