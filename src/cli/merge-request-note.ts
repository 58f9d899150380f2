/**
 * On a GitLab merge request pipeline, the command's summary as one sticky note on the merge request:
 * the same note edited by every later run of the same command and target, as our pull request
 * comments are on GitHub. A note never fails the command; what went wrong is a warning.
 */
import { readFileSync } from 'node:fs';
import { errorMessage } from '../errors.ts';
import { GitLabError, upsertNote } from '../gitlab/notes.ts';

interface NoteRequest {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly command: string;
  readonly inputs: Readonly<Record<string, string>>;
  readonly summaryFile: string;
  readonly log: { write(text: string): unknown };
}

/** What the note is about: the command and its target (project, zone, file...), as the marker names it. */
export function noteMarker(
  command: string,
  inputs: Readonly<Record<string, string>>,
  env: NoteRequest['env'],
): string {
  const target =
    inputs.project ??
    env.PLATFORM_PROJECT ??
    inputs.zone ??
    env.PLATFORM_ZONE ??
    inputs.file ??
    env.PLATFORM_FILE ??
    '';
  const safe = `${command}:${target}`.replace(/[^A-Za-z0-9._:/-]/g, '-');
  return `<!-- platform-actions:gitlab:${safe} -->`;
}

export async function postMergeRequestNote(request: NoteRequest): Promise<void> {
  const { env, log } = request;
  const iid = env.CI_MERGE_REQUEST_IID;
  if (!iid) return;
  const token = env.GITLAB_TOKEN;
  if (!token) {
    log.write(
      env.CI_JOB_TOKEN
        ? 'notice: no merge request note: GitLab does not let CI_JOB_TOKEN write notes; set GITLAB_TOKEN (an access token with the api scope) to get one.\n'
        : 'notice: no merge request note: set GITLAB_TOKEN (an access token with the api scope) to get one.\n',
    );
    return;
  }
  if (!env.CI_API_V4_URL || !env.CI_PROJECT_ID) {
    log.write('warning: no merge request note: CI_API_V4_URL or CI_PROJECT_ID is not set.\n');
    return;
  }
  const summary = readFileSync(request.summaryFile, 'utf8').trim();
  if (summary === '') return;
  const access = { apiUrl: env.CI_API_V4_URL, token, projectId: env.CI_PROJECT_ID, mergeRequestIid: iid };
  try {
    const marker = noteMarker(request.command, request.inputs, env);
    const { created } = await upsertNote(access, marker, summary);
    log.write(`${created ? 'Wrote' : 'Updated'} the note on merge request !${iid}.\n`);
  } catch (error) {
    const why = error instanceof GitLabError ? error.message : errorMessage(error);
    const hint =
      error instanceof GitLabError && (error.status === 401 || error.status === 403)
        ? ': check that GITLAB_TOKEN has the api scope and at least the Reporter role'
        : '';
    log.write(`warning: could not write the merge request note (${why})${hint}.\n`);
  }
}
