/**
 * An upload states its exact length, computed from the file's size (not from a
 * Blob, whose size is wrong from 4 GiB on), in both forms. The > 4 GiB proof is bench/large-upload.ts.
 */
import { createHash, randomBytes } from 'node:crypto';
import { appendFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PlatformClient } from '../../src/api/client.ts';
import { routeFor } from '../../src/api/routes.ts';
import { fileUploadBody, multipartFraming, SourceChangedError } from '../../src/api/upload-body.ts';
import { startWorld, type World } from '../support/world.ts';
import { rejectionOf } from './helpers/fakes.ts';
import { parseMultipart } from './helpers/multipart.ts';
import { sendJson, startServer, type TestServer, testKey } from './helpers/server.ts';

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

let dir = '';
let small = '';
let smallData = Buffer.alloc(0);
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'upload-length-'));
  smallData = randomBytes(300 * 1024 + 7);
  small = join(dir, 'small.zip');
  writeFileSync(small, smallData);
});

let server: TestServer | undefined;
let world: World | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  await world?.close();
  world = undefined;
});

const answered = () => startServer((_q, res) => sendJson(res, 201, { sourceTarballUrl: 'https://s/u.zip' }));

describe('the multipart framing', () => {
  it('is one `file` part: its head and tail are fixed bytes, and the length is head + file + tail', () => {
    const { head, tail } = multipartFraming('BOUNDARY', 'source.zip');
    expect(head.toString('latin1')).toBe(
      '--BOUNDARY\r\nContent-Disposition: form-data; name="file"; filename="source.zip"\r\n' +
        'Content-Type: application/zip\r\n\r\n',
    );
    expect(tail.toString('latin1')).toBe('\r\n--BOUNDARY--\r\n');
  });

  it('escapes a quote or line break in the file name and counts a non-ASCII name in UTF-8 bytes', () => {
    const { head } = multipartFraming('B', 'a"b\r\nc-é.zip');
    expect(head.toString('utf8')).toContain('filename="a%22b%0D%0Ac-é.zip"');
    expect(head.length).toBe(Buffer.byteLength(head.toString('utf8')));
  });
});

describe('the Content-Length of an upload, over a socket', () => {
  it('multipart: the header equals the bytes the server received and the computed length', async () => {
    server = await answered();
    const client = new PlatformClient({ apiUrl: server.apiUrl, apiKey: testKey() });
    await client.upload(small);
    const [request] = server.requests;
    const body = await fileUploadBody(small);
    expect(body.length).toBe(request?.body.length);
    expect(Number(request?.headers['content-length'])).toBe(request?.body.length);
    const parts = parseMultipart(request!);
    expect(parts).toHaveLength(1);
    expect(parts[0]).toMatchObject({ name: 'file', filename: 'source.zip', contentType: 'application/zip' });
    expect(sha(parts[0]!.data)).toBe(sha(smallData));
    const { head, tail } = multipartFraming(boundaryOf(request?.headers['content-type']), 'source.zip');
    expect(request?.body.length).toBe(head.length + smallData.length + tail.length);
  });

  it('raw: the body is the file itself, as application/zip, with its exact length', async () => {
    server = await answered();
    const client = new PlatformClient({ apiUrl: server.apiUrl, apiKey: testKey() });
    await client.upload(small, { form: 'raw' });
    const [request] = server.requests;
    expect(request?.headers['content-type']).toBe('application/zip');
    expect(Number(request?.headers['content-length'])).toBe(smallData.length);
    expect(request?.body.equals(smallData)).toBe(true);
  });

  it('an empty file is sent with the exact length of its framing', async () => {
    server = await answered();
    const empty = join(dir, 'empty.zip');
    writeFileSync(empty, '');
    await new PlatformClient({ apiUrl: server.apiUrl, apiKey: testKey() }).upload(empty);
    const [request] = server.requests;
    expect(Number(request?.headers['content-length'])).toBe(request?.body.length);
    expect(parseMultipart(request!)[0]?.data.length).toBe(0);
  });

  it('a file that changed since its length was taken fails clearly instead of sending other bytes', async () => {
    const changing = join(dir, 'changing.zip');
    writeFileSync(changing, smallData);
    const body = await fileUploadBody(changing, { form: 'raw' });
    appendFileSync(changing, 'more');
    const readAll = async () => {
      for await (const _chunk of body.chunks(() => {}, new AbortController().signal)) {
        // read to the end
      }
    };
    const error = await rejectionOf(readAll());
    expect(error.message).toMatch(/changed while it was being uploaded/);

    // Through the client: said as it is, and not sent again (every attempt would meet the same file).
    server = await answered();
    const client = new PlatformClient({ apiUrl: server.apiUrl, apiKey: testKey() });
    const route = routeFor('createUpload');
    const sent = await rejectionOf(
      client.send(route, `${server.apiUrl}/uploads`, { idempotent: true }, body),
    );
    expect(sent).toBeInstanceOf(SourceChangedError);
    expect(sent.message).toMatch(
      /changing\.zip changed while it was being uploaded \(\d+ bytes instead of \d+\)/,
    );
    expect(client.stats().requests).toBe(1);
  });
});

describe('both forms against the local platform', () => {
  it.each(['multipart', 'raw'] as const)(
    'a platform that takes only %s stores the archive intact',
    async (form) => {
      world = await startWorld({ uploadForms: form });
      const { platform } = world;
      const client = new PlatformClient({ apiUrl: platform.url, apiKey: platform.fullKey });
      const result = await client.upload(small, { form });
      const stored = [...platform.state.uploads.values()].map((upload) => upload.record);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ size: smallData.length, sha256: sha(smallData) });
      expect(result.sourceUrl).toBe(stored[0]?.sourceTarballUrl);
    },
  );
});

function boundaryOf(contentType: string | string[] | undefined): string {
  const match = /boundary=([^;]+)/.exec(String(contentType));
  if (!match?.[1]) throw new Error(`no boundary in ${contentType}`);
  return match[1];
}
