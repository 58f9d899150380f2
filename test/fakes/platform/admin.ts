import { createProject, type NewProject } from './handlers/projects.ts';
import { nowIso } from './ids.ts';
import { issueKey, revokeKey } from './keys.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { DeploymentRecord, EnvGroupRecord, ProjectRecord } from './records.ts';
import type { ComputeServiceRecord, CronJobRecord, RepoHostInstallationRecord } from './records-infra.ts';
import type { BuildTiming, Runtime } from './runtime.ts';
import { addComputeService, addCronJob, addInstallation } from './seed.ts';
import { seedLiveDeployment } from './seed-live.ts';

/** What the "dashboard" can do: things tests need that the public API does not offer. */
export interface Admin {
  createProject(input: NewProject): ProjectRecord;
  /** The next build of the project fails, with `reason` in its log and its `error`. */
  failNextBuild(projectId: string, reason?: string): void;
  setBuildTiming(timing: Partial<BuildTiming>): void;
  /** The one-time code last "e-mailed" by POST /auth/start to this address. */
  signInCode(email: string): string | undefined;
  /** A new API key's secret, as the dashboard shows it once. */
  issueKey(kind: 'full' | 'read'): string;
  revokeKey(key: string): void;
  addInstallation(
    input: Partial<RepoHostInstallationRecord> & { accountLogin: string },
  ): RepoHostInstallationRecord;
  addComputeService(input: Partial<ComputeServiceRecord> & { name: string }): ComputeServiceRecord;
  /** A cron job made at once, as POST /cron would leave it (seed.ts). */
  addCronJob(input: Partial<CronJobRecord> & { name: string; schedule: string }): CronJobRecord;
  /** An env group with a chosen id, attached to nothing (the API picks ids itself). */
  addEnvGroup(id: string, name: string, description?: string): EnvGroupRecord;
  /** Forget the rate limiter's windows (between test phases). */
  resetRateLimit(): void;
  /** Resolves when no build, provisioning or run timer is pending. */
  idle(): Promise<void>;
  /** Resolves when the deployment is live or failed (polling the store, not the API). */
  waitForDeployment(id: string, timeoutMs?: number): Promise<DeploymentRecord>;
  /** A live deployment of the project built from an upload of `files`, made at once (seed-live.ts). */
  seedLiveDeployment(projectId: string, files: Record<string, string>): DeploymentRecord;
}

export function createAdmin(runtime: Runtime, limiter: RateLimiter): Admin {
  const { state } = runtime;
  return {
    createProject: (input) => createProject(runtime, input),
    failNextBuild: (projectId, reason = 'build command exited with code 1') => {
      if (!state.projects.has(projectId)) throw new Error(`project ${projectId} not found`);
      state.failNextBuild.set(projectId, reason);
    },
    setBuildTiming: (timing) => Object.assign(runtime.options.build, timing),
    signInCode: (email) => state.signInCodes.get(email.toLowerCase())?.code,
    issueKey: (kind) => issueKey(state, runtime.options.keyPrefix, kind).secret,
    revokeKey: (key) => revokeKey(state, key),
    addInstallation: (input) => addInstallation(runtime, input),
    addComputeService: (input) => addComputeService(runtime, input),
    addCronJob: (input) => addCronJob(runtime, input),
    addEnvGroup: (id, name, description = '') => {
      const now = nowIso();
      const group: EnvGroupRecord = {
        id,
        name,
        description,
        variables: [],
        projectIds: [],
        createdAt: now,
        updatedAt: now,
      };
      state.envGroups.set(id, group);
      return group;
    },
    resetRateLimit: () => limiter.reset(),
    seedLiveDeployment: (projectId, files) => {
      const project = state.projects.get(projectId);
      if (!project) throw new Error(`project ${projectId} not found`);
      return seedLiveDeployment(runtime, project, files);
    },
    idle: () => runtime.timers.idle(),
    waitForDeployment: async (id, timeoutMs = 10_000) => {
      const { clock } = runtime.timers;
      const deadline = clock.now() + timeoutMs;
      for (;;) {
        const deployment = state.deployments.get(id);
        if (!deployment) throw new Error(`deployment ${id} not found`);
        if (deployment.status === 'live' || deployment.status === 'failed') return deployment;
        if (clock.now() > deadline)
          throw new Error(`deployment ${id} still ${deployment.status} after ${timeoutMs} ms`);
        await clock.sleep(10);
      }
    },
  };
}
