import { describe, expect, it } from 'vitest';
import type { Deployment } from '../../src/api/resources/deployments.ts';
import { findCreatedFor } from '../../src/deploy/create.ts';
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

describe('findCreatedFor', () => {
  const started = Date.parse('2026-11-22T12:00:00Z');

  it('adopts only the deployment built from this run’s upload URL', () => {
    const list = [
      deployment({ id: 'other', sourceUrl: 'http://x/uploads/1.zip' }),
      deployment({ id: 'ours', sourceUrl: 'http://x/uploads/2.zip' }),
    ];
    expect(findCreatedFor(list, { sourceTarballUrl: 'http://x/uploads/2.zip' }, started)?.id).toBe('ours');
    expect(findCreatedFor(list, { sourceTarballUrl: 'http://x/uploads/3.zip' }, started)).toBeUndefined();
  });

  it('adopts a recent deployment of the same branch and commit, not an old one', () => {
    const list = [
      deployment({ id: 'old', branch: 'main', createdAt: '2026-11-22T10:00:00Z' }),
      deployment({ id: 'new', branch: 'main', commitSha: 'abc1234', createdAt: '2026-11-22T12:00:01Z' }),
    ];
    expect(findCreatedFor(list, { branch: 'main', commitSha: 'abc1234' }, started)?.id).toBe('new');
    expect(findCreatedFor(list.slice(0, 1), { branch: 'main' }, started)).toBeUndefined();
    expect(findCreatedFor(list, { branch: 'dev' }, started)).toBeUndefined();
  });
});
