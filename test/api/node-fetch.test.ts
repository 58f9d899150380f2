/**
 * The fetch Octokit is given (src/api/node-fetch.ts), over real loopback sockets: what Octokit
 * reads of a fetch answer, and what fetch does with redirects and failures. The GitHub suites run
 * every Octokit call through it against the fake GitHub.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nodeHttpFetch } from '../../src/api/node-fetch.ts';
import { closeSharedAgent } from '../../src/api/transport.ts';
import { createGitHubClient } from '../../src/github/client.ts';
import { proxyNamedFor as proxied } from '../../src/proxy-env.ts';

interface Seen {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((closed) => server.close(closed));
  }
});

async function serve(
  answer: (seen: Seen, res: ServerResponse) => void,
): Promise<{ origin: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method!,
        url: req.url!,
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      seen.push(request);
      answer(request, res);
    });
  });
  servers.push(server);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

describe('nodeHttpFetch', () => {
  it('answers as fetch does: status, text, repeated headers, and the URL asked', async () => {
    const { origin, seen } = await serve((_seen, res) => {
      res.setHeader('content-type', 'application/json');
      res.setHeader('link', ['<https://x/?page=2>; rel="next"', '<https://x/?page=5>; rel="last"']);
      res.writeHead(201, 'Created');
      res.end('{"id":7}');
    });
    const response = await nodeHttpFetch(`${origin}/repos/o/r/issues`, {
      method: 'POST',
      headers: { authorization: 'token T', 'content-type': 'application/json' },
      body: '{"title":"é"}',
    });
    expect(response.status).toBe(201);
    expect(response.statusText).toBe('Created');
    expect(response.url).toBe(`${origin}/repos/o/r/issues`);
    expect(response.headers.get('link')).toBe(
      '<https://x/?page=2>; rel="next", <https://x/?page=5>; rel="last"',
    );
    expect(await response.json()).toEqual({ id: 7 });
    expect(seen[0]).toMatchObject({ method: 'POST', body: '{"title":"é"}' });
    expect(seen[0]!.headers['content-length']).toBe(String(Buffer.byteLength('{"title":"é"}')));
  });

  it('gives a 204 no body', async () => {
    const { origin } = await serve((_seen, res) => {
      res.writeHead(204);
      res.end();
    });
    const response = await nodeHttpFetch(`${origin}/x`, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
  });

  it('follows a redirect, and drops the Authorization header when it leaves the origin', async () => {
    const other = await serve((_seen, res) => res.end('{}'));
    const { origin, seen } = await serve((request, res) => {
      if (request.url === '/moved') res.writeHead(301, { location: '/here' }).end();
      else if (request.url === '/here') res.writeHead(307, { location: `${other.origin}/there` }).end();
      else res.end('{}');
    });
    const response = await nodeHttpFetch(`${origin}/moved`, { headers: { authorization: 'token T' } });
    expect(response.url).toBe(`${other.origin}/there`);
    expect(seen.map((request) => request.headers.authorization)).toEqual(['token T', 'token T']);
    expect(other.seen[0]!.headers.authorization).toBeUndefined();
  });

  it('turns a POST answered 303 into a GET without the body, and leaves a redirect alone when asked', async () => {
    const { origin, seen } = await serve((request, res) => {
      if (request.url === '/form') res.writeHead(303, { location: '/result' }).end();
      else res.end('done');
    });
    await nodeHttpFetch(`${origin}/form`, {
      method: 'POST',
      body: 'a=1',
      headers: { 'content-type': 'text/plain' },
    });
    expect(seen.map((request) => [request.method, request.url, request.body])).toEqual([
      ['POST', '/form', 'a=1'],
      ['GET', '/result', ''],
    ]);
    const manual = await nodeHttpFetch(`${origin}/form`, { method: 'POST', body: 'a=1', redirect: 'manual' });
    expect(manual.status).toBe(303);
  });

  it('fails as fetch fails: a TypeError with the cause, and an AbortError when aborted', async () => {
    const { origin } = await serve(() => undefined); // never answers
    const closed = await serve(() => undefined);
    const port = new URL(closed.origin).port;
    servers.pop()!.close();
    const refused = await nodeHttpFetch(`http://127.0.0.1:${port}/`).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TypeError);
    expect((refused as TypeError & { cause: { code: string } }).cause.code).toBe('ECONNREFUSED');
    const controller = new AbortController();
    const pending = nodeHttpFetch(`${origin}/slow`, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('proxyNamedFor: which addresses the shared agents send through a proxy', () => {
  it('those the environment names a proxy for, by scheme, and never loopback', () => {
    const proxy = 'http://proxy.corp:3128';
    expect(proxied('https://api.github.com', {})).toBe(false);
    expect(proxied('https://api.github.com', { HTTPS_PROXY: proxy })).toBe(true);
    expect(proxied('https://api.github.com', { https_proxy: proxy })).toBe(true);
    expect(proxied('https://api.github.com', { HTTP_PROXY: proxy })).toBe(false);
    expect(proxied('https://api.github.com', { HTTPS_PROXY: '' })).toBe(false);
    expect(proxied('https://api.github.com', { https_proxy: '', HTTPS_PROXY: proxy })).toBe(true);
    expect(proxied('http://ghes.corp/api/v3', { HTTP_PROXY: proxy })).toBe(true);
    expect(proxied('http://127.0.0.1:8080/api/v3', { HTTP_PROXY: proxy, HTTPS_PROXY: proxy })).toBe(false);
    expect(proxied('http://localhost:8080', { HTTP_PROXY: proxy })).toBe(false);
  });
});

describe('a GitHub client behind a proxy', () => {
  afterEach(async () => {
    vi.unstubAllEnvs();
    await closeSharedAgent();
  });

  it('sends its requests through the proxy the environment names', async () => {
    const proxy = await serve((_seen, res) => {
      res.setHeader('content-type', 'application/json');
      res.end('{"login":"octocat"}');
    });
    vi.stubEnv('HTTP_PROXY', proxy.origin);
    const octokit = await createGitHubClient('ghs_token_value', 'http://github.example.test/api/v3');
    const { data } = await octokit.request('GET /user');
    expect(data).toEqual({ login: 'octocat' });
    expect(proxy.seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET http://github.example.test/api/v3/user',
    ]);
  });
});
