/**
 * Event payloads as GitHub sends them to a workflow run (the file at GITHUB_EVENT_PATH), with the
 * environment the runner sets beside them. Shapes from GitHub's webhook reference.
 */

export interface MergeGroupEventOptions {
  readonly owner?: string;
  readonly repo?: string;
  /** The branch the group merges into. */
  readonly base?: string;
  readonly baseSha: string;
  readonly headSha: string;
  /** The pull request the queue's ref names: with several batched, GitHub names the last one. */
  readonly pull: number;
}

/**
 * A `merge_group` `checks_requested` event: GitHub runs the workflow on the queue's temporary branch
 * `gh-readonly-queue/<base>/pr-<N>-<sha of the base>`, with GITHUB_REF that branch, GITHUB_SHA the
 * group's head, and GITHUB_HEAD_REF empty (no pull request is the event).
 */
export function mergeGroupEvent(options: MergeGroupEventOptions): {
  readonly event: { name: string; payload: Record<string, unknown> };
  readonly env: Record<string, string>;
} {
  const owner = options.owner ?? 'octo';
  const repo = options.repo ?? 'shop';
  const base = options.base ?? 'main';
  const headRef = `refs/heads/gh-readonly-queue/${base}/pr-${options.pull}-${options.baseSha}`;
  const payload = {
    action: 'checks_requested',
    merge_group: {
      head_sha: options.headSha,
      head_ref: headRef,
      base_sha: options.baseSha,
      base_ref: `refs/heads/${base}`,
      head_commit: {
        id: options.headSha,
        tree_id: 'f'.repeat(40),
        message: `Merge pull request #${options.pull} into ${base}`,
        timestamp: '2026-11-28T09:00:00Z',
        author: { name: 'octocat', email: 'octocat@example.com' },
        committer: { name: 'GitHub', email: 'noreply@github.com' },
      },
    },
    repository: { full_name: `${owner}/${repo}`, name: repo, owner: { login: owner } },
    sender: { login: 'octocat', type: 'User' },
  };
  return {
    event: { name: 'merge_group', payload },
    env: { GITHUB_SHA: options.headSha, GITHUB_REF: headRef, GITHUB_HEAD_REF: '', GITHUB_BASE_REF: '' },
  };
}
