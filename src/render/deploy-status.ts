/** How a deploy ended (or where it is), as summaries and PR comments show it. */
export type DeployStatus =
  | 'success'
  | 'failure'
  | 'cancelled'
  | 'in_progress'
  | 'skipped'
  /** Went live, failed its post-deploy checks, and is still the live one (or may be). */
  | 'checks_failed'
  /** Went live, failed its post-deploy checks, and an earlier deployment's source is live again. */
  | 'rolled_back';

const LABELS: Record<DeployStatus, string> = {
  success: '✅ Deployed',
  failure: '❌ Failed',
  checks_failed: '❌ Failed its checks',
  rolled_back: '↩️ Failed its checks, rolled back',
  cancelled: '🚫 Cancelled',
  in_progress: '⏳ In progress',
  skipped: '⏭️ Skipped',
};

export function deployStatusLabel(status: DeployStatus): string {
  return LABELS[status];
}

/** "1m 05s", "12.3s", "450ms": precise for quick deploys, readable for slow ones. */
export function formatDuration(milliseconds: number): string {
  if (milliseconds < 1000) return `${Math.round(milliseconds)}ms`;
  const seconds = milliseconds / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)}s`;
  const wholeSeconds = Math.round(seconds);
  const minutes = Math.floor(wholeSeconds / 60);
  const rest = String(wholeSeconds % 60).padStart(2, '0');
  return minutes < 60 ? `${minutes}m ${rest}s` : `${Math.floor(minutes / 60)}h ${minutes % 60}m ${rest}s`;
}

export { formatBytes } from '../bytes.ts';
