import type { CdnAsset } from '../api/resources/cdn.ts';
import { forEachObject, type ObjectFailure } from './each-object.ts';
import type { PlannedUpload } from './plan.ts';
import { type UploadContext, uploadObject } from './upload-object.ts';

export interface UploadedObject {
  readonly upload: PlannedUpload;
  readonly asset: CdnAsset;
  readonly parts?: number;
}

export interface UploadReport {
  readonly uploaded: UploadedObject[];
  readonly failed: ObjectFailure[];
  /** Uploads never started: HTML held back after a failure, or everything after a fatal error. */
  notAttempted: number;
  /** A failure that stopped the run (401/403, cancellation, an unreachable platform). */
  fatal?: unknown;
}

/**
 * HTML goes last: a page is replaced only once every asset it may reference is in place, so a
 * visitor never gets new HTML pointing at a script that is not there yet. If anything before failed,
 * the HTML is not uploaded at all (the old pages keep referencing the old, still present, assets).
 */
function uploadPhases(uploads: readonly PlannedUpload[]): PlannedUpload[][] {
  const isPage = (upload: PlannedUpload) => /\.html?$/i.test(upload.key);
  // Big files first, so a large multipart upload does not start last and become the tail.
  const bySize = (a: PlannedUpload, b: PlannedUpload) => b.file.size - a.file.size;
  return [uploads.filter((u) => !isPage(u)).sort(bySize), uploads.filter(isPage).sort(bySize)].filter(
    (phase) => phase.length > 0,
  );
}

const keyOf = (upload: PlannedUpload): string => upload.key;

export async function applyUploads(
  ctx: UploadContext,
  uploads: readonly PlannedUpload[],
  onUploaded: (object: UploadedObject) => void,
): Promise<UploadReport> {
  const report: UploadReport = { uploaded: [], failed: [], notAttempted: 0 };
  const phases = uploadPhases(uploads);
  for (const [index, phase] of phases.entries()) {
    if (report.failed.length > 0 || report.fatal !== undefined) {
      report.notAttempted += phase.length;
      continue;
    }
    const settledBefore = report.uploaded.length + report.failed.length;
    const upload = async (planned: PlannedUpload): Promise<void> => {
      const source = { ...planned, size: planned.file.size, sourcePath: planned.file.sourcePath };
      const done: UploadedObject = { upload: planned, ...(await uploadObject(ctx, source)) };
      report.uploaded.push(done);
      onUploaded(done);
    };
    const { fatal } = await forEachObject(phase, keyOf, upload, report.failed, { ...ctx, verb: 'upload' });
    if (fatal !== undefined) {
      report.fatal = fatal;
      const settled = report.uploaded.length + report.failed.length - settledBefore;
      report.notAttempted += phase.length - settled;
    }
    if (index === 0 && phases.length > 1 && report.failed.length > 0) {
      ctx.logger.warning('Some uploads failed, so the HTML pages are not replaced in this run.');
    }
  }
  return report;
}
