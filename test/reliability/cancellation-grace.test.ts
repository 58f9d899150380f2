/**
 * The last resort of a cancelled bundle: when wrapping up hangs (here GitHub stops answering the
 * deployment status it is told), the bundle leaves on its own 4.5 s after the SIGINT, before the
 * runner's SIGTERM at 7.5 s, and still says `status: cancelled` and why.
 */
import { describe, expect, it } from 'vitest';
import { makeWorkspace, pullRequestEvent, SITE } from '../e2e/fixtures.ts';
import { startAction } from '../e2e/harness.ts';
import { startWorld } from '../support/world.ts';

describe('a cancelled deploy whose wrap-up hangs', () => {
  it('exits within the grace time with status cancelled', { timeout: 60_000 }, async () => {
    const world = await startWorld({ github: true, build: { buildingMs: 60_000 } });
    try {
      const project = world.platform.admin.createProject({ name: 'shop' });
      const running = startAction({
        action: 'deploy',
        bundle: true,
        workspace: makeWorkspace(SITE),
        inputs: { 'api-key': world.platform.fullKey, 'api-url': world.platform.url, project: project.id },
        event: pullRequestEvent('opened', 7),
        githubApiUrl: world.github.url,
        githubToken: world.github.token,
      });
      await running.waitForOutput('is building', 30_000);
      world.github.stall();
      const sigintAt = Date.now();
      running.interrupt('SIGINT');
      const killer = setTimeout(() => running.interrupt('SIGKILL'), 7_500);
      const result = await running.result.finally(() => clearTimeout(killer));
      const exitedAfterMs = Date.now() - sigintAt;
      const context = `exited ${exitedAfterMs} ms after SIGINT\n${result.stdout.split('\n').slice(-20).join('\n')}`;
      expect(result.exitCode, context).toBe(1);
      expect(exitedAfterMs, context).toBeLessThan(7_500);
      expect(result.outputs.status, context).toBe('cancelled');
      expect(result.errors.join('\n'), context).toContain('did not wrap up in time');
      expect(
        world.github.requestLog.some((entry) => entry.status === 0),
        context,
      ).toBe(true);
    } finally {
      await world.close();
    }
  });
});
