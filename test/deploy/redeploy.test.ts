/**
 * Which deployment `previous` is, what a redeploy sends, and which listed deployments a lost redeploy
 * may adopt, over the record shapes a platform might use (the document does not show them).
 */
import { describe, expect, it } from 'vitest';
import { toDeployment } from '../../src/api/resources/deployments.ts';
import { candidatesFor } from '../../src/deploy/create.ts';
import {
  NoPreviousDeploymentError,
  previousLive,
  redeploySourceOf,
  wasLive,
} from '../../src/deploy/redeploy.ts';
import { captureLogger } from '../api/helpers/fakes.ts';

const logger = captureLogger();
const deployment = (raw: Record<string, unknown>) => toDeployment(raw, logger);

describe('wasLive', () => {
  it('trusts a went-live date when the record has the field, camel or snake case', () => {
    expect(wasLive(deployment({ id: 'a', status: 'live', liveAt: null }))).toBe(false);
    expect(wasLive(deployment({ id: 'b', status: 'live', live_at: '2030-01-01T00:00:00Z' }))).toBe(true);
    expect(wasLive(deployment({ id: 'c', state: 'SUPERSEDED', promoted_at: '2030-01-01T00:00:00Z' }))).toBe(
      true,
    );
  });

  it('without such a field, goes by the status: live or superseded counts, failed does not', () => {
    expect(wasLive(deployment({ id: 'a', status: 'ready' }))).toBe(true);
    expect(wasLive(deployment({ id: 'b', state: 'SUPERSEDED' }))).toBe(true);
    expect(wasLive(deployment({ id: 'c', status: 'failed' }))).toBe(false);
    expect(wasLive(deployment({ id: 'd', status: 'building' }))).toBe(false);
  });
});

describe('previousLive', () => {
  // Newest first, as the platform lists them.
  const listed = [
    deployment({ id: 'd5', status: 'building' }),
    deployment({ id: 'd4', status: 'live' }),
    deployment({ id: 'd3', status: 'failed' }),
    deployment({ id: 'd2', status: 'superseded' }),
    deployment({ id: 'd1', status: 'superseded' }),
  ];

  it('is the newest deployment after the current one in the list that was live', () => {
    expect(previousLive(listed, 'prj', 'd4').id).toBe('d2');
    expect(previousLive(listed, 'prj', 'd2').id).toBe('d1');
  });

  it('takes the newest live one as current when the project does not say', () => {
    expect(previousLive(listed, 'prj', undefined).id).toBe('d2');
  });

  it('refuses, naming the project and the current deployment, when nothing was live before it', () => {
    expect(() => previousLive(listed, 'prj', 'd1')).toThrow(
      'Project prj had no live deployment before d1, so input "deployment" cannot be `previous`; set it to the id of the deployment to redeploy.',
    );
    expect(() => previousLive([deployment({ id: 'x', status: 'failed' })], 'prj', undefined)).toThrow(
      NoPreviousDeploymentError,
    );
    expect(() => previousLive(listed, 'prj', 'gone')).toThrow(
      /gone of project prj is not among its 5 newest/,
    );
  });
});

describe('previousLive after a rollback', () => {
  const archive = (n: number) => `https://uploads.example.com/${n}.zip`;
  // d4 failed its checks and was rolled back by d5, a new deployment of d3's archive.
  const listed = [
    deployment({ id: 'd5', status: 'live', source_tarball_url: archive(3) }),
    deployment({ id: 'd4', status: 'superseded', source_tarball_url: archive(4) }),
    deployment({ id: 'd3', status: 'superseded', source_tarball_url: archive(3) }),
    deployment({ id: 'd2', status: 'superseded', commit_sha: 'abc1234' }),
    deployment({ id: 'd1', status: 'superseded', source_tarball_url: archive(1) }),
  ];

  it('never picks the deployment rolled back from, nor the one whose source is live again', () => {
    expect(previousLive(listed, 'prj', 'd5').id).toBe('d2');
    expect(previousLive(listed, 'prj', undefined).id).toBe('d2');
  });

  it('after a rollback and a later deploy, previous is the rollback (the good source), not the failure', () => {
    const later = [deployment({ id: 'd6', status: 'live', commit_sha: 'fff0000' }), ...listed];
    expect(previousLive(later, 'prj', 'd6').id).toBe('d5');
  });

  it('a repository build again of the same commit counts the same way, and says so when nothing is left', () => {
    const byCommit = [
      deployment({ id: 'c3', status: 'live', commit_sha: 'ABC1234' }),
      deployment({ id: 'c2', status: 'superseded', commit_sha: 'def5678' }),
      deployment({ id: 'c1', status: 'superseded', commit_sha: 'abc1234' }),
    ];
    expect(() => previousLive(byCommit, 'prj', 'c3')).toThrow(
      'Project prj had no live deployment before c1, whose source its live deployment c3 was built from again',
    );
    // A branch build names no exact source: nothing is inferred from it.
    const byBranch = [
      deployment({ id: 'b2', status: 'live', branch: 'main' }),
      deployment({ id: 'b1', status: 'superseded', branch: 'main' }),
    ];
    expect(previousLive(byBranch, 'prj', 'b2').id).toBe('b1');
  });
});

describe('redeploySourceOf', () => {
  it('prefers the uploaded archive, then the exact commit, then the branch (with a warning)', () => {
    const url = 'https://uploads.example.com/a.zip';
    expect(
      redeploySourceOf(deployment({ id: 'a', source_tarball_url: url, branch: 'main' }), logger),
    ).toEqual({
      sourceTarballUrl: url,
    });
    expect(redeploySourceOf(deployment({ id: 'b', commit_sha: 'abc1234', branch: 'main' }), logger)).toEqual({
      commitSha: 'abc1234',
    });
    const warned = captureLogger();
    expect(redeploySourceOf(deployment({ id: 'c', git: { branch: 'main' } }), warned)).toEqual({
      branch: 'main',
    });
    expect(warned.warnings.join('\n')).toContain('builds that branch as it is now');
    expect(redeploySourceOf(deployment({ id: 'd', trigger: 'files' }), logger)).toBeUndefined();
  });
});

describe('candidatesFor a redeploy', () => {
  const url = 'https://uploads.example.com/a.zip';
  const original = deployment({ id: 'old', sourceTarballUrl: url, createdAt: '2030-01-01T00:00:00Z' });
  const made = deployment({ id: 'new', sourceTarballUrl: url, createdAt: '2030-01-02T00:00:10Z' });
  const sentFrom = Date.parse('2030-01-02T00:00:00Z');

  it('never adopts a deployment listed before the create, though it has the same archive', () => {
    const known = new Set(['old']);
    expect(candidatesFor([original], { sourceTarballUrl: url }, sentFrom, undefined, known)).toEqual([]);
    expect(candidatesFor([made, original], { sourceTarballUrl: url }, sentFrom, undefined, known)).toEqual([
      made,
    ]);
    // Without the snapshot (an upload's own URL is unique), the original would have been taken.
    expect(candidatesFor([original], { sourceTarballUrl: url }, sentFrom)).toEqual([original]);
  });

  it('finds two new ones with that archive ambiguous rather than picking one', () => {
    const other = deployment({ id: 'race', sourceTarballUrl: url, createdAt: '2030-01-02T00:00:11Z' });
    const found = candidatesFor(
      [other, made, original],
      { sourceTarballUrl: url },
      sentFrom,
      undefined,
      new Set(['old']),
    );
    expect(found.map((d) => d.id)).toEqual(['race', 'new']);
  });

  it('excludes known deployments of the same commit in repository mode', () => {
    const commit = deployment({ id: 'c-old', commitSha: 'abc1234', createdAt: '2030-01-02T00:00:05Z' });
    expect(
      candidatesFor([commit], { commitSha: 'abc1234' }, sentFrom, undefined, new Set(['c-old'])),
    ).toEqual([]);
    expect(candidatesFor([commit], { commitSha: 'abc1234' }, sentFrom)).toEqual([commit]);
  });
});
