export { type MergeGroupEventOptions, mergeGroupEvent } from './events.ts';
export type { RateLimitFault } from './rate-limits.ts';
export {
  type FakeGitHub,
  type FakeGitHubOptions,
  type LoggedRequest,
  type SeedCommentsOptions,
  startFakeGitHub,
} from './server.ts';
export type {
  DeploymentState,
  FakeComment,
  FakeDeployment,
  FakeDeploymentStatus,
  FakeGitHubState,
  FakeIdentity,
  FakePermissions,
  FakePullRequest,
  FakeUser,
  PermissionLevel,
} from './state.ts';
export { type CapturedCommands, captureWorkflowCommands, type WorkflowCommand } from './workflow-commands.ts';
