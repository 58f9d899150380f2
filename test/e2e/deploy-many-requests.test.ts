/**
 * What a project costs in requests in manifest mode, where nobody prints build logs: its upload, its
 * create, and status reads; the log is read once, and only for a failed build (its tail).
 */
import { describe, expect, it } from 'vitest';
import type { World } from '../support/world.ts';
import { acceleratedWorldPerTest } from '../support/world-per-test.ts';
import { makeWorkspace } from './fixtures.ts';
import { runAction } from './harness.ts';

let world: World;
// The builds, the polls and their spacing on a clock ten times faster than real.
acceleratedWorldPerTest({ build: { queuedMs: 100, buildingMs: 1500, logLineIntervalMs: 50 } }, (w) => {
  world = w;
});

function requestsAbout(deploymentId: string): string[] {
  return world.platform.requestLog
    .filter((request) => request.path.startsWith(`/deployments/${deploymentId}`))
    .map((request) => `${request.method} ${request.path.replace(deploymentId, '{id}')}`);
}

describe('manifest mode follows statuses, not logs', () => {
  it('a live project: status reads only; a failed one: one log read at the end, for its tail', async () => {
    world.platform.admin.createProject({ name: 'web' });
    const api = world.platform.admin.createProject({ name: 'api' }).id;
    world.platform.admin.failNextBuild(api, 'npm run build exited with code 2');
    const workspace = makeWorkspace({
      'platform.yml': 'projects:\n  web: { project: web, path: web }\n  api: { project: api, path: api }\n',
      'web/index.html': '<h1>web</h1>',
      'api/index.html': '<h1>api</h1>',
    });
    const run = await runAction({
      action: 'deploy',
      inputs: {
        'api-key': world.platform.fullKey,
        'api-url': world.platform.url,
        projects: 'web,api',
        'api-rate': '4',
        comment: 'false',
        'github-deployment': 'false',
      },
      event: { name: 'workflow_dispatch', payload: {} },
      workspace,
    });
    const rows = JSON.parse(run.outputs.results!) as { key: string; status: string; deploymentId: string }[];
    expect(rows.map((row) => [row.key, row.status])).toEqual([
      ['web', 'live'],
      ['api', 'failed'],
    ]);
    const [live, failed] = rows.map((row) => requestsAbout(row.deploymentId));
    expect(new Set(live)).toEqual(new Set(['GET /deployments/{id}']));
    // A 1.6 s build read at most every half second (two projects share 4/s): no more than 5 reads.
    expect(live!.length).toBeLessThanOrEqual(5);
    expect(failed!.filter((request) => request.endsWith('/logs'))).toHaveLength(1);
    expect(failed!.at(-1)).toBe('GET /deployments/{id}/logs');
    // The tail it was read for is printed under the project's key and annotated, as one job's is.
    const failedId = rows[1]!.deploymentId;
    expect(run.stdout).toContain(`[api] Last 6 lines of the build log of deployment ${failedId}:`);
    expect(run.stdout).toContain('[api] error: npm run build exited with code 2');
    expect(run.errors.join('\n')).toContain('error: npm run build exited with code 2\nBuild failed');
  });
});
