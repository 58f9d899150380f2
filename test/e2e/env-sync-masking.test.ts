/**
 * env-sync masks what is secret and nothing else. Values of a committed `env-file`
 * are not secrets, so `DEBUG=1` in it must not turn every `1` of the run into `***`; values of
 * `variables` (from repository secrets) are masked, but one too short to mask usefully is not.
 */
import { describe, expect, it } from 'vitest';
import { deployedProject, run, useEnvSyncWorld } from './env-sync-world.ts';
import { makeWorkspace } from './fixtures.ts';

useEnvSyncWorld();

/** What the run asked the runner to mask, one value per `::add-mask::` line. */
function masks(stdout: string): string[] {
  return stdout
    .split('\n')
    .filter((line) => line.startsWith('::add-mask::'))
    .map((line) => line.slice('::add-mask::'.length));
}

describe('env-sync masking', () => {
  it('masks the values of `variables` but neither env-file values nor values under 4 characters', async () => {
    // An id full of the characters the short values are made of: a mask of `1` or `on` would garble it.
    const projectId = await deployedProject('mask-11-on');
    const token = 'tok-1f0e2d3c4b5a';
    const result = await run(
      {
        project: projectId,
        'env-file': '.env',
        variables: `API_TOKEN=${token}\nFEATURE=on\n`,
        wait: 'false',
      },
      { workspace: makeWorkspace({ '.env': 'DEBUG=1\nMODE=production\nREGION=eu-west-1\n' }) },
    );
    expect(result.exitCode, result.stdout).toBe(0);
    const masked = masks(result.stdout);
    expect(masked).toContain(token);
    for (const committed of ['1', 'production', 'eu-west-1']) expect(masked).not.toContain(committed);
    expect(masked).not.toContain('on');

    // Log and summary read as written: the project, the names, no stray `***`.
    const log = result.stdout
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n');
    expect(log).toContain(projectId);
    expect(log).not.toContain('***');
    expect(result.summary).toContain(projectId);
    expect(result.summary).toContain('API_TOKEN');
    expect(result.summary).toContain('DEBUG');
    expect(result.summary).not.toContain('***');
    expect(result.outputs.added?.split(',').sort()).toEqual([
      'API_TOKEN',
      'DEBUG',
      'FEATURE',
      'MODE',
      'REGION',
    ]);
    // Values never show, masked or not: the log and the summary name variables only.
    for (const value of [token, 'production', 'eu-west-1']) {
      expect(log).not.toContain(value);
      expect(result.summary).not.toContain(value);
    }
  });
});
