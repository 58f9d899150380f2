import type {
  DeploymentRecord,
  DomainRecord,
  EnvGroupRecord,
  LogLine,
  ProjectRecord,
  ProjectRunRecord,
  ServiceRecord,
  SourceFile,
  UploadRecord,
} from './records.ts';
import type {
  CdnAssetRecord,
  CdnBucketRecord,
  CdnKeyRecord,
  ComputeServiceRecord,
  CronJobRecord,
  CronRunRecord,
  DatabaseRecord,
  DnsRecord,
  DnsZoneRecord,
  EmailRecord,
  MailboxRecord,
  MailDomainRecord,
  RepoHostInstallationRecord,
  TunnelRecord,
} from './records-infra.ts';
import type { ApiKeyRecord } from './types.ts';

/** A secret value the API accepts but never returns. */
export interface StoredValue {
  value: string;
  updatedAt: string;
}

/** What a build produced: its log, the files the live deployment serves, and the env it saw. */
export interface BuildOutput {
  logs: LogLine[];
  files: Map<string, Buffer>;
  env: Record<string, string>;
}

export interface StoredUpload {
  record: UploadRecord;
  filePath: string;
  /** The body came chunked (no Content-Length): sent while it was still being made. */
  chunked: boolean;
}

/** A presigned direct upload waiting for its bytes and then its finalize call. */
export interface PendingCdnUpload {
  token: string;
  bucketId: string;
  key: string;
  size: number;
  contentType: string;
  expiresAt: number;
  stored: { filePath: string; size: number; sha256: string; md5: string } | null;
  assetId: string | null;
}

export interface MultipartUpload {
  uploadId: string;
  bucketId: string;
  key: string;
  size: number | null;
  contentType: string;
  cacheControl: string | null;
  parts: Map<number, { filePath: string; size: number; md5: string }>;
  state: 'open' | 'completed' | 'aborted';
  assetId: string | null;
  createdAt: string;
}

export interface UsageDay {
  bandwidthBytes: number;
  requests: number;
  uploadedBytes: number;
}

export interface SignInCode {
  code: string;
  expiresAt: number;
  attempts: number;
}

/** The emulator's whole in-memory store. Tests may read (and, with care, seed) it directly. */
export interface PlatformState {
  keys: Map<string, ApiKeyRecord>;
  signInCodes: Map<string, SignInCode>;
  projects: Map<string, ProjectRecord>;
  deployments: Map<string, DeploymentRecord>;
  /** deploymentId → the statuses GET /deployments/{id} has answered with (build.advanceWhenSeen). */
  seenStatuses: Map<string, Set<string>>;
  builds: Map<string, BuildOutput>;
  /** projectId → reason: the next build of that project fails (admin.failNextBuild). */
  failNextBuild: Map<string, string>;
  uploads: Map<string, StoredUpload>;
  env: Map<string, Map<string, StoredValue>>;
  envGroups: Map<string, EnvGroupRecord>;
  envGroupValues: Map<string, Map<string, StoredValue>>;
  domains: Map<string, DomainRecord>;
  services: Map<string, Map<string, ServiceRecord>>;
  /** Keyed `${projectId}/${service}`. */
  serviceEnv: Map<string, Map<string, StoredValue>>;
  runs: Map<string, ProjectRunRecord>;
  files: Map<string, Map<string, SourceFile>>;
  databases: Map<string, DatabaseRecord>;
  databaseLogs: Map<string, LogLine[]>;
  /** Keyed `${databaseId}/${username}`; shown once by the API, kept here for tests. */
  databasePasswords: Map<string, string>;
  dnsZones: Map<string, DnsZoneRecord>;
  dnsRecords: Map<string, DnsRecord>;
  cdnBuckets: Map<string, CdnBucketRecord>;
  cdnAssets: Map<string, CdnAssetRecord>;
  /** assetId → file holding the asset's bytes. */
  cdnObjects: Map<string, string>;
  cdnUploads: Map<string, PendingCdnUpload>;
  cdnMultipart: Map<string, MultipartUpload>;
  cdnKeys: Map<string, CdnKeyRecord>;
  cdnKeySecrets: Map<string, string>;
  /** `YYYY-MM-DD` → counters. */
  cdnUsage: Map<string, UsageDay>;
  cronJobs: Map<string, CronJobRecord>;
  cronRuns: Map<string, CronRunRecord>;
  emails: Map<string, EmailRecord>;
  mailDomains: Map<string, MailDomainRecord>;
  mailboxes: Map<string, MailboxRecord>;
  tunnels: Map<string, TunnelRecord>;
  computeServices: Map<string, ComputeServiceRecord>;
  installations: Map<string, RepoHostInstallationRecord>;
}

export function createState(): PlatformState {
  return {
    keys: new Map(),
    signInCodes: new Map(),
    projects: new Map(),
    deployments: new Map(),
    seenStatuses: new Map(),
    builds: new Map(),
    failNextBuild: new Map(),
    uploads: new Map(),
    env: new Map(),
    envGroups: new Map(),
    envGroupValues: new Map(),
    domains: new Map(),
    services: new Map(),
    serviceEnv: new Map(),
    runs: new Map(),
    files: new Map(),
    databases: new Map(),
    databaseLogs: new Map(),
    databasePasswords: new Map(),
    dnsZones: new Map(),
    dnsRecords: new Map(),
    cdnBuckets: new Map(),
    cdnAssets: new Map(),
    cdnObjects: new Map(),
    cdnUploads: new Map(),
    cdnMultipart: new Map(),
    cdnKeys: new Map(),
    cdnKeySecrets: new Map(),
    cdnUsage: new Map(),
    cronJobs: new Map(),
    cronRuns: new Map(),
    emails: new Map(),
    mailDomains: new Map(),
    mailboxes: new Map(),
    tunnels: new Map(),
    computeServices: new Map(),
    installations: new Map(),
  };
}
