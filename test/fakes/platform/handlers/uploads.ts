import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { newId, nowIso } from '../ids.ts';
import { boundaryOf, parseMultipart } from '../multipart.ts';
import type { UploadRecord } from '../records.ts';
import type { Runtime } from '../runtime.ts';
import type { Handlers } from '../types.ts';
import { invalid } from '../validate.ts';

export function uploadFilePath(runtime: Runtime, id: string): string {
  return join(runtime.dataDir, `${id}.zip`);
}

export function uploadHandlers(runtime: Runtime): Handlers {
  return {
    createUpload: async (ctx) => {
      const boundary = boundaryOf(ctx.headers['content-type']);
      const { files } = await parseMultipart(ctx.incoming, boundary, runtime.dataDir);
      const file = files.find((entry) => entry.field === 'file');
      await Promise.all(
        files.filter((entry) => entry !== file).map((entry) => rm(entry.filePath, { force: true })),
      );
      if (!file) throw invalid('file', 'the multipart body has no file field named "file"');
      if (file.size === 0) {
        await rm(file.filePath, { force: true });
        throw invalid('file', 'the uploaded file is empty');
      }
      const id = newId('upl');
      const filePath = uploadFilePath(runtime, id);
      await rename(file.filePath, filePath);
      const record: UploadRecord = {
        id,
        sourceTarballUrl: `${ctx.origin}/storage/uploads/${id}.zip`,
        size: file.size,
        sha256: file.sha256,
        filename: file.filename,
        createdAt: nowIso(),
      };
      runtime.state.uploads.set(id, { record, filePath });
      return { status: 201, body: record };
    },
  };
}
