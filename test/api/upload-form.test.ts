/**
 * §4 never shows the form of POST /uploads, so `auto` asks the platform's
 * /openapi.json and otherwise learns the form from one refusal.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PlatformApiError } from '../../src/api/errors.ts';
import {
  documentedUploadForms,
  forgetUploadForms,
  isFormRefusal,
  uploadSource,
} from '../../src/api/upload-form.ts';
import { loadOurOpenApi } from '../fakes/platform/our-openapi.ts';
import { captureLogger, rejectionOf } from './helpers/fakes.ts';
import { scriptedServer } from './helpers/scripted.ts';
import { type RecordedRequest, sendJson, sendText } from './helpers/server.ts';

let zip = '';
beforeAll(() => {
  zip = join(mkdtempSync(join(tmpdir(), 'upload-form-')), 'source.zip');
  writeFileSync(zip, Buffer.from('PK\u0003\u0004 not really a zip, but bytes'));
});
// A platform may come back on a port an earlier test's used: each test starts from nothing known.
beforeEach(() => forgetUploadForms());

const refusal = (status: number, message: string, field?: string) =>
  new PlatformApiError({
    operation: 'createUpload',
    method: 'POST',
    pathTemplate: '/uploads',
    status,
    message,
    ...(field ? { field } : {}),
    hint: '',
    attempts: 1,
  });

describe('documentedUploadForms', () => {
  const withBody = (requestBody: unknown, path = '/uploads') => ({
    openapi: '3.1.0',
    paths: { [path]: { post: { requestBody } } },
  });

  it('reads both forms from our own description of the platform, through its $ref', () => {
    expect(documentedUploadForms(loadOurOpenApi())).toEqual(['multipart', 'raw']);
  });

  it.each([
    ['multipart only', { 'multipart/form-data': {} }, ['multipart']],
    ['the raw zip only', { 'application/zip': {} }, ['raw']],
    ['octet-stream as raw', { 'application/octet-stream': {} }, ['raw']],
    ['parameters and case', { 'Multipart/Form-Data; charset=utf-8': {} }, ['multipart']],
    ['raw before multipart', { 'application/zip': {}, 'multipart/form-data': {} }, ['multipart', 'raw']],
  ])('reads %s from an inline body', (_name, content, forms) => {
    expect(documentedUploadForms(withBody({ content }))).toEqual(forms);
  });

  it('finds the path written from the origin, and a path item given by $ref', () => {
    const document = {
      paths: { '/api/v1/uploads/': { $ref: '#/components/pathItems/Uploads' } },
      components: {
        pathItems: { Uploads: { post: { requestBody: { $ref: '#/components/requestBodies/Zip' } } } },
        requestBodies: { Zip: { content: { 'application/zip': {} } } },
      },
    };
    expect(documentedUploadForms(document)).toEqual(['raw']);
  });

  it.each([
    ['no request body', { openapi: '3.1.0', paths: { '/uploads': { post: {} } } }],
    ['no /uploads path', { paths: { '/projects': { post: { requestBody: { content: {} } } } } }],
    ['only JSON', withBody({ content: { 'application/json': {} } })],
    ['an empty content map', withBody({ content: {} })],
    ['a remote $ref', withBody({ $ref: 'https://example.com/bodies.json#/Zip' })],
    [
      'a $ref loop',
      { paths: { '/uploads': { post: { requestBody: { $ref: '#/paths/~1uploads/post/requestBody' } } } } },
    ],
    ['not a document', 'Not Found'],
    ['null', null],
  ])('has no answer for %s', (_name, document) => {
    expect(documentedUploadForms(document)).toBeUndefined();
  });
});

describe('isFormRefusal', () => {
  it.each([
    ['415 whatever it says', refusal(415, 'nope'), true],
    ['400 naming the content type', refusal(400, 'takes Content-Type: application/zip, not this'), true],
    ['400 naming multipart', refusal(400, 'multipart bodies are not accepted'), true],
    ['400 naming the form', refusal(400, 'expected a form upload'), true],
    ['400 on the content-type field', refusal(400, 'unsupported', 'content-type'), true],
    ['400 about the archive', refusal(400, 'the uploaded file is empty', 'file'), false],
    ['400 about a malformed zip', refusal(400, 'malformed archive on the platform'), false],
    ['413 too large', refusal(413, 'multipart body too large'), false],
    ['a plain error', new Error('415 multipart'), false],
  ])('%s: %s', (_name, error, expected) => {
    expect(isFormRefusal(error)).toBe(expected);
  });
});

type Form = 'multipart' | 'raw';

const formOf = (req: RecordedRequest): Form | 'other' => {
  const type = String(req.headers['content-type'] ?? '');
  if (type.startsWith('multipart/form-data')) return 'multipart';
  return type === 'application/zip' ? 'raw' : 'other';
};

/** A platform taking `accepts`, refusing the other form as the local platform does, serving `document`. */
function platform(accepts: Form, document: (res: ServerResponse) => void) {
  return (req: RecordedRequest, res: ServerResponse) => {
    if (req.method === 'GET' && req.path === '/api/v1/openapi.json') return document(res);
    if (req.method !== 'POST' || req.path !== '/api/v1/uploads') return sendJson(res, 404, {});
    const form = formOf(req);
    if (form === accepts) return sendJson(res, 201, { sourceTarballUrl: `https://s/${form}.zip` });
    if (form === 'multipart') {
      return sendJson(res, 400, {
        error: { code: 'invalid', message: 'takes Content-Type: application/zip', field: 'content-type' },
      });
    }
    return sendJson(res, 415, { error: { code: 'unsupported_media_type', message: 'takes multipart' } });
  };
}

const describing =
  (...types: string[]) =>
  (res: ServerResponse) =>
    sendJson(res, 200, {
      openapi: '3.1.0',
      paths: {
        '/uploads': { post: { requestBody: { content: Object.fromEntries(types.map((t) => [t, {}])) } } },
      },
    });
const missing = (res: ServerResponse) => sendJson(res, 404, { error: { message: 'not found' } });

describe('uploadSource', () => {
  const scripted = scriptedServer();
  const documentFetches = () => scripted.requests().filter((r) => r.path.endsWith('/openapi.json'));
  const uploads = () =>
    scripted
      .requests()
      .filter((r) => r.path.endsWith('/uploads'))
      .map(formOf);

  it("sends the only form the platform's /openapi.json describes, first time, without the key", async () => {
    const client = await scripted.client(platform('raw', describing('application/zip')));
    const result = await uploadSource(client, zip);
    expect(result.sourceUrl).toBe('https://s/raw.zip');
    expect(uploads()).toEqual(['raw']);
    expect(documentFetches()).toHaveLength(1);
    expect(documentFetches()[0]?.headers.authorization).toBeUndefined();
  });

  it('sends multipart when the document describes both forms', async () => {
    const client = await scripted.client(
      platform('multipart', describing('application/zip', 'multipart/form-data')),
    );
    await uploadSource(client, zip);
    expect(uploads()).toEqual(['multipart']);
  });

  it.each([
    ['is missing (404)', missing],
    ['is not JSON', (res: ServerResponse) => sendText(res, 200, '<html>hello</html>', 'text/html')],
    ['hides the upload body', describing()],
  ])('tries multipart, then raw once, when the document %s; and remembers raw', async (_name, document) => {
    const logger = captureLogger();
    const client = await scripted.client(platform('raw', document));
    const result = await uploadSource(client, zip, { logger });
    expect(result.sourceUrl).toBe('https://s/raw.zip');
    expect(uploads()).toEqual(['multipart', 'raw']);
    expect(logger.infos.join('\n')).toMatch(
      /refused .* multipart\/form-data \(HTTP 400\).* application\/zip/,
    );

    await uploadSource(client, zip, { logger });
    expect(uploads()).toEqual(['multipart', 'raw', 'raw']);
    expect(documentFetches()).toHaveLength(1);
  });

  it('keeps multipart on a platform that takes it, after a 415-free first try', async () => {
    const client = await scripted.client(platform('multipart', missing));
    await uploadSource(client, zip);
    await uploadSource(client, zip);
    expect(uploads()).toEqual(['multipart', 'multipart']);
    expect(documentFetches()).toHaveLength(1);
  });

  it('re-sends the other form after a 415 too', async () => {
    const client = await scripted.client(platform('multipart', describing('application/zip')));
    await uploadSource(client, zip);
    expect(uploads()).toEqual(['raw', 'multipart']);
  });

  it('fetches the document once for uploads that start together', async () => {
    const client = await scripted.client(platform('raw', describing('application/zip')));
    await Promise.all([uploadSource(client, zip), uploadSource(client, zip), uploadSource(client, zip)]);
    expect(documentFetches()).toHaveLength(1);
    expect(uploads()).toEqual(['raw', 'raw', 'raw']);
  });

  it('does not re-send on a 400 about the archive', async () => {
    const client = await scripted.client((req, res) =>
      req.path.endsWith('/openapi.json')
        ? missing(res)
        : sendJson(res, 400, { error: { message: 'the uploaded file is empty', field: 'file' } }),
    );
    const error = await rejectionOf(uploadSource(client, zip));
    expect((error as PlatformApiError).status).toBe(400);
    expect(uploads()).toEqual(['multipart']);
  });

  it('re-sends only once when both forms are refused, failing with the second refusal', async () => {
    const client = await scripted.client((req, res, n) =>
      req.path.endsWith('/openapi.json')
        ? missing(res)
        : sendJson(res, 415, { error: { message: `refusal ${n}` } }),
    );
    const error = await rejectionOf(uploadSource(client, zip));
    expect((error as PlatformApiError).platformMessage).toBe('refusal 3');
    expect(uploads()).toEqual(['multipart', 'raw']);
  });

  it.each([
    ['multipart', 'raw'],
    ['raw', 'multipart'],
  ] as const)('sends a pinned %s as it is: no document, no second form', async (pinned, accepts) => {
    const client = await scripted.client(
      platform(accepts, describing('application/zip', 'multipart/form-data')),
    );
    const logger = captureLogger();
    const error = await rejectionOf(
      uploadSource(client, zip, { format: pinned, formatSetting: 'upload-format', logger }),
    );
    expect(isFormRefusal(error)).toBe(true);
    expect(logger.infos).toEqual([expect.stringContaining(`set upload-format to ${accepts}, or to auto`)]);
    expect(uploads()).toEqual([pinned]);
    expect(documentFetches()).toHaveLength(0);
  });
});
