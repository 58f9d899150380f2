import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createZip } from '../index.ts';
import {
  call,
  expectUploadStoredWhole,
  sharedPlatform,
  uploadZip,
  waitForDeploymentStatus,
} from './helpers.ts';

/** A zip made by the system's zip CLI, so the reader is tested against a real-world writer too. */
function zipWithCli(files: Record<string, string | Buffer>): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'zip-src-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  execFileSync('zip', ['-q', '-r', 'site.zip', ...Object.keys(files)], { cwd: dir });
  return readFileSync(join(dir, 'site.zip'));
}

describe('deployments', () => {
  const platform = sharedPlatform({ rateLimit: 1000 });

  it('builds an uploaded zip, logs every file, and serves its exact bytes when live', async () => {
    const logo = Buffer.from(Array.from({ length: 300 }, (_, i) => i % 256));
    const files = {
      'index.html': '<!doctype html><h1>hello from the upload</h1>',
      'assets/app.js': 'console.log("hi")',
      'assets/logo.png': logo,
      'docs/index.html': '<p>docs</p>',
    };
    const project = (await call(platform(), 'POST', '/projects', { body: { name: 'zip-site' } })).json;
    const upload = await uploadZip(platform(), zipWithCli(files));
    expect(upload.status).toBe(201);
    expect(upload.json.sourceTarballUrl).toBe(`${platform().origin}/storage/uploads/${upload.json.id}.zip`);
    expect(upload.json.sha256).toMatch(/^[0-9a-f]{64}$/);

    const created = await call(platform(), 'POST', `/projects/${project.id}/deployments`, {
      body: { sourceTarballUrl: upload.json.sourceTarballUrl },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      projectId: project.id,
      status: 'queued',
      url: null,
      source: { type: 'upload', uploadId: upload.json.id },
      sourceTarballUrl: upload.json.sourceTarballUrl,
    });
    const live = await waitForDeploymentStatus(platform(), created.json.id);
    expect(live.status).toBe('live');
    expect(live.url).toBe(`${platform().origin}/sites/d/${live.id}/`);

    const logs = await call(platform(), 'GET', `/deployments/${live.id}/logs`);
    const messages: string[] = logs.json.data.map((line: { message: string }) => line.message);
    for (const [name, content] of Object.entries(files)) {
      expect(messages).toContain(`built ${name} (${Buffer.byteLength(content)} bytes)`);
    }
    expect(
      logs.json.data.every(
        (line: { stream: string; timestamp: string }) =>
          line.stream === 'build' && !Number.isNaN(Date.parse(line.timestamp)),
      ),
    ).toBe(true);

    const index = await fetch(live.url);
    expect(index.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await index.text()).toBe(files['index.html']);
    const png = await fetch(`${live.url}assets/logo.png`);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await png.arrayBuffer())).toEqual(logo);
    expect(await (await fetch(`${live.url}docs/`)).text()).toBe('<p>docs</p>');
    expect((await fetch(`${live.url}missing.html`)).status).toBe(404);

    const after = await call(platform(), 'GET', `/projects/${project.id}`);
    expect(after.json.liveDeploymentId).toBe(live.id);
    expect(await (await fetch(after.json.liveUrl)).text()).toBe(files['index.html']);
  });

  it('fails the build of an archive that is not a zip, saying so in the log', async () => {
    const project = platform().admin.createProject({ name: 'not-a-zip' });
    const upload = await uploadZip(platform(), Buffer.from('these bytes are not a zip archive at all'));
    const created = await call(platform(), 'POST', `/projects/${project.id}/deployments`, {
      body: { sourceTarballUrl: upload.json.sourceTarballUrl },
    });
    const failed = await waitForDeploymentStatus(platform(), created.json.id);
    expect(failed.status).toBe('failed');
    expect(failed.url).toBeNull();
    const logs = await call(platform(), 'GET', `/deployments/${failed.id}/logs`);
    expect(logs.json.data.map((line: { message: string }) => line.message).join('\n')).toMatch(
      /not a valid zip/,
    );
    expect((await fetch(project.liveUrl)).status).toBe(404);
  });

  it('fails builds on admin.failNextBuild and on a .platform/fail-build marker', async () => {
    const project = platform().admin.createProject({ name: 'fails', repository: 'acme/fails' });
    platform().admin.failNextBuild(project.id, 'npm run build exited with code 2');
    const forced = await call(platform(), 'POST', `/projects/${project.id}/deployments`, { body: {} });
    const first = await waitForDeploymentStatus(platform(), forced.json.id);
    expect(first).toMatchObject({ status: 'failed', error: 'npm run build exited with code 2' });
    const second = await waitForDeploymentStatus(
      platform(),
      (await call(platform(), 'POST', `/projects/${project.id}/deployments`, { body: {} })).json.id,
    );
    expect(second.status).toBe('live');

    const marked = await uploadZip(
      platform(),
      createZip({ 'index.html': 'x', '.platform/fail-build': 'tests failed' }),
    );
    const third = await call(platform(), 'POST', `/projects/${project.id}/deployments`, {
      body: { sourceTarballUrl: marked.json.sourceTarballUrl },
    });
    expect(await waitForDeploymentStatus(platform(), third.json.id)).toMatchObject({
      status: 'failed',
      error: 'tests failed',
    });
  });

  it('builds branches, commits and the connected repository into a generated site', async () => {
    const project = platform().admin.createProject({ name: 'from-repo', repository: 'acme/web' });
    const branch = await call(platform(), 'POST', `/projects/${project.id}/deployments`, {
      body: { branch: 'feature/x' },
    });
    expect(branch.json.source).toMatchObject({ type: 'branch', branch: 'feature/x', repository: 'acme/web' });
    const sha = 'a'.repeat(40);
    const commit = await call(platform(), 'POST', `/projects/${project.id}/deployments`, {
      body: { commitSha: sha },
    });
    expect(commit.json).toMatchObject({ commitSha: sha, source: { type: 'commit' } });
    const none = await call(platform(), 'POST', `/projects/${project.id}/deployments`);
    expect(none.status).toBe(201);
    expect(none.json.source).toMatchObject({ type: 'repository', branch: 'main' });
    const live = await waitForDeploymentStatus(platform(), commit.json.id);
    expect(await (await fetch(live.url)).text()).toContain(sha);
    await platform().admin.idle();
    const list = await call(platform(), 'GET', `/projects/${project.id}/deployments`);
    expect(list.json.data.map((deployment: { id: string }) => deployment.id)).toEqual([
      none.json.id,
      commit.json.id,
      branch.json.id,
    ]);
  });

  it('rejects bad deployment requests with the field named', async () => {
    const uploadOnly = platform().admin.createProject({ name: 'upload-only' });
    const cases: [unknown, number, string][] = [
      [{ sourceTarballUrl: 'https://example.com/x.zip' }, 400, 'sourceTarballUrl'],
      [{ commitSha: 'xyz' }, 400, 'commitSha'],
      [{ branch: 'main', commitSha: 'abcdef1' }, 400, 'commitSha'],
      [{ colour: 'red' }, 400, 'colour'],
    ];
    for (const [body, status, field] of cases) {
      const result = await call(platform(), 'POST', `/projects/${uploadOnly.id}/deployments`, { body });
      expect(result.status, JSON.stringify(body)).toBe(status);
      expect(result.json.error.field).toBe(field);
    }
    const noRepo = await call(platform(), 'POST', `/projects/${uploadOnly.id}/deployments`, {
      body: { branch: 'main' },
    });
    expect(noRepo.json.error.code).toBe('no_repository');
    const missing = await call(platform(), 'POST', '/projects/prj_missing/deployments', { body: {} });
    expect(missing.status).toBe(404);
    expect(missing.json.error.message).toBe('project prj_missing not found');
    const notJson = await call(platform(), 'POST', `/projects/${uploadOnly.id}/deployments`, {
      body: 'branch=main',
      headers: { 'content-type': 'text/plain' },
    });
    expect(notJson.status).toBe(415);
    const badJson = await call(platform(), 'POST', `/projects/${uploadOnly.id}/deployments`, {
      body: '{"branch":',
    });
    expect(badJson.json.error.code).toBe('invalid_json');
  });

  it('streams a multipart upload to disk and reports its size and sha256 (64 MB: the .heavy file)', async () => {
    await expectUploadStoredWhole(platform(), 8 * 1024 * 1024);
  });
});

describe('deploymentProjectField: false', () => {
  const platform = sharedPlatform({ rateLimit: 1000, deploymentProjectField: false });

  it('leaves projectId out of created, read and listed deployments; the store keeps it', async () => {
    const project = platform().admin.createProject({ name: 'quiet-records', repository: 'acme/quiet' });
    const created = await call(platform(), 'POST', `/projects/${project.id}/deployments`, {
      body: { branch: 'main' },
    });
    expect(created.status).toBe(201);
    expect(created.json.id).toMatch(/^dpl_/);
    expect(created.json).not.toHaveProperty('projectId');
    const read = await call(platform(), 'GET', `/deployments/${created.json.id}`);
    expect(read.json).not.toHaveProperty('projectId');
    expect(read.json.id).toBe(created.json.id);
    const listed = await call(platform(), 'GET', `/projects/${project.id}/deployments`);
    expect(listed.json.data.map((d: { id: string }) => d.id)).toEqual([created.json.id]);
    expect(listed.json.data[0]).not.toHaveProperty('projectId');
    expect(platform().state.deployments.get(created.json.id)?.projectId).toBe(project.id);
  });
});
