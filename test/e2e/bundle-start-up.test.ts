/**
 * A bundle's entry holds only what a run needs before its first request. @actions/core
 * (with its HTTP client and that client's own undici) and the HTTP client of deploy's post-deploy
 * checks (undici's whole index, fetch included) sit in chunks loaded when needed, if ever.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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
