import type { PublishResult } from '../../cdn/publish.ts';
import type { ActionPort } from '../../port.ts';
import { formatBytes, formatDuration } from '../../render/deploy-status.ts';
import { renderTable, type TableCell } from '../../render/markdown.ts';
import type { OutputsOf } from '../common/outputs.ts';
import type { spec } from './spec.ts';

/**
 * The one place a publish's result becomes outputs, the job summary and its closing log line;
 * `apiRequests` is how many platform calls the run made, for the summary.
 */
export async function reportPublish(
  port: ActionPort,
  writer: OutputsOf<typeof spec>,
  result: PublishResult,
  apiRequests: number,
): Promise<void> {
  const outputs = publishOutputs(result);
  for (const [name, value] of Object.entries(outputs))
    writer.set(name as keyof typeof outputs, String(value));
  await port.appendSummary(renderPublishSummary(result, apiRequests));
  port.info(
    `${result.dryRun ? 'Dry run: would upload' : 'Uploaded'} ${outputs.uploaded} file(s) (${outputs.bytes} bytes), skipped ${outputs.skipped}, ${result.dryRun ? 'would delete' : 'deleted'} ${outputs.deleted}.`,
  );
}

interface PublishOutputs {
  readonly uploaded: number;
  readonly skipped: number;
  readonly deleted: number;
  readonly bytes: number;
  readonly changed: boolean;
}

/** On a dry run the numbers are what the run would do. */
function publishOutputs(result: PublishResult): PublishOutputs {
  if (result.dryRun) {
    const uploaded = result.plan.uploads.length;
    const deleted = result.toDelete.length;
    const bytes = result.plan.uploads.reduce((sum, upload) => sum + upload.file.size, 0);
    return { uploaded, skipped: result.plan.skips.length, deleted, bytes, changed: uploaded + deleted > 0 };
  }
  const uploaded = result.uploaded.length;
  const deleted = result.prune?.deleted.length ?? 0;
  return {
    uploaded,
    skipped: result.plan.skips.length,
    deleted,
    bytes: result.bytesUploaded,
    changed: uploaded + deleted > 0 || result.bucketCreated,
  };
}

function throughput(bytes: number, ms: number): string {
  if (bytes === 0 || ms <= 0) return '–';
  return `${formatBytes(Math.round((bytes * 1000) / ms))}/s`;
}

const MAX_LISTED = 50;

function renderPublishSummary(result: PublishResult, apiRequests: number): string {
  const out = publishOutputs(result);
  const title = `### CDN publish${result.dryRun ? ' (dry run)' : ''}: ${result.bucketName ?? result.bucketId ?? ''}/${result.prefix}`;
  const verb = result.dryRun ? 'To upload' : 'Uploaded';
  const rows: [string, TableCell][] = [
    ['Outcome', outcomeLabel(result)],
    [
      'Bucket',
      `${result.bucketName ?? ''} (${result.bucketId ?? 'to be created'})${result.bucketCreated ? ', created' : ''}`,
    ],
    [verb, `${out.uploaded} file(s), ${formatBytes(out.bytes)} (${out.bytes} bytes)`],
    ['Unchanged (skipped)', `${out.skipped} file(s)`],
    [result.dryRun ? 'To delete' : 'Deleted', deletedCell(result, out.deleted)],
  ];
  if (result.failed.length > 0) rows.push(['Failed', `${result.failed.length} file(s)`]);
  if (result.notAttempted > 0) rows.push(['Not attempted', `${result.notAttempted} file(s)`]);
  if (!result.dryRun) {
    rows.push(['Time', `${formatDuration(result.durationMs)} (uploads ${formatDuration(result.uploadMs)})`]);
    rows.push(['Throughput', throughput(result.bytesUploaded, result.uploadMs)]);
    rows.push([
      'Requests',
      `${apiRequests} API, ${result.storage.requests} storage PUT (${result.storage.retries} retried)`,
    ]);
  }
  rows.push(['Change detection', hashSourceLabel(result)]);
  if (result.usage) rows.push(['CDN usage after publishing', usageLabel(result)]);
  const parts = [title, '', renderTable(['', ''], rows)];
  if (result.refusal) parts.push(`**Refused:** ${result.refusal.message}\n`);
  if (result.failed.length > 0) {
    parts.push('**Failed uploads**\n');
    parts.push(
      renderTable(
        ['Key', 'Why'],
        result.failed.slice(0, MAX_LISTED).map((f) => [f.key, f.reason]),
      ),
    );
  }
  const changes: TableCell[][] = result.plan.uploads
    .slice(0, MAX_LISTED)
    .map((u) => ['upload', u.key, u.reason, formatBytes(u.file.size)]);
  for (const asset of result.toDelete.slice(0, MAX_LISTED))
    changes.push(['delete', asset.key, 'no such file', '']);
  if (changes.length > 0) {
    const more = result.plan.uploads.length + result.toDelete.length - changes.length;
    parts.push(
      `<details><summary>Planned changes${more > 0 ? ` (first ${changes.length}, ${more} more)` : ''}</summary>\n`,
    );
    parts.push(renderTable(['Action', 'Key', 'Why', 'Size'], changes));
    parts.push('</details>\n');
  }
  return parts.join('\n');
}

function outcomeLabel(result: PublishResult): string {
  if (result.refusal) return '❌ Refused by the prune safety check';
  if (result.fatal !== undefined) return '❌ Stopped';
  if (!result.ok) return '❌ Failed';
  return result.dryRun ? '📝 Planned (nothing written)' : '✅ Published';
}

function deletedCell(result: PublishResult, deleted: number): string {
  if (result.pruneHeld) return `0 (${result.pruneHeld})`;
  const kept = result.plan.extra.length - result.toDelete.length;
  return `${deleted} asset(s)${kept > 0 ? `; ${kept} asset(s) with no file kept (prune is off)` : ''}`;
}

function hashSourceLabel(result: PublishResult): string {
  const counts = { sha256: 0, etag: 0, manifest: 0 };
  for (const skip of result.plan.skips) counts[skip.via]++;
  const used = Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([via, count]) => `${count} by ${via}`);
  const manifest = result.manifest === 'not needed' ? '' : `; manifest ${result.manifest}`;
  return `content sha256${used.length > 0 ? ` (${used.join(', ')})` : ''}${manifest}`;
}

function usageLabel(result: PublishResult): string {
  const usage = result.usage ?? {};
  const pieces: string[] = [];
  if (usage.storageBytes !== undefined) pieces.push(`${formatBytes(usage.storageBytes)} stored`);
  if (usage.assetCount !== undefined) pieces.push(`${usage.assetCount} assets`);
  if (usage.bucketCount !== undefined) pieces.push(`${usage.bucketCount} bucket(s)`);
  if (usage.bandwidthBytes !== undefined) pieces.push(`${formatBytes(usage.bandwidthBytes)} served`);
  if (usage.requests !== undefined) pieces.push(`${usage.requests} requests`);
  return pieces.join(', ') || 'not reported';
}

/** The one sentence a failed run ends with. */
export function failureSentence(result: PublishResult): string {
  const parts: string[] = [];
  if (result.failed.length > 0) {
    const first = result.failed[0]!;
    parts.push(
      `${result.failed.length} of ${result.plan.uploads.length} upload(s) failed (first: ${first.key}: ${first.reason})`,
    );
  }
  if (result.notAttempted > 0) parts.push(`${result.notAttempted} upload(s) were not attempted`);
  const pruneFailed = result.prune?.failed ?? [];
  if (pruneFailed.length > 0) {
    parts.push(
      `${pruneFailed.length} delete(s) failed (first: ${pruneFailed[0]!.key}: ${pruneFailed[0]!.reason})`,
    );
  }
  const held = result.pruneHeld ? `; ${result.pruneHeld}` : '';
  return `CDN publish to ${result.bucketName ?? result.bucketId} did not complete: ${parts.join('; ')}${held}. Run it again: files already uploaded are skipped.`;
}
