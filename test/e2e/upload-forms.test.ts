import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetUploadForms } from '../../src/api/upload-form.ts';
import type { PlatformOptions, UploadForms } from '../fakes/platform/index.ts';
import { useAcceleratedClock } from '../support/clocks.ts';
import { type GitHubWorld, startWorld } from '../support/world.ts';
import { makeWorkspace, onPullRequest, platformKeyInputs, SITE } from './fixtures.ts';
import { type ActionRunResult, runAction } from './harness.ts';

/**
 * §4 says POST /uploads takes "a zip" and never shows the form. Against a platform
 * that takes only one form, `upload-format: auto` sends the one its /openapi.json describes or, when
 * the document says nothing of the body, learns it from one refusal; a pinned form is sent as it is.
 */
let world: GitHubWorld;
// Builds, polls and timeouts run on virtual time, ten times faster than real.
useAcceleratedClock({ factor: 10 });
// Each platform is new, but may come back on the port of an earlier one: the process knows nothing yet.
beforeEach(() => forgetUploadForms());
afterEach(async () => {
  await world.close();
});

function startPlatform(uploadForms: UploadForms, options: PlatformOptions = {}) {
  beforeEach(async () => {
    world = await startWorld({ github: true, uploadForms, ...options });
  });
}

function deploy(projectId: string, format: string): Promise<ActionRunResult> {
  return runAction({
    action: 'deploy',
    workspace: makeWorkspace(SITE),
    inputs: {
      ...platformKeyInputs(world),
      project: projectId,
      'upload-format': format,
      'github-deployment': 'false',
      comment: 'false',
    },
  });
}

/** Every POST /uploads the platform saw, by status, and the deployments it made. */
function traffic(projectId: string) {
  const uploads = world.platform.requestLog.filter((r) => r.operation === 'createUpload');
  return {
    uploads: uploads.map((r) => r.status),
    refused: uploads.filter((r) => r.status >= 400).length,
    deployments: [...world.platform.state.deployments.values()].filter((d) => d.projectId === projectId),
  };
}

async function expectLive(result: ActionRunResult, projectId: string): Promise<void> {
  expect(result.exitCode, result.stdout + result.stderr).toBe(0);
  expect(result.outputs.status).toBe('live');
  const { refused, deployments } = traffic(projectId);
  expect(refused).toBeLessThanOrEqual(1);
  expect(deployments).toHaveLength(1);
  expect(deployments[0]?.status).toBe('live');
  const page = await fetch(new URL('index.html', result.outputs.url));
  expect(await page.text()).toBe(SITE['index.html']);
}

const debugLines = (result: ActionRunResult) =>
  result.stdout.split('\n').filter((line) => line.startsWith('::debug::'));

describe.each([
  ['multipart', 'multipart/form-data'],
  ['raw', 'application/zip'],
] as const)('a platform that takes only %s', (form, mediaType) => {
  describe('with /openapi.json describing the upload body', () => {
    startPlatform(form);

    it('upload-format auto sends the described form first time', async () => {
      const project = world.platform.admin.createProject({ name: `auto-${form}` });
      const result = await deploy(project.id, 'auto');
      await expectLive(result, project.id);
      expect(traffic(project.id).uploads).toEqual([201]);
      expect(debugLines(result).join('\n')).toContain(
        `as ${mediaType}: the only form the platform's /openapi.json describes`,
      );
    });

    it(`upload-format ${form} sends it without asking`, async () => {
      const project = world.platform.admin.createProject({ name: `pinned-${form}` });
      const result = await deploy(project.id, form);
      await expectLive(result, project.id);
      expect(traffic(project.id).uploads).toEqual([201]);
      expect(debugLines(result).join('\n')).toContain(`as ${mediaType} (upload-format: ${form})`);
    });

    it('a pinned other form fails on the refusal, without trying again or deploying', async () => {
      const other = form === 'raw' ? 'multipart' : 'raw';
      const project = world.platform.admin.createProject({ name: `wrong-${form}` });
      const result = await deploy(project.id, other);
      expect(result.exitCode).toBe(1);
      expect(traffic(project.id).uploads).toEqual([form === 'raw' ? 400 : 415]);
      expect(traffic(project.id).deployments).toEqual([]);
      expect(result.errors.join('\n')).toMatch(/createUpload \(POST \/uploads\) failed with HTTP 4(00|15)/);
      expect(result.stdout).toContain(`set upload-format to ${form}, or to auto`);
    });
  });

  describe('with /openapi.json hiding the upload body', () => {
    startPlatform(form, { describeUploadBody: false });

    it('upload-format auto finds the form with at most one refusal, then keeps it for the process', async () => {
      const project = world.platform.admin.createProject({ name: `hidden-${form}` });
      const first = await deploy(project.id, 'auto');
      await expectLive(first, project.id);
      expect(traffic(project.id).uploads).toEqual(form === 'raw' ? [400, 201] : [201]);
      expect(debugLines(first).join('\n')).toContain('does not describe the upload body');
      if (form === 'raw') {
        expect(first.stdout).toContain(
          'The platform refused the source archive as multipart/form-data (HTTP 400); sending it as application/zip instead.',
        );
      }

      // The next deploy of this process sends what was taken, with no refusal.
      const again = world.platform.admin.createProject({ name: `again-${form}` });
      const second = await deploy(again.id, 'auto');
      await expectLive(second, again.id);
      expect(traffic(again.id).uploads).toEqual(form === 'raw' ? [400, 201, 201] : [201, 201]);
      expect(debugLines(second).join('\n')).toContain(
        `as ${mediaType}: the platform took it earlier in this process`,
      );
    });
  });
});

/** preview-domain on pull request 7, deploying the site with the given `upload-format`. */
function runPreview(projectId: string, uploadFormat: string) {
  return runAction({
    action: 'preview-domain',
    ...onPullRequest(world, 'synchronize', 7),
    workspace: makeWorkspace(SITE),
    inputs: {
      ...platformKeyInputs(world),
      project: projectId,
      domain: 'pr-{pr}.preview.example.com',
      'upload-format': uploadFormat,
    },
  });
}

describe('preview-domain against a platform that takes only the raw zip and does not say so', () => {
  startPlatform('raw', { describeUploadBody: false });

  it('deploys through the same choice: one refusal, then live and attached', async () => {
    const project = world.platform.admin.createProject({ name: 'preview-raw' });
    const result = await runPreview(project.id, 'auto');
    expect(result.exitCode, result.stdout + result.stderr).toBe(0);
    const { uploads, deployments } = traffic(project.id);
    expect(uploads).toEqual([400, 201]);
    expect(deployments).toHaveLength(1);
    expect(deployments[0]?.status).toBe('live');
    expect(result.outputs.domain).toBe('pr-7.preview.example.com');
  });

  it('reads upload-format strictly', async () => {
    const project = world.platform.admin.createProject({ name: 'preview-bad' });
    const result = await runPreview(project.id, 'zip');
    expect(result.exitCode).toBe(1);
    expect(result.errors.join('\n')).toContain('Input "upload-format" must be one of auto, multipart, raw');
    expect(world.platform.writes()).toEqual([]);
  });
});
