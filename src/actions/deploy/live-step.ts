import type { Project } from '../../api/resources/projects.ts';
import { guardAgainstOlder, supersededSentence } from '../../deploy/live-guard.ts';
import { commitToGuard, guardGitHub } from '../../deploy/live-leg.ts';
import type { SourceChoice } from '../../deploy/pipeline.ts';
import { escapeMarkdownText } from '../../render/markdown.ts';
import type { ActionContext } from '../common/platform-action.ts';
import type { DeployInputs } from './inputs.ts';

/**
 * Runs the guard before anything is written; when the live commit is newer, says so everywhere
 * (log, outputs, summary), drops the packed zip and answers true: the run ends there, successfully.
 */
export async function supersededByLive(
  {
    client,
    port,
    outputs,
    context,
    signal,
  }: Pick<ActionContext<string, 'status' | 'url'>, 'client' | 'port' | 'outputs' | 'context' | 'signal'>,
  config: DeployInputs,
  project: Project,
  source: SourceChoice,
): Promise<boolean> {
  const commit = commitToGuard(config, context);
  if (commit === undefined) return false;
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
  if (verdict.ship) return false;
  if (source.kind === 'upload') await source.early?.discard();
  const sentence = supersededSentence(commit, verdict);
  port.info(sentence);
  outputs.set('status', 'superseded');
  if (verdict.liveDeployment.url) outputs.set('url', verdict.liveDeployment.url);
  // The project's name and the ids come from the platform: shown escaped.
  await port.appendSummary(
    `### Deploy of ${escapeMarkdownText(project.name ?? project.id)}: superseded\n\n${escapeMarkdownText(sentence)}\n`,
  );
  return true;
}
