import type { RunStatus, Timestamps } from './records.ts';

/** Canonical records of the account-wide resources (databases, DNS, CDN, cron, mail, tunnels, compute). */

export type DatabaseEngine = 'postgres' | 'mysql' | 'redis';
export type DatabaseStatus = 'provisioning' | 'running' | 'stopped' | 'restarting';

export interface DatabaseRecord extends Timestamps {
  id: string;
  name: string;
  engine: DatabaseEngine;
  version: string;
  plan: 'starter' | 'standard' | 'pro';
  status: DatabaseStatus;
  host: string;
  port: number;
  database: string;
  users: { username: string; createdAt: string }[];
  startedAt: string | null;
}

export type DnsRecordType = 'A' | 'AAAA' | 'CNAME' | 'TXT' | 'MX' | 'SRV' | 'CAA' | 'NS';

export interface DnsZoneRecord extends Timestamps {
  id: string;
  name: string;
  status: 'active';
  nameservers: string[];
  recordCount: number;
}

export interface DnsRecord extends Timestamps {
  id: string;
  zoneId: string;
  /** Relative name as given (`@` is the apex). */
  name: string;
  fqdn: string;
  type: DnsRecordType;
  ttl: number;
  /** First value, for the common single-value case. */
  value: string;
  values: string[];
  priority: number | null;
}

export interface CdnBucketRecord extends Timestamps {
  id: string;
  name: string;
  visibility: 'public' | 'private';
  defaultCacheControl: string;
  publicBaseUrl: string;
  assetCount: number;
  storageBytes: number;
}

export interface CdnAssetRecord extends Timestamps {
  id: string;
  bucketId: string;
  key: string;
  size: number;
  contentType: string;
  sha256: string;
  etag: string;
  cacheControl: string;
  /** Public URL; private buckets need /cdn/assets/{id}/signed-url. */
  url: string;
}

export interface CdnKeyRecord {
  id: string;
  name: string;
  /** The first characters of the secret, to recognise it later. */
  prefix: string;
  bucketIds: string[];
  createdAt: string;
  lastUsedAt: string | null;
}

export interface CronJobRecord extends Timestamps {
  id: string;
  name: string;
  schedule: string;
  timezone: string;
  command: string | null;
  path: string | null;
  /** How a path is requested; null for command and url jobs. */
  method: string | null;
  url: string | null;
  projectId: string | null;
  enabled: boolean;
  nextRunAt: string | null;
  lastRunAt: string | null;
  lastRunStatus: RunStatus | null;
}

export interface CronRunRecord {
  id: string;
  cronJobId: string;
  trigger: 'manual' | 'schedule';
  status: RunStatus;
  exitCode: number | null;
  output: string;
  startedAt: string;
  finishedAt: string | null;
  durationMs: number | null;
}

export interface EmailRecord {
  id: string;
  from: string;
  to: string[];
  cc: string[];
  bcc: string[];
  replyTo: string | null;
  subject: string;
  text: string | null;
  html: string | null;
  status: 'sent';
  createdAt: string;
}

export interface RequiredDnsRecord {
  type: 'MX' | 'TXT' | 'CNAME';
  name: string;
  value: string;
  priority?: number;
  purpose: 'mx' | 'spf' | 'dkim' | 'dmarc';
}

export interface MailDomainRecord extends Timestamps {
  id: string;
  domain: string;
  status: 'pending_verification' | 'verified';
  dnsRecords: RequiredDnsRecord[];
}

export interface MailboxRecord {
  id: string;
  domainId: string;
  address: string;
  localPart: string;
  displayName: string | null;
  createdAt: string;
}

export interface TunnelRecord extends Timestamps {
  id: string;
  name: string;
  localPort: number;
  publicUrl: string;
  status: 'active';
}

export interface ComputeServiceRecord extends Timestamps {
  id: string;
  name: string;
  /** `scaling` from a scale request until the new size is in place (then back to what it was). */
  status: 'running' | 'stopped' | 'scaling';
  cpu: number;
  memoryMb: number;
  /** The size a scale in progress is moving to; null when none is. */
  scalingTo: { cpu: number; memoryMb: number } | null;
  region: string;
}

export interface RepoHostInstallationRecord {
  id: string;
  provider: 'github';
  accountLogin: string;
  accountType: 'Organization' | 'User';
  repositorySelection: 'all' | 'selected';
  repositories: string[];
  createdAt: string;
}
