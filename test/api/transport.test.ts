import { createHash } from 'node:crypto';
/**
 * The transport over real loopback sockets: what Node's http client must do as undici did for the
 * client above it. An answer that comes before the upload's last byte is still read; a repeated
 * header stays a list; keep-alive connections are reused, and one the server closed is not.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeSharedAgent, type HttpRequest, type StreamBody, sendOnce } from '../../src/api/transport.ts';
import { redact } from '../../src/secrets/redact.ts';

let server: Server | undefined;
afterEach(async () => {
  vi.unstubAllEnvs();
  await closeSharedAgent();
  await new Promise((closed) => (server ? server.close(closed) : closed(undefined)));
  server?.closeAllConnections();
  server = undefined;
});

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  server = createServer(handler);
  await new Promise<void>((listening) => server!.listen(0, '127.0.0.1', listening));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const get = (url: string): HttpRequest => ({
  method: 'GET',
  url,
  headers: {},
  signal: new AbortController().signal,
  maxBodyBytes: 1 << 20,
});

/** A body of `chunks` × 64 KiB that counts how many chunks the sender took. */
function countedBody(chunks: number): { body: StreamBody; taken: () => number } {
  let taken = 0;
  const body: StreamBody = {
    contentType: 'application/zip',
    length: chunks * 65_536,
    async *chunks(onChunk) {
      for (let index = 0; index < chunks; index++) {
        taken++;
        onChunk();
        yield Buffer.alloc(65_536, index);
      }
    },
  };
  return { body, taken: () => taken };
}

describe('sendOnce over Node http', () => {
  it('reads an answer the server sends before the upload is all sent', async () => {
    const url = await listen((req, res) => {
      // A refusal after the first bytes, as a platform over its size limit answers, then hang up.
      req.once('data', () => {
        res.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
        res.end(JSON.stringify({ error: { code: 'too_large', message: 'archive over the limit' } }));
      });
    });
    const { body, taken } = countedBody(4_096); // 256 MiB, far more than the socket buffers hold
    const response = await sendOnce({ ...get(`${url}/uploads`), method: 'POST', body });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.text)).toEqual({
      error: { code: 'too_large', message: 'archive over the limit' },
    });
    expect(taken()).toBeLessThan(4_096);
  });

  it.each([
    ['with a Content-Length', true],
    ['chunked (a zip still being packed)', false],
  ])(
    'is done with each chunk before it asks for the next, so a source may reuse one buffer: %s',
    async (_form, sized) => {
      // A server slow to read at first: the socket's buffers fill, and a chunk still queued for them
      // when the next is asked for would be overwritten by it.
      const url = await listen((req, res) => {
        const hash = createHash('sha256');
        req.pause();
        setTimeout(() => {
          req.on('data', (chunk) => hash.update(chunk));
          req.on('end', () => res.end(JSON.stringify({ sha256: hash.digest('hex') })));
          req.resume();
        }, 50);
      });
      const chunkBytes = 256 * 1024;
      const count = 64; // 16 MiB, more than loopback's socket buffers hold
      const expected = createHash('sha256');
      for (let index = 0; index < count; index++) expected.update(Buffer.alloc(chunkBytes, index));
      const body: StreamBody = {
        contentType: 'application/zip',
        length: sized ? count * chunkBytes : undefined,
        async *chunks(onChunk) {
          const reused = Buffer.alloc(chunkBytes);
          for (let index = 0; index < count; index++) {
            onChunk();
            yield reused.fill(index);
          }
        },
      };
      const response = await sendOnce({ ...get(`${url}/uploads`), method: 'POST', body });
      expect(JSON.parse(response.text)).toEqual({ sha256: expected.digest('hex') });
    },
  );

  it('keeps a repeated header as a list, and a single one as a string', async () => {
    const url = await listen((_req, res) => {
      res.setHeader('link', ['<https://p/a?page=2>; rel="next"', '<https://p/a?page=9>; rel="last"']);
      res.setHeader('retry-after', '3');
      res.end('{}');
    });
    const { headers } = await sendOnce(get(url));
    expect(headers.link).toEqual(['<https://p/a?page=2>; rel="next"', '<https://p/a?page=9>; rel="last"']);
    expect(headers['retry-after']).toBe('3');
  });

  it('reuses a keep-alive connection, and opens a new one when the server closed it', async () => {
    const ports: number[] = [];
    let closeNext = false;
    const url = await listen((req, res) => {
      ports.push(req.socket.remotePort!);
      if (closeNext) res.setHeader('connection', 'close');
      res.end('{}');
    });
    await sendOnce(get(url));
    closeNext = true;
    // On the first connection, which the answer says is closed after it.
    await sendOnce(get(url));
    closeNext = false;
    await sendOnce(get(url));
    expect(ports[1]).toBe(ports[0]);
    expect(ports[2]).not.toBe(ports[0]);
  });

  it('fails with the body source’s own error when the source fails mid-upload', async () => {
    const url = await listen((req, res) => {
      req.resume();
      req.on('end', () => res.end('{}'));
    });
    const changed = new Error('the archive changed while it was sent');
    const body: StreamBody = {
      contentType: 'application/zip',
      length: 3 * 65_536,
      async *chunks() {
        yield Buffer.alloc(65_536);
        throw changed;
      },
    };
    await expect(sendOnce({ ...get(url), method: 'POST', body })).rejects.toBe(changed);
  });

  it('goes through the proxy the environment names, but never for loopback', async () => {
    const proxied: string[] = [];
    const proxy = await listen((req, res) => {
      proxied.push(`${req.method} ${req.url} ${req.headers['proxy-authorization'] ?? ''}`);
      res.end('{"via":"proxy"}');
    });
    const direct = createServer((_req, res) => res.end('{"via":"direct"}'));
    await new Promise<void>((listening) => direct.listen(0, '127.0.0.1', listening));
    try {
      // With a password, which nothing may show once the proxy is used.
      vi.stubEnv('HTTP_PROXY', proxy.replace('http://', 'http://runner:pr0xy-pass@'));
      vi.stubEnv('NO_PROXY', '');
      // A name only the proxy resolves: asked of it in absolute form, never looked up here.
      const far = await sendOnce(get('http://platform.example.test/api/v1/projects/p1'));
      expect(far.text).toBe('{"via":"proxy"}');
      const basic = `Basic ${Buffer.from('runner:pr0xy-pass').toString('base64')}`;
      expect(proxied).toEqual([`GET http://platform.example.test/api/v1/projects/p1 ${basic}`]);
      expect(redact('proxy said pr0xy-pass')).not.toContain('pr0xy-pass');
      const near = await sendOnce(get(`http://127.0.0.1:${(direct.address() as AddressInfo).port}/x`));
      expect(near.text).toBe('{"via":"direct"}');
    } finally {
      direct.closeAllConnections();
      await new Promise((closed) => direct.close(closed));
    }
  });
});
