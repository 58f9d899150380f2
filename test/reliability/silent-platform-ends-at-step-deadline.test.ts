/**
 * A platform that accepts a request and never answers used to
 * hold a `timeout: 30s` deploy for ~190 s (six 30 s attempts and their backoff). Now every request
 * of a step with a `timeout` ends at that deadline plus a short wrap-up, and the failure says the
 * step's time ran out. Runs in process on an accelerated clock shared with the platform, so the
 * minutes of platform time take a fraction of a second.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeWorkspace, SITE } from '../e2e/fixtures.ts';
import { runAction } from '../e2e/harness.ts';
import { useAcceleratedClock } from '../support/clocks.ts';
import { startWorld, type World } from '../support/world.ts';

let world: World;
// 10x, not more: packing now runs beside the project check, and on a loaded machine a 500 ms hold of
// the process is 5 s of step time at this factor (25 s at 50x, which overran the margin below).
const clocks = useAcceleratedClock({ factor: 10 });
beforeEach(async () => {
  world = await startWorld();
});
afterEach(async () => {
  await world.close();
});

const HOUR_MS = 3_600_000;

describe('a step with timeout: 30s against a platform that never answers', () => {
  it.each([
    ['the project check', { operation: 'getProject' as const }],
    ['the status poll', { operation: 'getDeployment' as const }],
  ])('deploy ends within the step deadline when %s hangs', async (_what, match) => {
    const { platform } = world;
    const project = platform.admin.createProject({ name: 'hang' });
    platform.faults.add({ ...match, delayMs: HOUR_MS });
    const started = clocks.clock.now();
    const result = await runAction({
      action: 'deploy',
      workspace: makeWorkspace(SITE),
      inputs: {
        'api-key': platform.fullKey,
        'api-url': platform.url,
        project: project.id,
        timeout: '30s',
        'github-deployment': 'false',
        comment: 'false',
      },
    });
    const elapsedMs = clocks.clock.now() - started;
    expect(result.exitCode, result.stdout).toBe(1);
    // 30 s of timeout and 10 s of wrap-up, with room for the clock's coarse steps; not 190 s.
    expect(elapsedMs).toBeLessThan(45_000);
    expect(result.errors.join('\n')).toMatch(/time ran out|not live after 30 s|timeout/i);
    expect(result.errors.join('\n')).not.toMatch(/This is a bug/);
  });
});
