import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startPlatform } from '../index.ts';
import { call, sharedPlatform } from './helpers.ts';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('the single-upload threshold by default', () => {
  it('refuses a direct presign over 5,000,000,000 bytes (the strict reading of "5GB"), below 5 GiB', async () => {
    const strict = await startPlatform({ rateLimit: 1000 });
    try {
      const bucket = await call(strict, 'POST', '/cdn/buckets', { body: { name: 'threshold' } });
      const presign = (size: number) =>
        call(strict, 'POST', `/cdn/buckets/${bucket.json.id}/uploads/presign`, {
          body: { key: 'big.bin', size },
        });
      expect((await presign(5_000_000_000)).status).toBe(201);
      const over = await presign(5_000_000_001);
      expect(over.status).toBe(400);
      expect(over.json.error).toMatchObject({ code: 'use_multipart', field: 'size' });
      expect(5_000_000_001).toBeLessThan(5 * 1024 ** 3);
    } finally {
      await strict.close();
    }
  });
});

describe('CDN', () => {
  const platform = sharedPlatform({ rateLimit: 1000, multipartThresholdBytes: 1024 });

  it('presigns, takes the bytes at storage without a key, and finalizes with their real sha256', async () => {
    const bucket = await call(platform(), 'POST', '/cdn/buckets', { body: { name: 'assets' } });
    expect(bucket.status).toBe(201);
    expect((await call(platform(), 'POST', '/cdn/buckets', { body: { name: 'assets' } })).status).toBe(409);
    const bytes = Buffer.from('body { color: rebeccapurple }\n');
    const presign = await call(platform(), 'POST', `/cdn/buckets/${bucket.json.id}/uploads/presign`, {
      body: { key: 'css/site.css', size: bytes.length, contentType: 'text/css' },
    });
    expect(presign.status).toBe(201);
    expect(presign.json.uploadUrl).toMatch(new RegExp(`^${platform().origin}/storage/cdn/`));
    const early = await call(platform(), 'POST', `/cdn/buckets/${bucket.json.id}/uploads/finalize`, {
      body: { key: 'css/site.css', uploadId: presign.json.uploadId },
    });
    expect(early.json.error.code).toBe('upload_incomplete');

    const apiCallsBefore = platform().requestLog.length;
    const put = await fetch(presign.json.uploadUrl, {
      method: 'PUT',
      body: bytes,
      headers: { 'content-type': 'text/css' },
    });
    expect(put.status).toBe(200);
    expect(put.headers.get('etag')).toBe(`"${createHash('md5').update(bytes).digest('hex')}"`);
    expect(platform().requestLog.length).toBe(apiCallsBefore);
    expect(platform().storageLog.at(-1)).toMatchObject({ method: 'PUT', status: 200, bytes: bytes.length });

    const finalize = await call(platform(), 'POST', `/cdn/buckets/${bucket.json.id}/uploads/finalize`, {
      body: { key: 'css/site.css', uploadId: presign.json.uploadId, cacheControl: 'public, max-age=60' },
    });
    expect(finalize.status).toBe(201);
    expect(finalize.json).toMatchObject({
      key: 'css/site.css',
      size: bytes.length,
      contentType: 'text/css',
      sha256: sha256(bytes),
      cacheControl: 'public, max-age=60',
    });
    const retried = await call(platform(), 'POST', `/cdn/buckets/${bucket.json.id}/uploads/finalize`, {
      body: { key: 'css/site.css', uploadId: presign.json.uploadId },
    });
    expect(retried.status).toBe(200);
    expect(retried.json.id).toBe(finalize.json.id);

    const served = await fetch(finalize.json.url);
    expect(served.headers.get('content-type')).toBe('text/css');
    expect(served.headers.get('cache-control')).toBe('public, max-age=60');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes);
    const usage = await call(platform(), 'GET', '/cdn/usage?days=7');
    expect(usage.json).toMatchObject({ storageBytes: bytes.length, assetCount: 1 });
    expect(usage.json.bandwidthBytes).toBe(bytes.length);
    expect(usage.json.daily).toHaveLength(7);
    expect(usage.json.daily.at(-1).date).toBe(new Date().toISOString().slice(0, 10));
  });

  it('refuses a PUT whose size differs from the presign, and sends big files to multipart', async () => {
    const bucket = await call(platform(), 'POST', '/cdn/buckets', { body: { name: 'strict' } });
    const presign = await call(platform(), 'POST', `/cdn/buckets/${bucket.json.id}/uploads/presign`, {
      body: { key: 'a.txt', size: 5 },
    });
    const wrong = await fetch(presign.json.uploadUrl, { method: 'PUT', body: 'too many bytes' });
    expect(wrong.status).toBe(400);
    const tooBig = await call(platform(), 'POST', `/cdn/buckets/${bucket.json.id}/uploads/presign`, {
      body: { key: 'big.bin', size: 2048 },
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.json.error).toMatchObject({ code: 'use_multipart', field: 'size' });
    expect(tooBig.json.error.message).toMatch(/multipart/);
    const badKey = await call(platform(), 'POST', `/cdn/buckets/${bucket.json.id}/uploads/presign`, {
      body: { key: '../etc/passwd', size: 1 },
    });
    expect(badKey.json.error.field).toBe('key');
    const forged = await fetch(`${platform().origin}/storage/cdn/not-a-token`, { method: 'PUT', body: 'x' });
    expect(forged.status).toBe(403);
  });

  it('assembles a multipart upload from presigned parts and their ETags', async () => {
    const bucket = await call(platform(), 'POST', '/cdn/buckets', { body: { name: 'videos' } });
    const parts = [Buffer.alloc(1500, 1), Buffer.alloc(1500, 2), Buffer.from('tail')];
    const whole = Buffer.concat(parts);
    const start = await call(platform(), 'POST', `/cdn/buckets/${bucket.json.id}/uploads/multipart/start`, {
      body: { key: 'clips/a.mp4', size: whole.length, contentType: 'video/mp4' },
    });
    expect(start.status).toBe(201);
    const presign = await call(
      platform(),
      'POST',
      `/cdn/buckets/${bucket.json.id}/uploads/multipart/presign`,
      {
        body: { uploadId: start.json.uploadId, partNumbers: [1, 2, 3] },
      },
    );
    expect(presign.json.parts.map((part: { partNumber: number }) => part.partNumber)).toEqual([1, 2, 3]);
    const etags: string[] = [];
    for (const [index, part] of presign.json.parts.entries()) {
      const put = await fetch(part.url, { method: 'PUT', body: parts[index] });
      expect(put.status).toBe(200);
      etags.push(put.headers.get('etag')!);
    }
    const completeWith = (completed: { partNumber: number; etag: string | undefined }[]) =>
      call(platform(), 'POST', `/cdn/buckets/${bucket.json.id}/uploads/multipart/complete`, {
        body: { uploadId: start.json.uploadId, parts: completed },
      });
    const badEtag = await completeWith([
      { partNumber: 1, etag: etags[1] },
      { partNumber: 2, etag: etags[1] },
      { partNumber: 3, etag: etags[2] },
    ]);
    expect(badEtag.json.error.field).toBe('parts[0].etag');
    const complete = await completeWith(etags.map((etag, index) => ({ partNumber: index + 1, etag })));
    expect(complete.status).toBe(201);
    expect(complete.json).toMatchObject({
      key: 'clips/a.mp4',
      size: whole.length,
      sha256: sha256(whole),
      contentType: 'video/mp4',
    });
    expect(complete.json.etag).toMatch(/^"[0-9a-f]{32}-3"$/);
    expect(Buffer.from(await (await fetch(complete.json.url)).arrayBuffer())).toEqual(whole);

    const aborted = await call(platform(), 'POST', `/cdn/buckets/${bucket.json.id}/uploads/multipart/start`, {
      body: { key: 'clips/b.mp4' },
    });
    const partUrl = (
      await call(platform(), 'POST', `/cdn/buckets/${bucket.json.id}/uploads/multipart/presign`, {
        body: { uploadId: aborted.json.uploadId, partNumbers: [1] },
      })
    ).json.parts[0].url;
    expect(
      (
        await call(platform(), 'POST', `/cdn/buckets/${bucket.json.id}/uploads/multipart/abort`, {
          body: { uploadId: aborted.json.uploadId },
        })
      ).status,
    ).toBe(204);
    expect((await fetch(partUrl, { method: 'PUT', body: 'late' })).status).toBe(404);
  });

  it('pages asset lists and serves private assets only through signed URLs', async () => {
    const bucket = await call(platform(), 'POST', '/cdn/buckets', {
      body: { name: 'private-docs', visibility: 'private' },
    });
    for (let i = 0; i < 5; i++) {
      const body = Buffer.from(`doc ${i}`);
      const presign = await call(platform(), 'POST', `/cdn/buckets/${bucket.json.id}/uploads/presign`, {
        body: { key: `docs/${i}.txt`, size: body.length, contentType: 'text/plain' },
      });
      await fetch(presign.json.uploadUrl, { method: 'PUT', body });
      await call(platform(), 'POST', `/cdn/buckets/${bucket.json.id}/uploads/finalize`, {
        body: { key: `docs/${i}.txt`, uploadId: presign.json.uploadId },
      });
    }
    const keys: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await call(
        platform(),
        'GET',
        `/cdn/buckets/${bucket.json.id}/assets?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.json.data.length).toBeLessThanOrEqual(2);
      keys.push(...page.json.data.map((asset: { key: string }) => asset.key));
      cursor = page.json.nextCursor;
    } while (cursor);
    expect(keys).toEqual(['docs/0.txt', 'docs/1.txt', 'docs/2.txt', 'docs/3.txt', 'docs/4.txt']);

    const asset = (await call(platform(), 'GET', `/cdn/buckets/${bucket.json.id}/assets?limit=1`)).json
      .data[0];
    expect((await fetch(asset.url)).status).toBe(403);
    const signed = await call(platform(), 'GET', `/cdn/assets/${asset.id}/signed-url?expiresIn=60`, {
      key: platform().readKey,
    });
    expect(await (await fetch(signed.json.url)).text()).toBe('doc 0');
    expect((await fetch(signed.json.url.replace(/signature=[^&]+/, 'signature=forged'))).status).toBe(403);

    expect((await call(platform(), 'DELETE', `/cdn/buckets/${bucket.json.id}`)).json.error.code).toBe(
      'bucket_not_empty',
    );
    expect((await call(platform(), 'DELETE', `/cdn/assets/${asset.id}`)).status).toBe(204);
    expect((await call(platform(), 'GET', `/cdn/buckets/${bucket.json.id}`)).json.assetCount).toBe(4);
    expect((await call(platform(), 'DELETE', `/cdn/buckets/${bucket.json.id}?force=true`)).status).toBe(204);
  });

  it('shows a CDN key secret once, never in lists, and does not accept it as an API key', async () => {
    const created = await call(platform(), 'POST', '/cdn/keys', { body: { name: 'ci uploads' } });
    expect(created.status).toBe(201);
    expect(created.json.secret).toMatch(/^plat_cdn_/);
    const list = await call(platform(), 'GET', '/cdn/keys');
    expect(list.json.data.map((key: { id: string }) => key.id)).toContain(created.json.id);
    expect(list.text).not.toContain(created.json.secret);
    expect((await call(platform(), 'GET', '/projects', { key: created.json.secret })).status).toBe(401);
    expect((await call(platform(), 'DELETE', `/cdn/keys/${created.json.id}`)).status).toBe(204);
    expect((await call(platform(), 'DELETE', `/cdn/keys/${created.json.id}`)).status).toBe(404);
  });
});
