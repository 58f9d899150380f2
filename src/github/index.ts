export { clientFor, createGitHubClient, type GitHubAccess, type GitHubClient } from './client.ts';
export {
  type DefaultEnvironment,
  githubApiUrl,
  isPullRequestEvent,
  type PullRequestAction,
  type PullRequestContext,
  type RunContext,
  readRunContext,
} from './context.ts';
export { type DeployStatus, deployStatusLabel, formatBytes, formatDuration } from './deploy-status.ts';
export {
  type DeploymentFilter,
  type DeploymentOutcome,
  type DeploymentTrackerOptions,
  type FinishDeploymentOptions,
  GitHubDeploymentTracker,
  type StartDeploymentOptions,
} from './deployments.ts';
export { httpStatusOf, isPermissionFailure, warnGitHubFailure } from './failures.ts';
export {
  codeBlock,
  details,
  escapeTableCell,
  markdownLink,
  renderTable,
  type TableCell,
} from './markdown.ts';
export {
  type DeployCommentInput,
  deployCommentMarker,
  renderDeployComment,
  type StickyCommentOptions,
  type StickyCommentResult,
  upsertStickyComment,
} from './pr-comment.ts';
export { forgetAllSecrets, REDACTED, redact, redactJson, registerSecret, routeSecretsTo } from './redact.ts';
export {
  type ArchiveStats,
  type DeploySummary,
  type LogTailOptions,
  renderDeploySummary,
  renderLogTail,
  writeDeploySummary,
} from './summary.ts';
