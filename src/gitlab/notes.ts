/**
 * GitLab's merge request notes API, as much as a sticky note needs: who the token is, the notes of a
 * merge request (every page), create and edit. GitLab's job token cannot write notes (GitLab's docs
 * list what CI_JOB_TOKEN may call, and notes are not among it), so a personal, project or group
 * access token (`PRIVATE-TOKEN`) is needed.
 */

import { nodeHttpFetch } from '../api/node-fetch.ts';
import { HttpStatusError } from '../errors.ts';

export interface GitLabAccess {
  /** CI_API_V4_URL, e.g. https://gitlab.com/api/v4. */
  readonly apiUrl: string;
  readonly token: string;
  readonly projectId: string;
  readonly mergeRequestIid: string;
}

interface Note {
  readonly id: number;
  readonly body: string;
  readonly authorId: number | undefined;
  readonly system: boolean;
}

const TIMEOUT_MS = 30_000;
/** GitLab refuses a note longer than this many characters. */
const NOTE_LIMIT = 1_000_000;
const MAX_PAGES = 100;

export class GitLabError extends HttpStatusError {
  override readonly name = 'GitLabError';
}

async function call(access: GitLabAccess, method: string, path: string, body?: unknown): Promise<Response> {
  const base = access.apiUrl.replace(/\/+$/, '');
  // Node's http on the shared agents: through the environment's proxy, and no WebAssembly parser.
  const response = await nodeHttpFetch(`${base}${path}`, {
    method,
    headers: {
      'PRIVATE-TOKEN': access.token,
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
    redirect: 'error',
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new GitLabError(
      `GitLab answered ${method} ${path.replace(/\?.*$/, '')} with HTTP ${response.status}`,
      response.status,
    );
  }
  return response;
}

function notesPath(access: GitLabAccess): string {
  return `/projects/${encodeURIComponent(access.projectId)}/merge_requests/${encodeURIComponent(access.mergeRequestIid)}/notes`;
}

/** The token's own user id: only notes it wrote are ours to edit. */
async function tokenUserId(access: GitLabAccess): Promise<number> {
  const user = (await (await call(access, 'GET', '/user')).json()) as { id?: unknown };
  if (typeof user.id !== 'number') throw new GitLabError('GitLab answered GET /user without a numeric id');
  return user.id;
}

/** Every note of the merge request, page after page, refusing a page number that repeats. */
async function listNotes(access: GitLabAccess): Promise<Note[]> {
  const notes: Note[] = [];
  const seen = new Set<string>();
  let page = '1';
  for (let count = 0; count < MAX_PAGES; count += 1) {
    seen.add(page);
    const response = await call(
      access,
      'GET',
      `${notesPath(access)}?per_page=100&sort=asc&order_by=created_at&page=${page}`,
    );
    const data = (await response.json()) as unknown;
    if (!Array.isArray(data))
      throw new GitLabError('GitLab answered the notes list with something other than a list');
    for (const item of data) notes.push(noteOf(item));
    const next = response.headers.get('x-next-page') ?? '';
    if (next === '') return notes;
    if (seen.has(next))
      throw new GitLabError(`GitLab's notes list named page ${next} again: the list is not complete`);
    page = next;
  }
  throw new GitLabError(`GitLab's notes list has more than ${MAX_PAGES} pages`);
}

function noteOf(item: unknown): Note {
  const record = (item ?? {}) as {
    id?: unknown;
    body?: unknown;
    author?: { id?: unknown };
    system?: unknown;
  };
  if (typeof record.id !== 'number') throw new GitLabError('GitLab answered a note without a numeric id');
  return {
    id: record.id,
    body: typeof record.body === 'string' ? record.body : '',
    authorId: typeof record.author?.id === 'number' ? record.author.id : undefined,
    system: record.system === true,
  };
}

async function createNote(access: GitLabAccess, body: string): Promise<number> {
  const note = (await (await call(access, 'POST', notesPath(access), { body })).json()) as { id?: unknown };
  return typeof note.id === 'number' ? note.id : -1;
}

async function editNote(access: GitLabAccess, id: number, body: string): Promise<void> {
  await (await call(access, 'PUT', `${notesPath(access)}/${id}`, { body })).body?.cancel();
}

/**
 * The note of the token's own user that starts with `marker`, edited in place, else a new one. A note
 * by anyone else that carries the marker is never edited: planting our marker gets nothing.
 */
export async function upsertNote(
  access: GitLabAccess,
  marker: string,
  text: string,
): Promise<{ id: number; created: boolean }> {
  const me = await tokenUserId(access);
  const body = fitted(`${marker}\n${text}`);
  const ours = (await listNotes(access)).find(
    (note) => !note.system && note.authorId === me && note.body.startsWith(marker),
  );
  if (ours === undefined) return { id: await createNote(access, body), created: true };
  if (ours.body !== body) await editNote(access, ours.id, body);
  return { id: ours.id, created: false };
}

function fitted(body: string): string {
  if (body.length <= NOTE_LIMIT) return body;
  const tail = '\n\n_(cut: the summary is longer than a GitLab note may be; the job log has all of it)_\n';
  return body.slice(0, NOTE_LIMIT - tail.length) + tail;
}
