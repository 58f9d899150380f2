import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetUploadForms } from '../../src/api/upload-form.ts';
import { useAcceleratedClock } from '../support/clocks.ts';
import { type GitHubWorld, startWorld } from '../support/world.ts';
import { makeWorkspace, platformKeyInputs, writesFrom } from './fixtures.ts';
import { runAction } from './harness.ts';

/**
 * A plan fails where the apply would, read-key plans tell the truth, and an apply makes
 * exactly the reviewed plan. Each run is a user's: files in a workspace, keys of the local platform.
 */
let world: GitHubWorld;
let project: string;
useAcceleratedClock({ factor: 10 });
beforeEach(async () => {
  forgetUploadForms();
  world = await startWorld({ github: true });
  project = world.platform.admin.createProject({ name: 'shop' }).id;
});
afterEach(async () => {
  await world.close();
});

function sync(action: string, files: Record<string, string>, inputs: Record<string, string>, key?: string) {
  return runAction({
    action,
    workspace: makeWorkspace(files),
    inputs: { ...platformKeyInputs(world, key), ...inputs },
  });
}

const envValues = () =>
  Object.fromEntries(
    [...(world.platform.state.env.get(project) ?? new Map())].map(([name, v]) => [name, v.value]),
  );

const projectSync = (file: string, inputs: Record<string, string> = {}, key?: string) =>
  sync('project-sync', { 'project.yml': file }, { file: 'project.yml', project, ...inputs }, key);

describe('a plan fails where the apply would', () => {
  it('refuses routing: spaa in the dry run, at its line, by the modes the platform’s /openapi.json lists, with no write', async () => {
    const writes = writesFrom(world.platform);
    const dry = await projectSync(
      'settings:\n  buildCommand: npm run build\nrouting: spaa\n',
      { 'dry-run': 'true' },
      world.platform.readKey,
    );
    expect(dry.exitCode).toBe(1);
    expect(dry.errors.join('\n')).toContain(
      `project.yml:3: static-routing: the platform's /openapi.json says "mode" must be one of files, spa, clean-urls, not "spaa"`,
    );
    expect(dry.stdout).toMatch(/::error title=Invalid declared file,file=project\.yml,line=3,/);
    expect(writes()).toEqual([]);
    const applied = await projectSync('routing: spaa\n');
    expect(applied.exitCode).toBe(1);
    expect(writes()).toEqual([]);
  });

  it('says "re-run to finish" only after a transient failure, never after a refusal or a 403', async () => {
    // The platform refuses what its document does not describe: a refusal is fixed in the file.
    world.platform.faults.add({ operation: 'setStaticRouting', status: 400, times: 1 });
    const refused = await projectSync('routing: spa\n');
    expect(refused.exitCode).toBe(1);
    const said = refused.errors.join('\n');
    expect(said).toContain('The platform refused the value (HTTP 400): fix it at project.yml:1');
    expect(said).not.toContain('Re-run to finish');
    expect(refused.stdout).toMatch(/::error title=Refused by the platform,file=project\.yml,line=1,/);
    // A read key cannot write: saying "re-run" would send the user round in circles.
    const readOnly = await projectSync('routing: spa\n', {}, world.platform.readKey);
    expect(readOnly.exitCode).toBe(1);
    expect(readOnly.errors.join('\n')).toContain('The key may not write (HTTP 403)');
    expect(readOnly.errors.join('\n')).not.toContain('Re-run to finish');
    expect(readOnly.summary).not.toMatch(/re-run(?!ning)/i);
    expect(refused.summary).not.toMatch(/re-run(?!ning)/i);
    world.platform.faults.add({ operation: 'setStaticRouting', status: 503, times: 10 });
    const transient = await projectSync('routing: spa\n');
    expect(transient.exitCode).toBe(1);
    expect(transient.errors.join('\n')).toContain('Re-run to finish');
  });
});

describe('read-key plans tell the truth', () => {
  it('env-sync: a read-key dry run right after a full-key apply of the same set says changed=false', async () => {
    const files = { '.env': 'LOG_LEVEL=info\nFEATURE=on\n' };
    const inputs = { project, 'env-file': '.env', wait: 'false', 'digest-key': world.platform.fullKey };
    const applied = await sync('env-sync', files, inputs);
    expect(applied.exitCode, applied.stdout).toBe(0);
    expect(applied.outputs.changed).toBe('true');
    const writes = writesFrom(world.platform);
    const plan = await sync('env-sync', files, { ...inputs, 'dry-run': 'true' }, world.platform.readKey);
    expect(plan.exitCode, plan.stdout).toBe(0);
    expect(plan.outputs.changed).toBe('false');
    expect(writes()).toEqual([]);
    // The full key's plan of the same set agrees, so the apply after a merge finds the reviewed id.
    const full = await sync('env-sync', files, { ...inputs, 'dry-run': 'true' });
    expect(full.outputs.changed).toBe('false');
    expect(plan.outputs['plan-id']).toBe(full.outputs['plan-id']);
  });

  it('env-sync without digest-key: a read-key dry run after a full-key apply compares names only and says changed=false', async () => {
    const files = { '.env': 'LOG_LEVEL=info\nPIN=4821\n' };
    const inputs = { project, 'env-file': '.env', wait: 'false' };
    const applied = await sync('env-sync', files, inputs);
    expect(applied.exitCode, applied.stdout).toBe(0);
    const writes = writesFrom(world.platform);
    const plan = await sync('env-sync', files, { ...inputs, 'dry-run': 'true' }, world.platform.readKey);
    expect(plan.exitCode, plan.stdout).toBe(0);
    expect(plan.outputs.changed).toBe('false');
    expect(plan.summary).toMatch(/values not compared: set \\?`digest-key\\?`/);
    expect(plan.stdout).toContain('Values not compared: set `digest-key`');
    expect(writes()).toEqual([]);
  });

  it('env-sync: a read-key plan without digest-key is applied by the full key with its expected-plan; with one, plan and apply agree', async () => {
    const inputs = { project, 'env-file': '.env', wait: 'false' };
    await sync('env-sync', { '.env': 'PIN=4820\n' }, inputs);
    // The value changed in review: the plan sees names only, the apply re-sends the values.
    const files = { '.env': 'PIN=4821\nNEW=1\n' };
    const reviewed = await sync('env-sync', files, { ...inputs, 'dry-run': 'true' }, world.platform.readKey);
    const id = reviewed.outputs['plan-id'] ?? '';
    const applied = await sync('env-sync', files, { ...inputs, 'expected-plan': id });
    expect(applied.exitCode, applied.errors.join('\n')).toBe(0);
    expect(applied.outputs['plan-id']).toBe(id);
    expect(envValues()).toMatchObject({ PIN: '4821', NEW: '1' });
    // With a digest-key, the read-key plan compares values, and the full-key apply finds the same id.
    const keyed = { ...inputs, 'digest-key': 'a-digest-key-of-our-own' };
    const next = { '.env': 'PIN=4822\nNEW=1\n' };
    const keyedPlan = await sync('env-sync', next, { ...keyed, 'dry-run': 'true' }, world.platform.readKey);
    expect(keyedPlan.outputs.changed).toBe('true');
    const keyedApply = await sync('env-sync', next, {
      ...keyed,
      'expected-plan': keyedPlan.outputs['plan-id'] ?? '',
    });
    expect(keyedApply.exitCode, keyedApply.errors.join('\n')).toBe(0);
    expect(keyedApply.outputs['plan-id']).toBe(keyedPlan.outputs['plan-id']);
    expect(envValues()).toMatchObject({ PIN: '4822' });
  });

  it('cron-sync: a read-key dry run shows the next runs, computed offline and labelled so', async () => {
    const file = "backup: { schedule: '30 2 * * *', command: npm run backup, timezone: Europe/Berlin }\n";
    const dry = await sync(
      'cron-sync',
      { 'cron.yml': file },
      { file: 'cron.yml', project, 'dry-run': 'true' },
      world.platform.readKey,
    );
    expect(dry.exitCode, dry.stdout).toBe(0);
    expect(dry.summary).toContain('computed offline with croner');
    expect(dry.summary).toMatch(
      /\| backup \| 30 2 \* \* \* \(Europe\/Berlin\) \| \d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z<br>/,
    );
    expect(dry.stdout).toMatch(/Next runs of backup: \d{4}-.*computed offline/);
  });
});

describe('apply exactly what was reviewed', () => {
  it('writes nothing when expected-plan is stale, and names what changed since the review', async () => {
    const reviewed = await projectSync('routing: spa\n', { 'dry-run': 'true' }, world.platform.readKey);
    expect(reviewed.exitCode).toBe(0);
    const id = reviewed.outputs['plan-id'] ?? '';
    expect(id).toMatch(/^[0-9a-f]{16}\.[0-9a-f]{16}$/);
    expect(reviewed.summary).toContain(`Plan id: \`${id}\``);
    // Planned again, the same changes give the same id.
    const again = await projectSync('routing: spa\n', { 'dry-run': 'true' }, world.platform.readKey);
    expect(again.outputs['plan-id']).toBe(id);
    // Before the merge, the file gained a setting: the reviewed id no longer matches.
    const writes = writesFrom(world.platform);
    const stale = await projectSync('settings:\n  buildCommand: npm run build\nrouting: spa\n', {
      'expected-plan': id,
    });
    expect(stale.exitCode).toBe(1);
    expect(writes()).toEqual([]);
    const said = stale.errors.join('\n');
    expect(said).toContain(`The plan is not the one reviewed (expected-plan ${id}`);
    expect(said).toContain('not in the reviewed plan: update buildCommand (unset) -> npm run build');
    // A refusal is refused again as it is: neither the error nor the next steps advise a re-run.
    expect(`${said}\n${stale.summary}`).not.toMatch(/re-run(?!ning)/i);
    const applied = await projectSync('routing: spa\n', { 'expected-plan': id });
    expect(applied.exitCode, applied.stdout).toBe(0);
    expect(writes().map((request) => request.operation)).toEqual(['setStaticRouting']);
  });

  it('env-sync checks expected-plan too, without a value in the id', async () => {
    const files = { '.env': 'PIN=1234\n' };
    const inputs = { project, 'env-file': '.env', wait: 'false' };
    const plan = await sync('env-sync', files, { ...inputs, 'dry-run': 'true' });
    const id = plan.outputs['plan-id'] ?? '';
    expect(id).not.toContain('1234');
    const writes = writesFrom(world.platform);
    const stale = await sync(
      'env-sync',
      { '.env': 'PIN=1234\nEXTRA=1\n' },
      { ...inputs, 'expected-plan': id },
    );
    expect(stale.exitCode).toBe(1);
    expect(stale.errors.join('\n')).toContain('not in the reviewed plan: add EXTRA');
    expect(stale.summary).not.toMatch(/re-run(?!ning)/i);
    expect(writes()).toEqual([]);
  });
});
