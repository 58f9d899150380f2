import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { githubApiUrl, readRunContext } from '../../src/github/context.ts';

const HEAD_SHA = 'a'.repeat(40);
const MERGE_SHA = 'b'.repeat(40);

function eventFile(payload: unknown): string {
  const path = join(mkdtempSync(join(tmpdir(), 'gh-event-')), 'event.json');
  writeFileSync(path, JSON.stringify(payload));
  return path;
}

function pullRequestPayload(action: string, headRepo: string | null, merged = false) {
  return {
    action,
    number: 42,
    pull_request: {
      number: 42,
      merged,
      head: { sha: HEAD_SHA, ref: 'feature/x', repo: headRepo === null ? null : { full_name: headRepo } },
      base: { ref: 'main', repo: { full_name: 'acme/site' } },
    },
    repository: { full_name: 'acme/site' },
  };
}

const baseEnv = {
  GITHUB_REPOSITORY: 'acme/site',
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_API_URL: 'http://127.0.0.1:9999/',
  GITHUB_RUN_ID: '123456',
};

/** The run context of an `eventName` run with the event file holding `payload`, in baseEnv plus `env`. */
const contextOn = (eventName: string, payload: unknown, env: Record<string, string> = {}) =>
  readRunContext({ ...baseEnv, GITHUB_EVENT_NAME: eventName, GITHUB_EVENT_PATH: eventFile(payload), ...env });

describe('readRunContext', () => {
  it('describes a push to a branch as a production deploy of GITHUB_SHA', () => {
    const context = contextOn(
      'push',
      { ref: 'refs/heads/main', after: MERGE_SHA },
      { GITHUB_SHA: MERGE_SHA, GITHUB_REF: 'refs/heads/main' },
    );
    expect(context).toMatchObject({
      eventName: 'push',
      owner: 'acme',
      repo: 'site',
      sha: MERGE_SHA,
      commitSha: MERGE_SHA,
      ref: 'refs/heads/main',
      branch: 'main',
      pullRequest: undefined,
      runUrl: 'https://github.com/acme/site/actions/runs/123456',
      apiUrl: 'http://127.0.0.1:9999',
      defaultEnvironment: 'production',
    });
  });

  it('has no branch for a tag push', () => {
    const context = readRunContext({ ...baseEnv, GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/tags/v1.0.0' });
    expect(context.branch).toBeUndefined();
  });

  it('describes a same-repository pull request as a preview of its head commit and branch', () => {
    const context = contextOn('pull_request', pullRequestPayload('synchronize', 'acme/site'), {
      GITHUB_SHA: MERGE_SHA,
      GITHUB_REF: 'refs/pull/42/merge',
      GITHUB_HEAD_REF: 'feature/x',
    });
    expect(context).toMatchObject({
      sha: MERGE_SHA,
      commitSha: HEAD_SHA,
      branch: 'feature/x',
      defaultEnvironment: 'preview',
      pullRequest: {
        number: 42,
        action: 'synchronize',
        headSha: HEAD_SHA,
        headRef: 'feature/x',
        baseRef: 'main',
        isFork: false,
        merged: false,
      },
    });
  });

  it('recognises a pull request from a fork, and one whose fork was deleted', () => {
    const fromFork = contextOn('pull_request', pullRequestPayload('opened', 'someone/site'));
    expect(fromFork.pullRequest?.isFork).toBe(true);
    const deletedFork = contextOn('pull_request_target', pullRequestPayload('reopened', null));
    expect(deletedFork.pullRequest).toMatchObject({ isFork: true, action: 'reopened' });
    expect(deletedFork.defaultEnvironment).toBe('preview');
  });

  it('reports a closed (merged) pull request', () => {
    const context = contextOn('pull_request', pullRequestPayload('closed', 'acme/site', true));
    expect(context.pullRequest).toMatchObject({ action: 'closed', merged: true, number: 42 });
  });

  it('reads the environment at call time, not at import time', () => {
    const before = process.env.GITHUB_REPOSITORY;
    try {
      process.env.GITHUB_REPOSITORY = 'first/one';
      expect(readRunContext().repo).toBe('one');
      process.env.GITHUB_REPOSITORY = 'second/two';
      expect(readRunContext().owner).toBe('second');
    } finally {
      if (before === undefined) delete process.env.GITHUB_REPOSITORY;
      else process.env.GITHUB_REPOSITORY = before;
    }
  });

  it('survives a run outside Actions: no repository, no event file', () => {
    const context = readRunContext({ GITHUB_EVENT_PATH: '/nonexistent/event.json' });
    expect(context).toMatchObject({
      owner: '',
      repo: '',
      runUrl: undefined,
      defaultEnvironment: 'production',
    });
    expect(githubApiUrl({})).toBe('https://api.github.com');
  });
});
