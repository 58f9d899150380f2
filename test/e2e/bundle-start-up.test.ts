/**
 * A bundle's entry holds only what a run needs before its first request; deploy's holds only its
 * prelude, which sends the project lookup before the rest loads. @actions/core
 * (with its HTTP client and that client's own undici) and the HTTP client of deploy's post-deploy
 * checks (undici's whole index, fetch included) sit in chunks loaded when needed, if ever.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startDeployBundle } from '../chaos/bundle.ts';
import { startFakeGitHub } from '../fakes/github/server.ts';
import { startPlatform } from '../fakes/platform/index.ts';
import { REPO_ROOT } from './harness.ts';

/** Strings only those modules hold: core's OIDC token variable, and undici's fetch implementation. */
const ACTIONS_CORE = 'ACTIONS_ID_TOKEN_REQUEST_URL';
const UNDICI_FETCH = 'Ethan-Arrowood/undici-fetch';

function bundle(name: string): { entry: string; chunks: string } {
  const dir = join(REPO_ROOT, 'dist', name);
  const chunks = readdirSync(dir).filter((file) => file.endsWith('.js') && file !== 'index.js');
  return {
    entry: readFileSync(join(dir, 'index.js'), 'utf8'),
    chunks: chunks.map((file) => readFileSync(join(dir, file), 'utf8')).join('\n'),
  };
}

describe('what a bundle loads at start-up', () => {
  it('deploy: neither @actions/core nor undici fetch is in the entry; both are in its chunks', () => {
    const { entry, chunks } = bundle('deploy');
    expect(entry).not.toContain(ACTIONS_CORE);
    expect(entry).not.toContain(UNDICI_FETCH);
    expect(chunks).toContain(ACTIONS_CORE);
    expect(chunks).toContain(UNDICI_FETCH);
  });

  it.each(['api', 'preview-domain', 'env-sync'])('%s: @actions/core is not in the entry', (name) => {
    const { entry, chunks } = bundle(name);
    expect(entry).not.toContain(ACTIONS_CORE);
    expect(chunks).toContain(ACTIONS_CORE);
  });
});

describe("deploy's prelude", () => {
  it('the entry is the prelude alone: the client, undici and the pipeline are in chunks', () => {
    const { entry, chunks } = bundle('deploy');
    // The whole entry was 1.2 MB before the prelude; the prelude with webpack's runtime is ~70 KB.
    expect(entry.length).toBeLessThan(150_000);
    expect(entry).toContain('sendEarlyGet');
    expect(entry).not.toContain('class ProjectDirectory');
    expect(chunks).toContain('class ProjectDirectory');
  });

  it('the first request is the lookup, sent once: the run takes the early answer', async () => {
    const platform = await startPlatform();
    try {
      const project = platform.admin.createProject({ name: 'prelude', repository: 'octo/shop' });
      const result = await startDeployBundle(platform, project.id, {
        inputs: { source: 'repository', wait: 'false' },
      }).result;
      expect(result.exitCode).toBe(0);
      const operations = platform.requestLog.map((entry) => entry.operation);
      expect(operations[0]).toBe('getProject');
      expect(operations.filter((operation) => operation === 'getProject')).toHaveLength(1);
      expect(operations).toContain('createDeployment');
    } finally {
      await platform.close();
    }
  });
});

/**
 * One deploy bundle run (`source: repository`, `wait: false`) with `recorder`, a module loaded through
 * NODE_OPTIONS that writes what it saw to LOADED_MODULES_FILE at exit: its lines.
 */
async function recordedDeploy(recorder: string, github: 'off' | 'on' | 'none'): Promise<string[]> {
  const platform = await startPlatform();
  const fake = github === 'none' ? undefined : await startFakeGitHub();
  const dir = mkdtempSync(join(tmpdir(), 'recorded-'));
  try {
    const project = platform.admin.createProject({ name: 'recorded', repository: 'octo/shop' });
    const file = join(dir, 'loaded.txt');
    const result = await startDeployBundle(platform, project.id, {
      inputs: {
        source: 'repository',
        wait: 'false',
        ...(fake === undefined ? {} : { 'github-deployment': github === 'on' ? 'true' : 'false' }),
      },
      ...(fake === undefined ? {} : { githubApiUrl: fake.url, githubToken: fake.token }),
      env: { NODE_OPTIONS: `--import=${recorder}`, LOADED_MODULES_FILE: file },
    }).result;
    expect(result.exitCode).toBe(0);
    return readFileSync(file, 'utf8').split('\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await fake?.close();
    await platform.close();
  }
}

/** A string only Octokit's code holds (its user agent), and so only the chunk that carries it. */
const OCTOKIT = 'octokit-core.js/';

/**
 * At exit it writes the file URL of every ES module the process loaded (module.registerHooks sees
 * each load), one a line.
 */
const LOAD_RECORDER = `data:text/javascript,${encodeURIComponent(`
const { registerHooks } = process.getBuiltinModule('node:module');
const { writeFileSync } = process.getBuiltinModule('node:fs');
const loaded = [];
registerHooks({ load(url, context, next) { loaded.push(url); return next(url, context); } });
process.on('exit', () => writeFileSync(process.env.LOADED_MODULES_FILE, loaded.join('\\n')));
`)}`;

describe('Octokit loads only for a deploy that asks GitHub something', () => {
  async function chunksLoaded(github: 'off' | 'on'): Promise<string[]> {
    const loaded = await recordedDeploy(LOAD_RECORDER, github);
    expect(loaded.some((url) => url.endsWith('/dist/deploy/index.js'))).toBe(true);
    return loaded.filter((url) => url.includes('/dist/deploy/'));
  }

  const holdsOctokit = (url: string) => readFileSync(new URL(url), 'utf8').includes(OCTOKIT);

  it('github-deployment and comment off: no chunk with Octokit is compiled', async () => {
    const loaded = await chunksLoaded('off');
    expect(loaded.length).toBeGreaterThan(1);
    expect(loaded.filter(holdsOctokit)).toEqual([]);
  });

  it('github-deployment on: the chunk with Octokit is loaded then (the check above can see it)', async () => {
    const loaded = await chunksLoaded('on');
    expect(loaded.filter(holdsOctokit)).toHaveLength(1);
  });
});

/**
 * When Node's http client starts its first request (the prelude's early GET), it notes which of
 * Node's own modules were loaded by then; it writes them at exit.
 */
const FIRST_REQUEST_RECORDER = `data:text/javascript,${encodeURIComponent(`
const channel = process.getBuiltinModule('node:diagnostics_channel');
const { writeFileSync } = process.getBuiltinModule('node:fs');
let loaded;
channel.subscribe('http.client.request.start', () => {
  loaded ??= process.moduleLoadList.filter((name) => name.startsWith('NativeModule ')).map((name) => name.slice(13));
});
process.on('exit', () => writeFileSync(process.env.LOADED_MODULES_FILE, (loaded ?? []).join('\\n')));
`)}`;

describe("deploy's first request", () => {
  it('leaves before node:crypto loads (~11 ms): nothing the prelude runs needs it', async () => {
    const loaded = await recordedDeploy(FIRST_REQUEST_RECORDER, 'none');
    // The recorder saw the request: http was loaded for it.
    expect(loaded).toContain('http');
    expect(loaded.filter((name) => name === 'crypto' || name.startsWith('internal/crypto/'))).toEqual([]);
  });
});
