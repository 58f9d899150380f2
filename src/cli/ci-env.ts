/**
 * Which CI system (if any) runs the command, and the commit, branch and run URL it says, so a deploy
 * from GitLab or Jenkins records the same facts as one from GitHub Actions. On GitHub Actions the
 * runner's own variables are used as they are.
 */
import { execFileSync } from 'node:child_process';

type Env = Readonly<Record<string, string | undefined>>;

type CiSystem =
  | 'github-actions'
  | 'gitlab'
  | 'circleci'
  | 'buildkite'
  | 'jenkins'
  | 'azure-pipelines'
  | 'ci'
  | 'local';

export interface CiFacts {
  readonly system: CiSystem;
  readonly sha: string | undefined;
  readonly branch: string | undefined;
  readonly runUrl: string | undefined;
}

export function detectCi(env: Env, cwd: string): CiFacts {
  if (env.GITHUB_ACTIONS === 'true') {
    return { system: 'github-actions', sha: env.GITHUB_SHA, branch: env.GITHUB_REF_NAME, runUrl: undefined };
  }
  if (env.GITLAB_CI === 'true') {
    return {
      system: 'gitlab',
      sha: env.CI_COMMIT_SHA,
      branch: env.CI_MERGE_REQUEST_SOURCE_BRANCH_NAME || env.CI_COMMIT_BRANCH || env.CI_COMMIT_REF_NAME,
      runUrl: env.CI_JOB_URL,
    };
  }
  if (env.CIRCLECI === 'true') {
    return {
      system: 'circleci',
      sha: env.CIRCLE_SHA1,
      branch: env.CIRCLE_BRANCH,
      runUrl: env.CIRCLE_BUILD_URL,
    };
  }
  if (env.BUILDKITE === 'true') {
    const job = env.BUILDKITE_JOB_ID ? `#${env.BUILDKITE_JOB_ID}` : '';
    return {
      system: 'buildkite',
      sha: env.BUILDKITE_COMMIT,
      branch: env.BUILDKITE_BRANCH,
      runUrl: env.BUILDKITE_BUILD_URL ? `${env.BUILDKITE_BUILD_URL}${job}` : undefined,
    };
  }
  if (env.JENKINS_URL) {
    return {
      system: 'jenkins',
      sha: env.GIT_COMMIT,
      branch: env.BRANCH_NAME || env.GIT_BRANCH?.replace(/^origin\//, ''),
      runUrl: env.BUILD_URL,
    };
  }
  if (env.TF_BUILD === 'True' || env.TF_BUILD === 'true') {
    const collection = env.SYSTEM_COLLECTIONURI?.replace(/\/?$/, '/');
    return {
      system: 'azure-pipelines',
      sha: env.BUILD_SOURCEVERSION,
      branch: env.BUILD_SOURCEBRANCH?.replace(/^refs\/heads\//, ''),
      runUrl:
        collection && env.SYSTEM_TEAMPROJECT && env.BUILD_BUILDID
          ? `${collection}${encodeURIComponent(env.SYSTEM_TEAMPROJECT)}/_build/results?buildId=${env.BUILD_BUILDID}`
          : undefined,
    };
  }
  const fromGit = gitFacts(cwd);
  return { system: env.CI ? 'ci' : 'local', ...fromGit, runUrl: undefined };
}

/** The checkout's HEAD and branch, as git says; nothing when it is not a git checkout. */
function gitFacts(cwd: string): { sha: string | undefined; branch: string | undefined } {
  const git = (...args: string[]) => {
    try {
      return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return undefined;
    }
  };
  const sha = git('rev-parse', 'HEAD');
  const branch = git('symbolic-ref', '--quiet', '--short', 'HEAD');
  return { sha: sha || undefined, branch: branch || undefined };
}

/**
 * The GITHUB_* variables the actions read their run context from, outside GitHub: the commit and
 * branch, no repository (so nothing is asked of GitHub), the workspace, and where temporary files go.
 */
export function runnerVariables(facts: CiFacts, workspace: string, tempDir: string): Record<string, string> {
  const variables: Record<string, string> = { GITHUB_WORKSPACE: workspace, RUNNER_TEMP: tempDir };
  if (facts.sha) variables.GITHUB_SHA = facts.sha;
  if (facts.branch) variables.GITHUB_REF = `refs/heads/${facts.branch}`;
  if (facts.runUrl) variables.PLATFORM_ACTIONS_RUN_URL = facts.runUrl;
  return variables;
}
