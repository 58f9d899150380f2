import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { pollUntil } from '../../../support/poll.ts';
import { createZip, type Platform, type PlatformOptions, startPlatform } from '../index.ts';
import { call, type Json, uploadZip, waitForDeploymentStatus } from './helpers.ts';

/** §4 never shows the form of `POST /uploads`: the platform takes either, or with `uploadForms` only one. */
let platform: Platform | undefined;
afterEach(async () => {
  await platform?.close();
  platform = undefined;
});

async function start(options: PlatformOptions = {}): Promise<Platform> {
  platform = await startPlatform({ rateLimit: 1000, ...options });
  return platform;
}

const ZIP = createZip({ 'index.html': '<h1>raw</h1>' });

async function uploadRaw(target: Platform, body: Buffer, type = 'application/zip') {
  const response = await fetch(`${target.url}/uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${target.fullKey}`, 'content-type': type },
    body: new Uint8Array(body),
  });
  return { status: response.status, json: (await response.json()) as Json };
}

describe('POST /uploads forms', () => {
  it('takes the raw zip body by default, stores it intact, and builds from it', async () => {
    const target = await start();
    const upload = await uploadRaw(target, ZIP);
    expect(upload.status).toBe(201);
    expect(upload.json).toMatchObject({
      size: ZIP.length,
      sha256: createHash('sha256').update(ZIP).digest('hex'),
      filename: null,
    });
    const project = target.admin.createProject({ name: 'raw' });
    const created = await call(target, 'POST', `/projects/${project.id}/deployments`, {
      body: { sourceTarballUrl: upload.json.sourceTarballUrl },
    });
    const live = await waitForDeploymentStatus(target, created.json.id);
    expect(live.status).toBe('live');
    expect(await (await fetch(new URL('index.html', live.url))).text()).toBe('<h1>raw</h1>');
    expect((await uploadZip(target, ZIP)).status).toBe(201);
  });

  it('refuses the raw body with 415 when it takes only multipart, storing nothing', async () => {
    const target = await start({ uploadForms: 'multipart' });
    const refused = await uploadRaw(target, ZIP);
    expect(refused.status).toBe(415);
    expect(refused.json.error.message).toMatch(/multipart\/form-data.*"file".*got application\/zip/);
    expect(target.state.uploads.size).toBe(0);
    expect((await uploadZip(target, ZIP)).status).toBe(201);
  });

  it('refuses multipart with a 400 naming the content type when it takes only the raw body', async () => {
    const target = await start({ uploadForms: 'raw' });
    const refused = await uploadZip(target, ZIP);
    expect(refused.status).toBe(400);
    expect(refused.json.error).toMatchObject({ field: 'content-type' });
    expect(refused.json.error.message).toMatch(/Content-Type: application\/zip.*not multipart\/form-data/);
    const json = await call(target, 'POST', '/uploads', { body: { file: 'x' } });
    expect(json.status).toBe(415);
    expect(json.json.error.message).toContain('got application/json');
    expect(target.state.uploads.size).toBe(0);
    expect((await uploadRaw(target, ZIP)).status).toBe(201);
  });

  it('refuses an empty raw body', async () => {
    const target = await start();
    const empty = await uploadRaw(target, Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(target.state.uploads.size).toBe(0);
  });
});

describe('GET /openapi.json on POST /uploads', () => {
  async function openApi(target: Platform): Promise<Json> {
    const response = await fetch(`${target.url}/openapi.json`);
    expect(response.status).toBe(200);
    return response.json();
  }

  it('leaves the request body out with describeUploadBody: false, the rest of the operation kept', async () => {
    const target = await start({ uploadForms: 'raw', describeUploadBody: false });
    const operation = (await openApi(target)).paths['/uploads'].post;
    expect(operation).not.toHaveProperty('requestBody');
    expect(operation.operationId).toBe('createUpload');
    // Only the description is silent: the platform still refuses the form it does not take.
    expect((await uploadZip(target, ZIP)).status).toBe(400);
  });
});

/** The body as a stream of pieces, which fetch sends chunked (no Content-Length). */
function chunkedBody(...pieces: Buffer[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(new Uint8Array(piece));
      controller.close();
    },
  });
}

async function uploadChunked(target: Platform, type: string, ...pieces: Buffer[]) {
  const response = await fetch(`${target.url}/uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${target.fullKey}`, 'content-type': type },
    body: chunkedBody(...pieces),
    duplex: 'half',
  } as RequestInit);
  return { status: response.status, json: (await response.json()) as Json };
}

describe('POST /uploads sent chunked (a zip uploaded while it is packed)', () => {
  const sha256 = createHash('sha256').update(ZIP).digest('hex');
  const half = Math.floor(ZIP.length / 2);

  it('takes a chunked raw body and stores it intact', async () => {
    const target = await start();
    const upload = await uploadChunked(target, 'application/zip', ZIP.subarray(0, half), ZIP.subarray(half));
    expect(upload.status).toBe(201);
    expect(upload.json).toMatchObject({ size: ZIP.length, sha256 });
    expect([...target.state.uploads.values()][0]?.chunked).toBe(true);
  });

  it('takes a chunked multipart body and stores the file part intact', async () => {
    const target = await start();
    const boundary = 'chunked-boundary-1234';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="source.zip"\r\nContent-Type: application/zip\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const upload = await uploadChunked(
      target,
      `multipart/form-data; boundary=${boundary}`,
      head,
      ZIP.subarray(0, half),
      ZIP.subarray(half),
      tail,
    );
    expect(upload.status).toBe(201);
    expect(upload.json).toMatchObject({ size: ZIP.length, sha256, filename: 'source.zip' });
    expect([...target.state.uploads.values()][0]?.chunked).toBe(true);
  });

  it('refuses a chunked body with 411 under chunkedUploads: false, and takes it with a length', async () => {
    const target = await start({ chunkedUploads: false });
    const refused = await uploadChunked(target, 'application/zip', ZIP);
    expect(refused.status).toBe(411);
    expect(refused.json.error.message).toMatch(/Content-Length/);
    expect(target.state.uploads.size).toBe(0);
    expect((await uploadRaw(target, ZIP)).status).toBe(201);
    expect([...target.state.uploads.values()][0]?.chunked).toBe(false);
  });

  it('logs a body the client broke off as bodyAborted (499, not a crash) and stores nothing of it', async () => {
    const target = await start();
    const client = new AbortController();
    // Half the zip, and the stream left open: the client gives up once the platform is reading it.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(ZIP.subarray(0, half)));
      },
    });
    const sent = fetch(`${target.url}/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${target.fullKey}`, 'content-type': 'application/zip' },
      body,
      duplex: 'half',
      signal: client.signal,
    } as RequestInit);
    sent.catch(() => undefined);
    const uploads = () => target.requestLog.filter((entry) => entry.operation === 'createUpload');
    await pollUntil('the upload request to be handled', uploads, ([entry]) => entry?.handled === true);
    client.abort();
    await expect(sent).rejects.toThrow();
    const [entry] = await pollUntil('the platform to finish it', uploads, ([only]) => only!.status !== 0);
    expect(entry).toMatchObject({ status: 499, bodyAborted: true });
    expect(target.state.uploads.size).toBe(0);
    // A complete body is not marked.
    await uploadChunked(target, 'application/zip', ZIP);
    expect(uploads()[1]).toMatchObject({ status: 201 });
    expect(uploads()[1]).not.toHaveProperty('bodyAborted');
  });
});
