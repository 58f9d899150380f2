import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeWorkspace, platformKeyInputs, pullRequestEvent, SITE } from '../e2e/fixtures.ts';
import { type ActionRunOptions, type ActionRunResult, REPO_ROOT, runAction } from '../e2e/harness.ts';
import { seedDemo } from '../fakes/platform/demo.ts';
import { useAcceleratedClock } from '../support/clocks.ts';
import { FAST_BUILD, type GitHubWorld } from '../support/world.ts';
import { worldPerFile } from '../support/world-per-test.ts';
import { troubleshootingEntries } from './markdown.ts';

/**
 * The troubleshooting page (docs/troubleshooting.md) quotes the errors users meet. Each quote is produced here, by
 * making the mistake against the local platform, so the section cannot drift from what the actions say.
 */

useAcceleratedClock({ factor: 20 });
let world: GitHubWorld;
worldPerFile({ github: true }, (started) => {
  world = started;
  seedDemo(world.platform);
});

/** The run that makes the mistake, and what puts the shared world back afterwards. */
type Scenario = (world: GitHubWorld) => ActionRunOptions & { readonly undo?: () => void };

const deploy = (world: GitHubWorld, inputs: Record<string, string>) => ({
  action: 'deploy',
  workspace: makeWorkspace(SITE),
  inputs: { ...platformKeyInputs(world), project: 'prj_shop', timeout: '5m', ...inputs },
});

/** One mistake per troubleshooting entry, keyed by the entry's anchor id in the README. */
const SCENARIOS: Record<string, Scenario> = {
  'read-key': (w) => deploy(w, { 'api-key': w.platform.readKey }),
  'bad-key': (w) => deploy(w, { 'api-key': 'plat_pk_not-a-key-of-this-platform' }),
  'empty-key': (w) => ({ ...deploy(w, { 'api-key': '' }), event: pullRequestEvent('opened', 7, true) }),
  'wrong-api-url': (w) => deploy(w, { 'api-url': `${w.platform.origin}/v2` }),
  unreachable: (w) => deploy(w, { 'api-url': 'http://127.0.0.1:9/api/v1' }),
  'plain-http': (w) => deploy(w, { 'api-url': 'http://platform.example.com' }),
  'unknown-project': (w) => deploy(w, { project: 'prj_nope' }),
  timeout: (w) => {
    w.platform.admin.setBuildTiming({ buildingMs: 120_000 });
    return { ...deploy(w, { timeout: '30s' }), undo: () => w.platform.admin.setBuildTiming(FAST_BUILD) };
  },
  'undeclared-variables': (w) => {
    w.platform.state.env.set(
      'prj_admin',
      new Map([['LEGACY_FLAG', { value: 'on', updatedAt: new Date().toISOString() }]]),
    );
    return {
      action: 'env-sync',
      inputs: { ...platformKeyInputs(w), project: 'prj_admin', variables: 'LOG_LEVEL=info\n' },
    };
  },
  'rate-limited': (w) => {
    // Another job hammering the same key: every read of the project answers 429 for a while.
    const fault = w.platform.faults.add({ operation: 'getProject', status: 429, retryAfter: 2 });
    return { ...deploy(w, {}), undo: () => fault.remove() };
  },
  'missing-permissions': (w) => {
    w.github.setPermissions({ deployments: false, issues: false });
    return {
      ...deploy(w, { timeout: '5m' }),
      event: pullRequestEvent('opened', 8),
      undo: () => w.github.setPermissions({ deployments: true, issues: true }),
    };
  },
  'invalid-line': (w) => ({
    action: 'dns-sync',
    workspace: makeWorkspace({ 'platform/dns.yml': 'www:\n  type: A\n  value: not-an-address\n' }),
    inputs: { ...platformKeyInputs(w), zone: 'example.com', file: 'platform/dns.yml' },
  }),
};

function failureText(result: ActionRunResult): string {
  return [...result.errors, ...result.warnings, result.stdout].join('\n');
}

describe('the troubleshooting entries (docs/troubleshooting.md)', () => {
  const entries = troubleshootingEntries(readFileSync(join(REPO_ROOT, 'docs', 'troubleshooting.md'), 'utf8'));

  it('has one entry per mistake made here, each with a quote and a fix', () => {
    expect(entries.map((entry) => entry.id).sort()).toEqual(Object.keys(SCENARIOS).sort());
    for (const entry of entries) {
      expect(entry.quotes.length, entry.id).toBeGreaterThan(0);
      expect(entry.fix.length, entry.id).toBeGreaterThan(40);
    }
  });

  it.each(Object.keys(SCENARIOS))('%s: the action says what the README quotes', async (id) => {
    const { undo, ...options } = SCENARIOS[id]!(world);
    const result = await runAction({
      githubApiUrl: world.github.url,
      githubToken: world.github.token,
      ...options,
    }).finally(undo);
    const said = failureText(result);
    const entry = entries.find((candidate) => candidate.id === id);
    for (const quote of entry?.quotes ?? []) {
      for (const piece of quote
        .split('…')
        .map((part) => part.trim())
        .filter(Boolean)) {
        expect(said, `${id}: "${piece}"`).toContain(piece);
      }
    }
    expect(entry).toBeDefined();
  });
});
