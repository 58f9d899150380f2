import type { Project } from '../../api/resources/projects.ts';
import { guardAgainstOlder, type LiveGuardRequest, supersededSentence } from '../../deploy/live-guard.ts';
import type { SourceChoice } from '../../deploy/pipeline.ts';
import type { RunContext } from '../../github/context.ts';
import { escapeMarkdownText } from '../../render/markdown.ts';
import type { ActionContext } from '../common/platform-action.ts';
import type { DeployInputs } from './inputs.ts';

const FULL_SHA = /^[0-9a-f]{40}$/i;

/**
 * The commit a deploy would ship, when the guard applies: production-like runs only (not a pull
 * request's or the merge queue's preview), never `source: deployment` (a deliberate rollback:
 * rollback.yml) nor with `force`.
 */
function commitToGuard(
  config: Pick<DeployInputs, 'force' | 'source' | 'commitSha'>,
  context: RunContext,
): string | undefined {
  if (config.force || config.source === 'deployment') return undefined;
  if (context.pullRequest !== undefined || context.eventName === 'merge_group') return undefined;
  if (config.source === 'repository') return config.commitSha;
  return FULL_SHA.test(context.commitSha) ? context.commitSha : undefined;
}

/** The GitHub the guard asks, when the run has a token and a repository. */
function guardGitHub(token: string | undefined, context: RunContext) {
  return token !== undefined && context.owner !== ''
    ? { token, apiUrl: context.apiUrl, owner: context.owner, repo: context.repo }
    : undefined;
}

/**
 * One deploy-many leg's guard: the superseded sentence when the live commit is newer (the leg then
 * writes nothing), else undefined.
 */
export async function legSuperseded(
  request: Omit<LiveGuardRequest, 'commit' | 'github' | 'environment'>,
  config: { readonly force: boolean; readonly githubToken: string | undefined },
  context: RunContext,
): Promise<{ readonly sentence: string; readonly url: string | undefined } | undefined> {
  const commit = commitToGuard({ force: config.force, source: 'upload', commitSha: undefined }, context);
  if (commit === undefined) return undefined;
  const verdict = await guardAgainstOlder({
    ...request,
    commit,
    github: guardGitHub(config.githubToken, context),
    environment: 'production',
  });
  if (verdict.ship) return undefined;
  return { sentence: supersededSentence(commit, verdict), url: verdict.liveDeployment.url };
}

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
