import { describe, expect, it } from 'vitest';
import { rawStatusOf, toLifecycle } from '../../src/api/lifecycle.ts';
import { type CapturedLogger, captureLogger } from './helpers/fakes.ts';

describe('toLifecycle', () => {
  const inProgress = [
    'queued',
    'pending',
    'initializing',
    'uploading',
    'building',
    'deploying',
    'provisioning',
    'starting',
  ];
  const live = ['live', 'ready', 'success', 'succeeded', 'active', 'running', 'deployed', 'healthy'];
  const failed = [
    'failed',
    'failure',
    'error',
    'errored',
    'crashed',
    'canceled',
    'cancelled',
    'timeout',
    'timed_out',
  ];

  it.each(inProgress)('%s is in progress', (s) =>
    expect(toLifecycle(s, captureLogger())).toBe('in_progress'),
  );
  it.each(live)('%s is live', (s) => expect(toLifecycle(s, captureLogger())).toBe('live'));
  it.each(failed)('%s is failed', (s) => expect(toLifecycle(s, captureLogger())).toBe('failed'));

  /** Each status read in turn with one logger, as one run would. */
  const lifecyclesOf = (statuses: string[], logger: CapturedLogger) =>
    statuses.map((status) => toLifecycle(status, logger));

  it('ignores letter case and separators', () => {
    const logger = captureLogger();
    expect(lifecyclesOf(['LIVE', 'Building', 'Timed-Out', 'TIMED OUT'], logger)).toEqual([
      'live',
      'in_progress',
      'failed',
      'failed',
    ]);
    expect(logger.lines).toEqual([]);
  });

  it('treats an unknown value as in progress and reports it once per value', () => {
    const logger = captureLogger();
    expect(lifecyclesOf(['verifying', 'Verifying', 'verifying', 'warming'], logger)).toEqual(
      Array(4).fill('in_progress'),
    );
    expect(logger.lines).toHaveLength(2);
    expect(logger.lines[0]).toMatch(/unknown status "verifying"; treating it as still in progress/);
  });

  it('treats a missing status as in progress without noise', () => {
    const logger = captureLogger();
    expect(toLifecycle(undefined, logger)).toBe('in_progress');
    expect(logger.lines).toEqual([]);
  });
});

describe('rawStatusOf', () => {
  it.each([
    [{ status: 'live' }, 'live'],
    [{ state: 'READY' }, 'READY'],
    [{ phase: 'building' }, 'building'],
    [{ status: { state: 'failed', reason: 'x' } }, 'failed'],
    [{ id: 'x' }, undefined],
  ])('reads %j', (record, expected) => expect(rawStatusOf(record)).toBe(expected));
});
