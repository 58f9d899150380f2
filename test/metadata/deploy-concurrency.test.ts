/**
 * deploy-many's legs, deploy.yml and rollback.yml take one concurrency group per platform project and
 * environment, so a rollback and a leg of the same project never overlap (docs/workflows.md). The
 * only difference allowed is where each reads the project's id from.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT } from '../e2e/harness.ts';

interface Job {
  readonly concurrency?: { readonly group?: string; readonly 'cancel-in-progress'?: boolean };
}

function concurrencyOf(file: string, job: string) {
  const workflow = parse(readFileSync(join(REPO_ROOT, '.github/workflows', file), 'utf8')) as {
    jobs: Record<string, Job>;
  };
  return workflow.jobs[job]?.concurrency;
}

// deploy-many's legs read the id the projects job resolved; the others take the project as given.
const PROJECT_ID: Record<string, string> = {
  'deploy-many.yml': '${{ matrix.project }}',
  'deploy.yml': '${{ inputs.project }}',
  'rollback.yml': '${{ inputs.project }}',
};

/**
 * deploy-many's legs on a pull request or in the merge queue deploy previews (other platform
 * projects), each pull request or queue group in a group of its own; on a push or a dispatch the
 * suffix is empty, so production deploys share the one group.
 */
const PREVIEW_SUFFIX =
  "${{ github.event_name == 'pull_request' && format('-pr-{0}', github.event.pull_request.number) || github.event_name == 'merge_group' && format('-{0}', github.ref) || '' }}";

it('deploy-many, deploy and rollback share one concurrency group per platform project and environment', () => {
  const groups = [
    ['deploy-many.yml', 'deploy'],
    ['deploy.yml', 'deploy'],
    ['rollback.yml', 'rollback'],
  ].map(([file, job]) => {
    const concurrency = concurrencyOf(file as string, job as string);
    expect(concurrency?.['cancel-in-progress'], file).toBe(false);
    const group = concurrency?.group ?? '';
    const project = PROJECT_ID[file as string] as string;
    expect(group, `${file} keys its group on ${project}`).toContain(project);
    return group.replace(project, '<project id>').replace(PREVIEW_SUFFIX, '');
  });
  expect(new Set(groups)).toEqual(
    new Set(["platform-deploy-${{ github.repository }}-<project id>-${{ inputs.environment || 'default' }}"]),
  );
});
