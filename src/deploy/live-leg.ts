import type { RunContext } from '../github/context.ts';
import { guardAgainstOlder, type LiveGuardRequest, supersededSentence } from './live-guard.ts';

const FULL_SHA = /^[0-9a-f]{40}$/i;

/**
 * The commit a deploy would ship, when the guard applies: production-like runs only (not a pull
 * request's or the merge queue's preview), never `source: deployment` (a deliberate rollback:
 * rollback.yml) nor with `force`.
 */
export function commitToGuard(
  config: {
    readonly force: boolean;
    readonly source: 'upload' | 'repository' | 'deployment';
    readonly commitSha: string | undefined;
  },
  context: RunContext,
): string | undefined {
  if (config.force || config.source === 'deployment') return undefined;
  if (context.pullRequest !== undefined || context.eventName === 'merge_group') return undefined;
  if (config.source === 'repository') return config.commitSha;
  return FULL_SHA.test(context.commitSha) ? context.commitSha : undefined;
}

/** The GitHub the guard asks, when the run has a token and a repository. */
export function guardGitHub(token: string | undefined, context: RunContext) {
  return token !== undefined && context.owner !== ''
    ? { token, apiUrl: context.apiUrl, owner: context.owner, repo: context.repo }
    : undefined;
}

/**
 * One manifest project's guard: the superseded sentence when the live commit is newer (the project
 * then writes nothing), else undefined.
 */
export async function projectSuperseded(
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
