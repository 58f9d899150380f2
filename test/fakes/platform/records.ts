/**
 * Canonical records of the core resources, exactly as the API returns them (camelCase).
 * Anything the API must not reveal (secret values, stored bytes) lives beside them in PlatformState.
 */

export interface Timestamps {
  createdAt: string;
  updatedAt: string;
}

export type StaticRoutingMode = 'files' | 'spa' | 'clean-urls';

export interface ProxyRule {
  prefix: string;
  /** The URL as the PUT gave it, a path included: the prefix is forwarded under it. */
  origin: string;
  /** Forward the path without the prefix (`/api/x` to `<origin>/x`); absent means false. */
  stripPrefix?: boolean;
}

export interface ProjectRecord extends Timestamps {
  id: string;
  name: string;
  /** `owner/name` of the connected source-host repository, or null for upload-only projects. */
  repository: string | null;
  defaultBranch: string;
  framework: string | null;
  buildCommand: string | null;
  installCommand: string | null;
  /** Folder of the built source that is served; null serves the archive's root. */
  outputDirectory: string | null;
  rootDirectory: string | null;
  nodeVersion: string;
  staticRouting: StaticRoutingMode;
  proxyRules: ProxyRule[];
  primaryDomain: string | null;
  /** The project's live site, served by the emulator; 404 until a deployment is live. */
  liveUrl: string;
  liveDeploymentId: string | null;
  latestDeploymentId: string | null;
  metadata: Record<string, string>;
}

export type DeploymentStatus = 'queued' | 'building' | 'live' | 'failed';

export type DeploymentSource =
  | { type: 'upload'; uploadId: string; sourceTarballUrl: string }
  | { type: 'branch'; repository: string; branch: string; commitSha: string }
  | { type: 'commit'; repository: string; commitSha: string; branch: string | null }
  | { type: 'repository'; repository: string; branch: string; commitSha: string }
  | { type: 'files'; fileCount: number };

export type DeploymentTrigger = 'api' | 'env' | 'files';

export interface DeploymentRecord extends Timestamps {
  id: string;
  projectId: string;
  status: DeploymentStatus;
  source: DeploymentSource;
  sourceTarballUrl: string | null;
  branch: string | null;
  commitSha: string | null;
  trigger: DeploymentTrigger;
  /** `${origin}/sites/d/<id>/` once live, else null. */
  url: string | null;
  /** Why the build failed, once failed. */
  error: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  /**
   * When it became the project's live deployment; null if it never was (failed, or a newer one was
   * already live when it finished). Kept once superseded, so a client can tell which were live.
   */
  liveAt: string | null;
}

export interface LogLine {
  timestamp: string;
  message: string;
  stream: 'build' | 'runtime' | 'stdout' | 'stderr';
}

export interface UploadRecord {
  id: string;
  sourceTarballUrl: string;
  size: number;
  sha256: string;
  filename: string | null;
  createdAt: string;
}

export interface EnvVarName {
  name: string;
  updatedAt: string;
}

export interface DomainRecord extends Timestamps {
  domain: string;
  projectId: string;
  primary: boolean;
  status: 'pending' | 'active';
  /** The DNS record the owner must create for the domain to become active. */
  verification: { type: 'CNAME'; name: string; value: string };
}

export interface ServiceRecord extends Timestamps {
  name: string;
  projectId: string;
  status: 'running' | 'stopped';
  image: string;
  replicas: number;
  restartCount: number;
  startedAt: string | null;
}

export type RunStatus = 'queued' | 'running' | 'succeeded' | 'failed';

export interface ProjectRunRecord extends Timestamps {
  id: string;
  projectId: string;
  command: string;
  status: RunStatus;
  exitCode: number | null;
  output: string;
  startedAt: string | null;
  finishedAt: string | null;
}

export interface EnvGroupRecord extends Timestamps {
  id: string;
  name: string;
  description: string | null;
  /** Names only; values stay in PlatformState.envGroupValues. */
  variables: EnvVarName[];
  projectIds: string[];
}

export type SourceFile =
  | { type: 'file'; content: Buffer; updatedAt: string }
  | { type: 'directory'; updatedAt: string };
