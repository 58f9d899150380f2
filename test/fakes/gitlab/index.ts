/**
 * A fake of GitLab's REST API (v4), as much as a merge request note needs, answering as GitLab
 * documents it: `PRIVATE-TOKEN` authenticates a user; a `JOB-TOKEN` may not read `/user` or write
 * notes (GitLab lists what a job token may call, and notes are not among it); notes page with
 * `per_page` (at most 100) and `x-next-page`; a note over 1,000,000 characters is refused; only a
 * note's author edits it.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeGitLabUser {
  readonly id: number;
  readonly username: string;
}

export interface FakeNote {
  readonly id: number;
  body: string;
  readonly author: FakeGitLabUser;
  readonly system: boolean;
}

export interface FakeGitLabRequest {
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly body: unknown;
}

export interface FakeGitLab {
  /** CI_API_V4_URL, e.g. http://127.0.0.1:41234/api/v4. */
  readonly apiUrl: string;
  /** A token of `bot`, the user the command line writes as. */
  readonly token: string;
  readonly jobToken: string;
  readonly bot: FakeGitLabUser;
  /** Notes by `${projectId}!${iid}`. */
  readonly notes: Map<string, FakeNote[]>;
  readonly requests: FakeGitLabRequest[];
  /** Adds a note by someone (another user by default) to a merge request. */
  addNote(projectId: string, iid: string, body: string, author?: FakeGitLabUser): FakeNote;
  close(): Promise<void>;
}

const NOTE_LIMIT = 1_000_000;

export async function startFakeGitLab(): Promise<FakeGitLab> {
  const bot: FakeGitLabUser = { id: 501, username: 'project_7_bot' };
  const other: FakeGitLabUser = { id: 77, username: 'mallory' };
  const token = 'glpat-fake-token-for-tests';
  const jobToken = 'glcbt-fake-job-token';
  const notes = new Map<string, FakeNote[]>();
  const requests: FakeGitLabRequest[] = [];
  let nextId = 1000;

  const addNote = (projectId: string, iid: string, body: string, author: FakeGitLabUser = other) => {
    const key = `${projectId}!${iid}`;
    const note: FakeNote = { id: nextId++, body, author, system: false };
    notes.set(key, [...(notes.get(key) ?? []), note]);
    return note;
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const body = await readJson(request);
    const reply = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      requests.push({ method: request.method ?? '', path: url.pathname, status, body });
      send(response, status, payload, headers);
    };
    const user = request.headers['private-token'] === token ? bot : undefined;
    const job = request.headers['job-token'] === jobToken;
    if (!user && !job) return reply(401, { message: '401 Unauthorized' });
    if (url.pathname === '/api/v4/user' && request.method === 'GET') {
      return user
        ? reply(200, { id: user.id, username: user.username })
        : reply(403, { message: '403 Forbidden' });
    }
    const match = /^\/api\/v4\/projects\/([^/]+)\/merge_requests\/(\d+)\/notes(?:\/(\d+))?$/.exec(
      url.pathname,
    );
    if (!match) return reply(404, { message: '404 Not Found' });
    if (!user) return reply(403, { message: '403 Forbidden' });
    const [, projectId, iid, noteId] = match;
    const key = `${decodeURIComponent(projectId!)}!${iid}`;
    const list = notes.get(key) ?? [];
    if (request.method === 'GET' && noteId === undefined) {
      const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page') ?? 20)));
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
      const pages = Math.max(1, Math.ceil(list.length / perPage));
      const items = list.slice((page - 1) * perPage, page * perPage);
      return reply(200, items, {
        'x-page': String(page),
        'x-per-page': String(perPage),
        'x-total': String(list.length),
        'x-total-pages': String(pages),
        'x-next-page': page < pages ? String(page + 1) : '',
      });
    }
    const text = (body as { body?: unknown } | undefined)?.body;
    if (typeof text !== 'string' || text === '')
      return reply(400, { message: '400 Bad request - body is missing' });
    if (text.length > NOTE_LIMIT)
      return reply(400, { message: { note: ['is too long (maximum is 1000000 characters)'] } });
    if (request.method === 'POST' && noteId === undefined)
      return reply(201, addNote(key.split('!')[0]!, iid!, text, user));
    if (request.method === 'PUT' && noteId !== undefined) {
      const note = list.find((each) => each.id === Number(noteId));
      if (!note) return reply(404, { message: '404 Not found' });
      if (note.author.id !== user.id) return reply(403, { message: '403 Forbidden' });
      note.body = text;
      return reply(200, note);
    }
    return reply(405, { message: '405 Method Not Allowed' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/api/v4`,
    token,
    jobToken,
    bot,
    notes,
    requests,
    addNote,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  if (chunks.length === 0) return undefined;
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

function send(
  response: ServerResponse,
  status: number,
  payload: unknown,
  headers: Record<string, string>,
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(payload));
}
