import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { usageDay, verify } from './cdn-common.ts';
import { platformNow } from './clock.ts';
import { errorBody, sendJson } from './http-util.ts';
import type { Runtime } from './runtime.ts';

/** Serves assets at /cdn/<bucket>/<key>; private buckets need a signed URL from GET /cdn/assets/{id}/signed-url. */
export function serveCdnObject(runtime: Runtime, req: IncomingMessage, res: ServerResponse, url: URL): void {
  const [, , bucketName = '', ...rest] = url.pathname.split('/');
  const key = rest.map(decodeURIComponent).join('/');
  const bucket = [...runtime.state.cdnBuckets.values()].find((candidate) => candidate.name === bucketName);
  const asset =
    bucket &&
    [...runtime.state.cdnAssets.values()].find(
      (candidate) => candidate.bucketId === bucket.id && candidate.key === key,
    );
  const file = asset && runtime.state.cdnObjects.get(asset.id);
  if (!bucket || !asset || !file) {
    sendJson(res, 404, errorBody('not_found', `no object ${key} in bucket ${bucketName}`));
    return;
  }
  if (bucket.visibility === 'private') {
    const expires = Number(url.searchParams.get('expires'));
    const valid = verify(runtime, `${bucket.id}/${key}:${expires}`, url.searchParams.get('signature'));
    if (!valid || expires * 1000 < platformNow()) {
      sendJson(
        res,
        403,
        errorBody('access_denied', 'this asset is private; use a valid, unexpired signed URL'),
      );
      return;
    }
  }
  const usage = usageDay(runtime);
  usage.requests++;
  const headers = {
    'content-type': asset.contentType,
    'content-length': asset.size,
    'cache-control': asset.cacheControl,
    etag: asset.etag,
  };
  if (req.headers['if-none-match'] === asset.etag) {
    res.writeHead(304, { etag: asset.etag });
    res.end();
    return;
  }
  res.writeHead(200, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  usage.bandwidthBytes += asset.size;
  createReadStream(file).pipe(res);
}
