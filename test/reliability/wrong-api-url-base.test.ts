/**
 * An `api-url` with a path the platform does not serve its API under (`…/api`,
 * `…/v1`, a dashboard page) made the first request's 404 read as a missing project. Now the 404 (or
 * HTML, or redirect) of a run's failure is checked against the base once, and a wrong base is said
 * as a mistake in `api-url`; a right base with a wrong id still blames the id's input.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeWorkspace, SITE } from '../e2e/fixtures.ts';
import { runAction } from '../e2e/harness.ts';
import { useAcceleratedClock } from '../support/clocks.ts';
import { startWorld, type World } from '../support/world.ts';

let world: World;
useAcceleratedClock({ factor: 10 });
beforeEach(async () => {
  world = await startWorld();
});
afterEach(async () => {
  await world.close();
});

function deploy(apiUrl: string, project: string) {
  return runAction({
    action: 'deploy',
    workspace: makeWorkspace(SITE),
    inputs: {
      'api-key': world.platform.fullKey,
      'api-url': apiUrl,
      project,
      'github-deployment': 'false',
      comment: 'false',
    },
  });
}

describe('deploy with a wrong api-url', () => {
  const cases: [string, (w: World) => string][] = [
    ['the origin plus /api', (w) => `${w.platform.origin}/api`],
    ['the origin plus /v1', (w) => `${w.platform.origin}/v1`],
    ['the API root plus /v1', (w) => `${w.platform.url}/v1`],
    ['a dashboard page that answers HTML', (w) => `${w.platform.origin}/dashboard`],
    ['a path that redirects', (w) => `${w.platform.origin}/login`],
  ];
  it.each(cases)('%s: blames api-url, not project', async (_name, urlOf) => {
    const project = world.platform.admin.createProject({ name: 'shop' });
    const apiUrl = urlOf(world);
    const result = await deploy(apiUrl, project.id);
    expect(result.exitCode, result.stdout).toBe(1);
    expect(result.errors, result.stdout).toHaveLength(1);
    const [error] = result.errors;
    expect(error).toContain('Input "api-url"');
    expect(error).toContain(apiUrl);
    expect(error).toContain(`set it to the platform's address, e.g. ${world.platform.origin}`);
    expect(error).not.toContain('"project"');
    const said = result.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::'));
    expect(said.join('\n')).not.toContain(world.platform.fullKey);
    // The check of the base is one request more than the run's own (which lists projects too when
    // its GET answered 404: `project` may be a name), not a retried series.
    const lists = said.filter((line) => line.includes('GET /projects ->')).length;
    expect(lists).toBeGreaterThanOrEqual(1);
    expect(lists).toBeLessThanOrEqual(2);
    expect(world.platform.state.deployments.size).toBe(0);
    // The project is resolved before the upload, so a dashboard answering HTML 200 never receives
    // the workspace's zip (nor the key on a write).
    expect(said.join('\n')).not.toMatch(/POST \/uploads/);
  });
});

describe('deploy with the right api-url', () => {
  it.each([
    ['as the API root', (w: World) => w.platform.url],
    ['as the origin', (w: World) => w.platform.origin],
  ])('%s and a project the platform does not have: still blames project', async (_name, urlOf) => {
    const result = await deploy(urlOf(world), 'prj_doesnotexist');
    expect(result.exitCode, result.stdout).toBe(1);
    expect(result.errors, result.stdout).toHaveLength(1);
    expect(result.errors[0]).toMatch(
      /^Input "project" is "prj_doesnotexist", which is neither the id nor the name of a project/,
    );
    expect(result.errors[0]).not.toContain('api-url');
  });
});
