import { describe, expect, it } from 'vitest';
import { PlatformApiError } from '../../src/api/errors.ts';
import { forEachObject, type ObjectFailure } from '../../src/cdn/each-object.ts';
import type { Logger } from '../../src/log.ts';

function recordingLogger(): Logger & { warnings: string[] } {
  const warnings: string[] = [];
  return { warnings, debug() {}, info() {}, warning: (message: string) => void warnings.push(message) };
}

const refused = () =>
  new PlatformApiError({
    operation: 'deleteCdnAsset',
    method: 'DELETE',
    pathTemplate: '/cdn/assets/{id}',
    status: 403,
    hint: 'Use a full key.',
    attempts: 1,
  });

describe('forEachObject', () => {
  it("records one object's failure, warns about it and goes on with the others", async () => {
    const logger = recordingLogger();
    const failed: ObjectFailure[] = [];
    const done: string[] = [];
    const result = await forEachObject(
      ['a', 'b', 'c'],
      (key) => key,
      async (key) => {
        if (key === 'b') throw new Error('storage said no');
        done.push(key);
      },
      failed,
      { concurrency: 1, logger, verb: 'upload' },
    );
    expect(result).toEqual({});
    expect(done).toEqual(['a', 'c']);
    expect(failed).toEqual([{ key: 'b', reason: 'storage said no' }]);
    expect(logger.warnings).toEqual(['Could not upload b: storage said no']);
  });

  it('stops at a fatal failure and returns it, starting nothing more', async () => {
    const failed: ObjectFailure[] = [];
    const started: string[] = [];
    const fatal = refused();
    const result = await forEachObject(
      ['a', 'b', 'c'],
      (key) => key,
      async (key) => {
        started.push(key);
        if (key === 'a') throw fatal;
      },
      failed,
      { concurrency: 1, logger: recordingLogger(), verb: 'delete' },
    );
    expect(result.fatal).toBe(fatal);
    expect(started).toEqual(['a']);
    expect(failed).toEqual([]);
  });

  it('returns the cancellation when the signal is aborted before an object starts', async () => {
    const controller = new AbortController();
    const reason = new Error('cancelled');
    controller.abort(reason);
    const started: string[] = [];
    const result = await forEachObject(
      ['a'],
      (key) => key,
      async (key) => void started.push(key),
      [],
      {
        concurrency: 2,
        logger: recordingLogger(),
        signal: controller.signal,
        verb: 'upload',
      },
    );
    expect(result.fatal).toBe(reason);
    expect(started).toEqual([]);
  });
});
