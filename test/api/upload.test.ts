import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { UnexpectedResponseError } from '../../src/api/errors.ts';
import { uploadedDigest } from '../../src/api/upload.ts';
import { FakeClock, rejectionOf } from './helpers/fakes.ts';
import { parseMultipart } from './helpers/multipart.ts';
import { scriptedServer } from './helpers/scripted.ts';
import { dropConnection, sendJson } from './helpers/server.ts';

let zipPath = '';
let zipSha = '';
const ZIP_SIZE = 6 * 1024 * 1024;

beforeAll(() => {
  const data = randomBytes(ZIP_SIZE);
  zipPath = join(mkdtempSync(join(tmpdir(), 'upload-test-')), 'archive.zip');
  writeFileSync(zipPath, data);
  zipSha = createHash('sha256').update(data).digest('hex');
});

const scripted = scriptedServer();

describe('client.upload', () => {
  it('streams a multi-MB zip as multipart: field "file", filename source.zip, application/zip', async () => {
    const client = await scripted.client((_q, res) =>
      sendJson(res, 201, { sourceTarballUrl: 'https://storage.example.com/u/1.zip' }),
    );
    const result = await client.upload(zipPath);
    expect(result.sourceUrl).toBe('https://storage.example.com/u/1.zip');

    const [request] = scripted.requests();
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/api/v1/uploads');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(Number(request?.headers['content-length'])).toBeGreaterThan(ZIP_SIZE);
    const parts = parseMultipart(request!);
    expect(parts).toHaveLength(1);
    expect(parts[0]).toMatchObject({ name: 'file', filename: 'source.zip', contentType: 'application/zip' });
    expect(createHash('sha256').update(parts[0]!.data).digest('hex')).toBe(zipSha);
  });

  it('sends the whole file again when the first attempt meets a 503', async () => {
    const client = await scripted.client(
      (_q, res, n) =>
        n === 1
          ? sendJson(res, 503, { error: 'busy' })
          : sendJson(res, 200, { data: { url: 'https://s/2.zip' } }),
      { clock: new FakeClock() },
    );
    const result = await client.upload(zipPath);
    expect(result.sourceUrl).toBe('https://s/2.zip');
    expect(scripted.requests()).toHaveLength(2);
    for (const request of scripted.requests()) {
      const data = parseMultipart(request)[0]?.data ?? Buffer.alloc(0);
      expect(createHash('sha256').update(data).digest('hex')).toBe(zipSha);
    }
  });

  it('is retried even after the connection drops mid-answer (a duplicate upload is only an orphan)', async () => {
    const client = await scripted.client(
      (_q, res, n) => (n === 1 ? dropConnection(res) : sendJson(res, 201, { url: 'https://s/3.zip' })),
      { clock: new FakeClock() },
    );
    expect((await client.upload(zipPath)).sourceUrl).toBe('https://s/3.zip');
    expect(scripted.requests()).toHaveLength(2);
  });

  it.each([
    [{ sourceTarballUrl: 'https://s/a' }],
    [{ source_tarball_url: 'https://s/a' }],
    [{ url: 'https://s/a', id: 'u1' }],
    [{ uploadUrl: 'https://s/a' }],
    [{ upload_url: 'https://s/a' }],
    [{ sourceUrl: 'https://s/a' }],
    [{ source_url: 'https://s/a' }],
    [{ data: { sourceTarballUrl: 'https://s/a' } }],
    [{ result: { url: 'https://s/a' } }],
    [{ upload: { url: 'https://s/a', size: 3 } }],
    [{ data: 'https://s/a' }],
  ])('reads the URL from %j', async (body) => {
    const client = await scripted.client((_q, res) => sendJson(res, 201, body));
    expect((await client.upload(zipPath, { filename: 'other.zip' })).sourceUrl).toBe('https://s/a');
    expect(parseMultipart(scripted.requests()[0]!)[0]?.filename).toBe('other.zip');
  });

  it('fails clearly when the response has no URL', async () => {
    const client = await scripted.client((_q, res) => sendJson(res, 201, { id: 'u1', size: 3 }));
    const error = await rejectionOf(client.upload(zipPath));
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect(error.message).toMatch(
      /no source URL \(looked for sourceTarballUrl, url, uploadUrl, sourceUrl; got an object with keys id, size\)/,
    );
  });
});

describe('uploadedDigest: what the platform says it stored', () => {
  const sha = 'AB'.repeat(32);
  it('reads a size and a SHA-256 from the record or its envelope, the hash in lower case', () => {
    expect(uploadedDigest({ size: 12, sha256: sha })).toEqual({ size: 12, sha256: sha.toLowerCase() });
    expect(uploadedDigest({ upload: { size: 12, sha256: sha } })).toEqual({
      size: 12,
      sha256: sha.toLowerCase(),
    });
  });

  it('leaves out what is missing or malformed, so nothing is compared against it', () => {
    expect(uploadedDigest({ sourceTarballUrl: 'https://p/u.zip' })).toEqual({});
    expect(uploadedDigest({ size: '12', sha256: 'not-a-hash' })).toEqual({});
    expect(uploadedDigest({ size: -1, sha256: `${sha}00` })).toEqual({});
    expect(uploadedDigest('https://p/u.zip')).toEqual({});
  });
});
