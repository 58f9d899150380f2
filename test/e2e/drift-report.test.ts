import { describe, expect, it } from 'vitest';
import { ACTIONS_BOT } from '../fakes/github/state.ts';
import type { GitHubWorld } from '../support/world.ts';
import { acceleratedWorldPerTest } from '../support/world-per-test.ts';
import { expectSucceeded, makeWorkspace, platformKeyInputs, runSyncFile, writesFrom } from './fixtures.ts';
import { type ActionRunResult, runAction } from './harness.ts';

/**
 * The drift workflow as its jobs run it: the plans are read-key dry runs of the sync actions against
 * the local platform, and the report keeps the issue on the fake GitHub.
 */
let world: GitHubWorld;
let project: string;
acceleratedWorldPerTest({ github: true }, (started) => {
  world = started;
  project = world.platform.admin.createProject({ name: 'shop' }).id;
});

const CRON = "backup: { schedule: '0 3 * * *', command: npm run backup }\n";
const MARKER = '<!-- platform-actions:drift:platform-config-drift -->';

function cronSync(key: string, dryRun: boolean) {
  return runSyncFile(
    world,
    'cron-sync',
    { path: 'cron.yml', text: CRON },
    { project, 'dry-run': String(dryRun) },
    { key },
  );
}

/** What `toJSON(needs)` holds for the plan jobs. */
function needsOf(jobs: Record<string, { result: string; run?: ActionRunResult }>): string {
  return JSON.stringify(
    Object.fromEntries(
      Object.entries(jobs).map(([job, { result, run }]) => [job, { result, outputs: run?.outputs ?? {} }]),
    ),
  );
}

function report(needs: string, options: { bundle?: boolean } = {}) {
  return runAction({
    action: 'drift-report',
    inputs: { 'api-key': world.platform.readKey, 'api-url': world.platform.url, needs },
    githubApiUrl: world.github.url,
    githubToken: world.github.token,
    ...options,
  });
}

const issues = () => world.github.state.issues;

describe('drift-report keeps one issue about drift', () => {
  it('opens the issue when a read-key plan finds drift, edits it, and closes it when all matches again', async () => {
    const writes = writesFrom(world.platform);
    const plan = await cronSync(world.platform.readKey, true);
    expect(plan.outputs.changed).toBe('true');
    const opened = await report(
      needsOf({ 'cron-sync': { result: 'success', run: plan }, 'dns-sync': { result: 'skipped' } }),
    );
    expectSucceeded(opened, { drift: 'true', drifted: 'cron-sync', 'issue-action': 'opened' });
    expect(issues()).toHaveLength(1);
    const [issue] = issues();
    expect(issue?.title).toBe('Platform config drift');
    expect(issue?.user.login).toBe(ACTIONS_BOT.login);
    expect(issue?.body.startsWith(MARKER)).toBe(true);
    expect(issue?.body).toContain('### Cron jobs');
    expect(issue?.body).toContain('| create | backup |');
    expect(issue?.state).toBe('open');
    // The same drift again edits nothing.
    const again = await report(needsOf({ 'cron-sync': { result: 'success', run: plan } }));
    expect(again.outputs['issue-action']).toBe('unchanged');
    expect(writes()).toEqual([]);

    const applied = await cronSync(world.platform.fullKey, false);
    expect(applied.exitCode).toBe(0);
    const matched = await cronSync(world.platform.readKey, true);
    expect(matched.outputs.changed).toBe('false');
    const closed = await report(needsOf({ 'cron-sync': { result: 'success', run: matched } }), {
      bundle: true,
    });
    expectSucceeded(closed, {
      drift: 'false',
      'issue-action': 'closed',
      'issue-number': String(issue?.number),
    });
    expect(issues()).toHaveLength(1);
    expect(issues()[0]?.state).toBe('closed');
    expect(issues()[0]?.body).toContain('Everything matches the files again');
  });

  it('never takes an issue it did not open for its own, even one that carries the marker', async () => {
    const now = new Date().toISOString();
    world.github.state.issues.push({
      number: 1,
      id: 9001,
      owner: 'octo',
      repo: 'shop',
      title: 'Copied the drift issue',
      body: `${MARKER}\nquoted by a person`,
      state: 'open',
      stateReason: null,
      user: { login: 'mallory', id: 66, type: 'User' },
      createdAt: now,
      updatedAt: now,
    });
    const plan = await cronSync(world.platform.readKey, true);
    const opened = await report(needsOf({ 'cron-sync': { result: 'success', run: plan } }));
    expect(opened.outputs['issue-action']).toBe('opened');
    expect(issues()).toHaveLength(2);
    expect(issues()[0]?.body).toBe(`${MARKER}\nquoted by a person`);
    await runAction({
      action: 'cron-sync',
      workspace: makeWorkspace({ 'cron.yml': CRON }),
      inputs: { ...platformKeyInputs(world), file: 'cron.yml', project },
    });
    const matched = await cronSync(world.platform.readKey, true);
    await report(needsOf({ 'cron-sync': { result: 'success', run: matched } }));
    expect(issues().map((issue) => [issue.user.login, issue.state])).toEqual([
      ['mallory', 'open'],
      [ACTIONS_BOT.login, 'closed'],
    ]);
  });

  it('does not close the issue when a plan did not finish, and fails so the run shows it', async () => {
    const plan = await cronSync(world.platform.readKey, true);
    await report(needsOf({ 'cron-sync': { result: 'success', run: plan } }));
    const broken = await report(needsOf({ 'cron-sync': { result: 'failure' } }));
    expect(broken.exitCode).toBe(1);
    expect(broken.errors.join('\n')).toContain('Cron jobs (cron-sync: failure) did not finish its plan');
    expect(broken.outputs.drift).toBe('false');
    expect(issues()[0]?.state).toBe('open');
  });

  it('never closes the issue when nothing was checked: every plan skipped, none at all, or one without a plan', async () => {
    const plan = await cronSync(world.platform.readKey, true);
    const opened = await report(needsOf({ 'cron-sync': { result: 'success', run: plan } }));
    expect(opened.outputs['issue-action']).toBe('opened');
    const untouched = () =>
      expect(issues().map((issue) => [issue.state, issue.body])).toEqual([['open', issues()[0]?.body]]);
    const body = issues()[0]?.body;
    for (const needs of [
      needsOf({ 'cron-sync': { result: 'skipped' }, 'dns-sync': { result: 'skipped' } }),
      '{}',
      // The job succeeded but its plan step did not run: no `changed` output.
      needsOf({ 'cron-sync': { result: 'success' } }),
    ]) {
      const quiet = await report(needs);
      expect(quiet.exitCode, quiet.stdout).toBe(0);
      expect(quiet.outputs['issue-action']).toBe('none');
      expect(quiet.warnings.join('\n')).toMatch(/left as it is/);
      expect(quiet.summary).not.toMatch(/No drift|closed/);
      untouched();
      expect(issues()[0]?.body).toBe(body);
    }
  });

  it('an expected plan that was skipped leaves the issue open, though the others found no drift', async () => {
    const plan = await cronSync(world.platform.readKey, true);
    await report(needsOf({ 'cron-sync': { result: 'success', run: plan } }));
    await cronSync(world.platform.fullKey, false);
    const matched = await cronSync(world.platform.readKey, true);
    const skipped = await runAction({
      action: 'drift-report',
      inputs: {
        'api-key': world.platform.readKey,
        'api-url': world.platform.url,
        needs: needsOf({
          'cron-sync': { result: 'success', run: matched },
          'dns-sync': { result: 'skipped' },
        }),
        expected: 'cron-sync\ndns-sync\n',
      },
      githubApiUrl: world.github.url,
      githubToken: world.github.token,
    });
    expect(skipped.exitCode, skipped.stdout).toBe(0);
    expect(skipped.outputs['issue-action']).toBe('none');
    expect(skipped.warnings.join('\n')).toContain('DNS records (dns-sync: skipped) did not run its plan');
    expect(issues()[0]?.state).toBe('open');
  });

  it('cuts a drift too large for GitHub to fit: the issue under 65,536 characters, the summary under 1 MiB', async () => {
    // 20,000 rows of DNS changes: about 1.3 MB of plan, far past both limits.
    const rows = Array.from(
      { length: 20_000 },
      (_, i) => `| create | TXT | r${i}.example.com | \`v=${'x'.repeat(40)}\` |`,
    );
    const markdown = `| Action | Type | Name | Value |\n| --- | --- | --- | --- |\n${rows.join('\n')}\n`;
    const needs = JSON.stringify({
      'dns-sync': { result: 'success', outputs: { changed: 'true', 'plan-markdown': markdown } },
    });
    const run = await report(needs);
    expect(run.exitCode, run.errors.join('\n')).toBe(0);
    expect(run.outputs['issue-action']).toBe('opened');
    const body = issues()[0]!.body;
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(body.startsWith(MARKER)).toBe(true);
    expect(body).toContain('| create | TXT | r0.example.com |');
    expect(body).toMatch(
      /Cut to fit: [\d,]+ of [\d,]+ characters not shown .* See \[the run\]\(https:\/\/github\.com\/.+\/actions\/runs\/\d+\)/,
    );
    expect(Buffer.byteLength(run.summary)).toBeLessThanOrEqual(1024 * 1024);
    expect(run.summary).toMatch(/Cut to fit: [\d,]+ of [\d,]+ bytes not shown/);
    // The next run with the same drift edits nothing: the cut body is the same body.
    const again = await report(needs);
    expect(again.outputs['issue-action']).toBe('unchanged');
  });

  it('refuses a needs input that is not the JSON of a needs context', async () => {
    const bad = await report('not json');
    expect(bad.exitCode).toBe(1);
    expect(bad.errors.join('\n')).toContain('Input "needs" is not a JSON object');
    expect(issues()).toEqual([]);
  });
});
