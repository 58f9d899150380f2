import { describe, expect, it } from 'vitest';
import { markPartial } from '../../src/api/incomplete-list.ts';
import type { Deployment } from '../../src/api/resources/deployments.ts';
import {
  candidatesFor,
  createdFrom,
  PLATFORM_CLOCK_TOLERANCE_MS,
  readFarEnough,
  UNKNOWN_SKEW_MS,
} from '../../src/deploy/create.ts';
import { newLines } from '../../src/deploy/watch.ts';

const line = (text: string, timestamp?: string) => ({ text, ...(timestamp ? { timestamp } : {}) });

describe('newLines', () => {
  it('returns the suffix past what was printed when the log only grew', () => {
    const printed = [line('a'), line('b')];
    expect(newLines(printed, [line('a'), line('b'), line('c'), line('b')])).toEqual([line('c'), line('b')]);
    expect(newLines([], [line('x')])).toEqual([line('x')]);
    expect(newLines(printed, printed)).toEqual([]);
  });

  it('falls back to unseen lines when the platform rotated the start of the log', () => {
    const printed = [line('1', 't1'), line('2', 't2'), line('3', 't3')];
    expect(newLines(printed, [line('3', 't3'), line('4', 't4')])).toEqual([line('4', 't4')]);
  });
});

function deployment(fields: Partial<Deployment>): Deployment {
  return { id: 'd', lifecycle: 'in_progress', status: 'queued', raw: {}, ...fields };
}

describe('candidatesFor', () => {
  const from = Date.parse('2026-11-22T12:00:00Z');
  const ids = (list: readonly Deployment[]) => list.map((d) => d.id);
  /** A deployment the platform made a second after the request was sent. */
  const madeAfterSend = (fields: Partial<Deployment>) =>
    deployment({ createdAt: '2026-11-22T12:00:01Z', ...fields });

  it('adopts only the deployment built from this run’s upload URL, whenever it was made', () => {
    const list = [
      deployment({ id: 'other', sourceUrl: 'http://x/uploads/1.zip' }),
      deployment({ id: 'ours', sourceUrl: 'http://x/uploads/2.zip', createdAt: '2020-01-01T00:00:00Z' }),
    ];
    expect(ids(candidatesFor(list, { sourceTarballUrl: 'http://x/uploads/2.zip' }, from))).toEqual(['ours']);
    expect(candidatesFor(list, { sourceTarballUrl: 'http://x/uploads/3.zip' }, from)).toEqual([]);
  });

  it('takes only deployments made from the platform time the request was sent', () => {
    const list = [
      deployment({ id: 'new', branch: 'main', createdAt: '2026-11-22T12:00:01Z' }),
      deployment({ id: 'old', branch: 'main', createdAt: '2026-11-22T11:59:59Z' }),
      deployment({ id: 'undated', branch: 'main' }),
    ];
    expect(ids(candidatesFor(list, { branch: 'main' }, from))).toEqual(['new', 'undated']);
  });

  it('matches the branch and the commit asked for, a short commit included', () => {
    const list = [
      madeAfterSend({ id: 'main-abc', branch: 'main', commitSha: 'abc1234def' }),
      madeAfterSend({ id: 'dev-abc', branch: 'dev', commitSha: 'abc1234def' }),
      madeAfterSend({ id: 'commit-only', commitSha: 'ABC1234DEF' }),
      madeAfterSend({ id: 'says-nothing' }),
    ];
    expect(ids(candidatesFor(list, { branch: 'main', commitSha: 'abc1234' }, from))).toEqual([
      'main-abc',
      'says-nothing',
    ]);
    expect(ids(candidatesFor(list, { commitSha: 'abc1234def' }, from))).toEqual([
      'main-abc',
      'dev-abc',
      'commit-only',
      'says-nothing',
    ]);
    expect(ids(candidatesFor(list, { branch: 'dev' }, from))).toEqual(['dev-abc', 'says-nothing']);
  });

  it('with neither, matches builds of the default branch at any commit, or any build when it is unknown', () => {
    const list = [
      madeAfterSend({ id: 'main', branch: 'main', commitSha: 'aaaaaaa' }),
      madeAfterSend({ id: 'feature', branch: 'feature', commitSha: 'bbbbbbb' }),
      madeAfterSend({ id: 'commit-only', commitSha: 'ccccccc' }),
    ];
    expect(ids(candidatesFor(list, {}, from, 'main'))).toEqual(['main', 'commit-only']);
    expect(ids(candidatesFor(list, {}, from))).toEqual(['main', 'feature', 'commit-only']);
  });

  it('never takes an upload deploy, a variables redeploy or a files deploy for a repository create', () => {
    const list = [
      madeAfterSend({ id: 'upload', sourceUrl: 'http://x/uploads/1.zip', branch: 'main' }),
      madeAfterSend({ id: 'env', trigger: 'env', branch: 'main' }),
      madeAfterSend({ id: 'files', trigger: 'files', branch: 'main' }),
      madeAfterSend({ id: 'api', trigger: 'api', branch: 'main' }),
    ];
    expect(ids(candidatesFor(list, { branch: 'main' }, from))).toEqual(['api']);
  });
});

describe('createdFrom', () => {
  it('moves the send onto the platform’s clock, or allows for drift without it', () => {
    expect(createdFrom(1_000_000, 3_600_000)).toBe(1_000_000 + 3_600_000 - PLATFORM_CLOCK_TOLERANCE_MS);
    expect(createdFrom(1_000_000, undefined)).toBe(1_000_000 - UNKNOWN_SKEW_MS);
  });
});

describe('readFarEnough', () => {
  const from = Date.parse('2026-11-22T12:00:00Z');
  const at = (iso: string) => deployment({ id: iso, createdAt: iso });

  it('trusts a list read whole, whatever its order', () => {
    expect(readFarEnough([at('2026-11-22T13:00:00Z'), at('2026-11-22T14:00:00Z')], from)).toBe(true);
  });

  it('trusts the first pages of a list only when they run newest first back past the create', () => {
    const newestFirst = markPartial([at('2026-11-22T12:30:00Z'), at('2026-11-22T11:00:00Z')]);
    expect(readFarEnough(newestFirst, from)).toBe(true);
    // Every deployment read is newer than the create: one made by it could be on the next page.
    const allNewer = markPartial([at('2026-11-22T12:30:00Z'), at('2026-11-22T12:10:00Z')]);
    expect(readFarEnough(allNewer, from)).toBe(false);
    // Oldest first: the newest, which could be ours, are on the pages not read.
    const oldestFirst = markPartial([at('2026-11-22T10:00:00Z'), at('2026-11-22T11:00:00Z')]);
    expect(readFarEnough(oldestFirst, from)).toBe(false);
    const undated = markPartial([deployment({ id: 'x' }), at('2026-11-22T11:00:00Z')]);
    expect(readFarEnough(undated, from)).toBe(false);
  });
});
