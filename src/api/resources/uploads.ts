import type { PlatformClient, UploadResult } from '../client.ts';

/**
 * POST /uploads: streams the zip at `filePath` and returns the URL to deploy from (`sourceTarballUrl`).
 * Safe to retry: a repeated upload only leaves an unused archive behind.
 */
export async function createUpload(
  client: PlatformClient,
  filePath: string,
  options: { readonly filename?: string; readonly signal?: AbortSignal } = {},
): Promise<UploadResult> {
  return client.upload(filePath, options);
}
