import { stringAt } from './event-payload.ts';

/** A `merge_group` run: the queue's group of pull requests, tested as one commit before it lands. */
export interface MergeGroupContext {
  /** The parent the group merges onto: what the group's changes are compared with. */
  readonly baseSha: string;
  /** The group's own commit, what the run builds (GITHUB_SHA). */
  readonly headSha: string;
  /** `refs/heads/gh-readonly-queue/<base>/pr-<N>-<sha>`. */
  readonly headRef: string;
  readonly baseRef: string | undefined;
  /**
   * The pull request the queue's ref names: with several batched, the ref names the last one, which
   * holds the others' changes too. Undefined when the ref has no `pr-<N>-` part.
   */
  readonly pullNumber: number | undefined;
}

const SHA = /^[0-9a-f]{40}$/i;
const QUEUE_PULL = /(?:^|\/)pr-(\d{1,10})-[0-9a-f]{7,40}$/i;

/** The merge group of a `merge_group` event's payload (checked for its shape), else undefined. */
export function mergeGroupOf(payload: unknown): MergeGroupContext | undefined {
  const headSha = stringAt(payload, ['merge_group', 'head_sha']);
  const baseSha = stringAt(payload, ['merge_group', 'base_sha']);
  const headRef = stringAt(payload, ['merge_group', 'head_ref']);
  if (headSha === undefined || baseSha === undefined || headRef === undefined) return undefined;
  if (!SHA.test(headSha) || !SHA.test(baseSha)) return undefined;
  return {
    baseSha: baseSha.toLowerCase(),
    headSha: headSha.toLowerCase(),
    headRef,
    baseRef: stringAt(payload, ['merge_group', 'base_ref']),
    pullNumber: queuePullNumber(headRef),
  };
}

/** `N` of `gh-readonly-queue/<base>/pr-<N>-<sha>`; the base branch may itself hold slashes. */
export function queuePullNumber(headRef: string): number | undefined {
  const match = QUEUE_PULL.exec(headRef);
  if (!match) return undefined;
  const number = Number(match[1]);
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
}
