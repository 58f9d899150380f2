/**
 * GitLab's notes go through the proxy the environment names, as the platform's and GitHub's requests
 * do: a runner behind a corporate proxy reaches gitlab.com only through it. A forward proxy on
 * loopback relays to the fake GitLab, so the whole note round trip crosses it.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeSharedAgent } from '../../src/api/transport.ts';
import { upsertNote } from '../../src/gitlab/notes.ts';
import { type FakeGitLab, startFakeGitLab } from '../fakes/gitlab/index.ts';

let gitlab: FakeGitLab | undefined;
let proxy: Server | undefined;
afterEach(async () => {
  vi.unstubAllEnvs();
  await closeSharedAgent();
  proxy?.closeAllConnections();
  await new Promise((closed) => (proxy ? proxy.close(closed) : closed(undefined)));
  await gitlab?.close();
  gitlab = undefined;
  proxy = undefined;
});

/** A forward proxy that relays every absolute-URL request to `target`, recording what it relayed. */
async function startProxy(target: URL, relayed: string[]): Promise<string> {
  proxy = createServer((req, res) => {
    const asked = new URL(req.url ?? '/');
    relayed.push(`${req.method} ${asked.host}${asked.pathname}`);
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: asked.pathname + asked.search,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((listening) => proxy!.listen(0, '127.0.0.1', listening));
  return `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}

describe('GitLab notes behind a proxy', () => {
  it('reads and writes the merge request note through the proxy the environment names', async () => {
    gitlab = await startFakeGitLab();
    const relayed: string[] = [];
    vi.stubEnv('HTTP_PROXY', await startProxy(new URL(gitlab.apiUrl), relayed));
    const access = {
      apiUrl: 'http://gitlab.example.test/api/v4',
      token: gitlab.token,
      projectId: '7',
      mergeRequestIid: '5',
    };
    const result = await upsertNote(access, '<!-- marker -->', 'Deployed.');
    expect(result.created).toBe(true);
    expect(gitlab.notes.get('7!5')?.map((note) => note.body)).toEqual(['<!-- marker -->\nDeployed.']);
    expect(relayed).toEqual([
      'GET gitlab.example.test/api/v4/user',
      'GET gitlab.example.test/api/v4/projects/7/merge_requests/5/notes',
      'POST gitlab.example.test/api/v4/projects/7/merge_requests/5/notes',
    ]);
  });
});
