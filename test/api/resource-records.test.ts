import { describe, expect, it } from 'vitest';
import { PlatformClient } from '../../src/api/client.ts';
import { UnexpectedResponseError } from '../../src/api/errors.ts';
import { getCdnAssetSignedUrl, toCdnAsset, toCdnKey } from '../../src/api/resources/cdn.ts';
import { previewCronSchedule, toCronJob } from '../../src/api/resources/cron.ts';
import { toDnsRecord } from '../../src/api/resources/dns.ts';
import { toDomain } from '../../src/api/resources/domains.ts';
import { toEnvGroup } from '../../src/api/resources/env-groups.ts';
import { readProjectFile, toFileEntry, writeProjectFile } from '../../src/api/resources/files.ts';
import { toMailDomain } from '../../src/api/resources/mail.ts';
import { toRunOutcome } from '../../src/api/resources/run-outcome.ts';
import { listAllowedRunCommands, toProjectRun } from '../../src/api/resources/runs.ts';
import { captureLogger } from './helpers/fakes.ts';
import { scriptedServer } from './helpers/scripted.ts';
import { type Script, sendJson, sendText, testKey } from './helpers/server.ts';

const scripted = scriptedServer();
const clientFor = (script: Script) => scripted.client(script);

const offline = new PlatformClient({ apiUrl: 'https://p.example.com', apiKey: testKey() });

describe('CDN', () => {
  it.each([
    [{ id: 'a1', key: 'img/x.png', size: 10, contentType: 'image/png', sha256: 'abc', etag: '"e1"' }],
    [
      {
        asset_id: 'a1',
        path: 'img/x.png',
        size_bytes: '10',
        mime_type: 'image/png',
        checksum_sha256: 'abc',
        e_tag: 'W/"e1"',
      },
    ],
  ])('toCdnAsset reads %j', (raw) => {
    expect(toCdnAsset(raw)).toEqual({
      id: 'a1',
      key: 'img/x.png',
      size: 10,
      contentType: 'image/png',
      sha256: 'abc',
      etag: 'e1',
      raw,
    });
  });

  it('an asset without an id is identified by its key', () => {
    expect(toCdnAsset({ key: 'a.txt' }).id).toBe('a.txt');
  });

  it('a CDN key secret is never taken for the id', () => {
    expect(toCdnKey({ key: 'cdn_secret', name: 'ci' })).toMatchObject({
      id: '',
      secret: 'cdn_secret',
      name: 'ci',
    });
  });

  it('reads a signed URL from JSON or text, and refuses none', async () => {
    const client = await clientFor((_q, res, n) =>
      n === 1
        ? sendJson(res, 200, { signed_url: 'https://s/a?sig=1' })
        : n === 2
          ? sendText(res, 200, 'https://s/b')
          : sendJson(res, 200, {}),
    );
    expect((await getCdnAssetSignedUrl(client, 'a1')).url).toBe('https://s/a?sig=1');
    expect((await getCdnAssetSignedUrl(client, 'a1')).url).toBe('https://s/b');
    expect(await getCdnAssetSignedUrl(client, 'a1').catch((e: unknown) => e)).toBeInstanceOf(
      UnexpectedResponseError,
    );
  });
});

describe('DNS, domains, env groups, cron', () => {
  it.each([
    [{ id: 'r1', name: 'www', type: 'cname', value: 'x.example.com', ttl: 300 }, ['x.example.com']],
    [
      { record_id: 'r1', name: 'www', record_type: 'CNAME', content: 'x.example.com', ttl: '300' },
      ['x.example.com'],
    ],
    [{ id: 'r1', name: 'www', type: 'CNAME', values: ['x.example.com'], ttl: 300 }, ['x.example.com']],
  ])('toDnsRecord reads %j', (raw, values) => {
    expect(toDnsRecord(raw)).toMatchObject({ id: 'r1', name: 'www', type: 'CNAME', values, ttl: 300 });
  });

  it('reads MX priority', () => {
    expect(toDnsRecord({ id: 'r', type: 'MX', data: 'mx.example.com', priority: 10 }).priority).toBe(10);
  });

  it('toDomain reads the host name under several names', () => {
    expect(toDomain({ hostname: 'a.example.com', is_primary: true, verified: false })).toMatchObject({
      name: 'a.example.com',
      primary: true,
      verified: false,
    });
  });

  it('toEnvGroup lists variable names without values', () => {
    expect(toEnvGroup({ id: 'g', name: 'shared', variables: { A: 'secret', B: 'x' } }).variableNames).toEqual(
      ['A', 'B'],
    );
  });

  it('toCronJob reads schedule aliases', () => {
    expect(
      toCronJob({ job_id: 'c', name: 'n', cron_expression: '0 * * * *', is_enabled: false, tz: 'UTC' }),
    ).toMatchObject({
      id: 'c',
      schedule: '0 * * * *',
      enabled: false,
      timezone: 'UTC',
    });
  });

  it('previewCronSchedule reads next runs of any shape and is retried like a GET', async () => {
    const client = await clientFor((_q, res, n) =>
      n === 1
        ? sendJson(res, 503, {})
        : sendJson(res, 200, { data: { next_runs: ['2030-01-01T00:00:00Z', { at: 1_893_456_060 }] } }),
    );
    const preview = await previewCronSchedule(client, { schedule: '* * * * *' });
    expect(preview.nextRuns).toEqual(['2030-01-01T00:00:00Z', '2030-01-01T00:01:00.000Z']);
    expect(scripted.requests()).toHaveLength(2);
  });
});

describe('runs', () => {
  it.each([
    ['running', {}, 'in_progress'],
    ['queued', {}, 'in_progress'],
    ['completed', {}, 'succeeded'],
    ['SUCCESS', {}, 'succeeded'],
    ['failed', {}, 'failed'],
    ['killed', {}, 'failed'],
    ['', { exitCode: 0 }, 'succeeded'],
    ['exited', { exit_code: 2 }, 'failed'],
  ] as const)('status %j with %j is %s', (status, record, outcome) => {
    expect(toRunOutcome(status, record, captureLogger())).toBe(outcome);
  });

  it('reports an unknown run status once', () => {
    const logger = captureLogger();
    toRunOutcome('paused', {}, logger);
    toRunOutcome('paused', {}, logger);
    expect(logger.infos).toHaveLength(1);
  });

  it('toProjectRun reads output and exit code', () => {
    expect(
      toProjectRun(
        { run_id: 'r', state: 'done', stdout: 'ok\n', exit_code: 0, command: 'npm test' },
        offline,
      ),
    ).toMatchObject({
      id: 'r',
      outcome: 'succeeded',
      output: 'ok\n',
      exitCode: 0,
      command: 'npm test',
    });
  });

  it('listAllowedRunCommands accepts strings or objects', async () => {
    const client = await clientFor((_q, res) =>
      sendJson(res, 200, { commands: ['npm test', { command: 'npm run build' }] }),
    );
    expect(await listAllowedRunCommands(client)).toEqual(['npm test', 'npm run build']);
  });
});

describe('mail and files', () => {
  it('toMailDomain reads required DNS records as a list or a map', () => {
    expect(
      toMailDomain({ id: 'm', domain: 'example.com', dns_records: [{ type: 'MX' }] }).dnsRecords,
    ).toEqual([{ type: 'MX' }]);
    expect(toMailDomain({ id: 'm', records: { mx: { type: 'MX' } } }).dnsRecords).toEqual([
      { purpose: 'mx', type: 'MX' },
    ]);
  });

  it('toFileEntry tells directories from files', () => {
    expect(toFileEntry({ path: 'src', type: 'dir' }).type).toBe('directory');
    expect(toFileEntry({ path: 'src', is_directory: true }).type).toBe('directory');
    expect(toFileEntry({ name: 'a.ts', size: 3 })).toMatchObject({ path: 'a.ts', type: 'file', size: 3 });
  });

  it('reads a file as text/plain or JSON, and writes binary as base64', async () => {
    const client = await clientFor((req, res, n) => {
      if (req.method === 'PUT') return sendJson(res, 200, { ok: true });
      return n === 1
        ? sendText(res, 200, 'hello')
        : sendJson(res, 200, { data: { content: 'aGk=', encoding: 'base64' } });
    });
    expect(await readProjectFile(client, 'p', 'a.txt')).toMatchObject({ content: 'hello', encoding: 'utf8' });
    expect(await readProjectFile(client, 'p', 'b.bin')).toMatchObject({
      content: 'aGk=',
      encoding: 'base64',
    });
    await writeProjectFile(client, 'p', 'c.bin', new Uint8Array([104, 105]));
    const put = scripted.requests().at(-1);
    expect(put?.url).toBe('/api/v1/projects/p/files/content?path=c.bin');
    expect(JSON.parse(put?.body.toString() ?? '')).toEqual({
      path: 'c.bin',
      content: 'aGk=',
      encoding: 'base64',
    });
  });
});
