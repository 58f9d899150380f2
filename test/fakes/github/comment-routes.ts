import { bodyTooLong, type Route, type RouteContext, validationFailed } from './http.ts';
import { newRecord, ofRepo } from './repo-records.ts';
import { createRoute, listRoute, type Refusal, readRoute, recordKind, updateRoute } from './route-kinds.ts';
import type { FakeComment } from './state.ts';

const ISSUE_COMMENTS = '/repos/{owner}/{repo}/issues/{issue_number}/comments';
const ONE_COMMENT = '/repos/{owner}/{repo}/issues/comments/{comment_id}';

const COMMENT = recordKind('issues', commentJson);

/** Issue (and pull request) comments. */
export const commentRoutes: readonly Route[] = [
  listRoute(COMMENT, ISSUE_COMMENTS, (context) =>
    ofRepo(context.state.comments, context).filter(
      (comment) => comment.issueNumber === Number(context.params.issue_number),
    ),
  ),
  createRoute(
    COMMENT,
    ISSUE_COMMENTS,
    (context): FakeComment | Refusal => {
      const body = bodyField(context.body);
      if (body === undefined) return { refused: validationFailed('"body" wasn\'t supplied.') };
      const tooLong = bodyTooLong(body);
      if (tooLong) return { refused: tooLong };
      return {
        ...newRecord(context),
        issueNumber: Number(context.params.issue_number),
        body,
        user: context.state.identity.user,
      };
    },
    (state) => state.comments,
  ),
  readRoute(COMMENT, ONE_COMMENT, findComment),
  updateRoute(COMMENT, ONE_COMMENT, findComment, (comment, context) => {
    const body = bodyField(context.body);
    if (body === undefined) return { refused: validationFailed('"body" wasn\'t supplied.') };
    const tooLong = bodyTooLong(body);
    if (tooLong) return { refused: tooLong };
    comment.body = body;
    return undefined;
  }),
];

function findComment(context: RouteContext): FakeComment | undefined {
  const id = Number(context.params.comment_id);
  return ofRepo(context.state.comments, context).find((comment) => comment.id === id);
}

function bodyField(json: unknown): string | undefined {
  if (json === null || typeof json !== 'object' || !('body' in json)) return undefined;
  return typeof json.body === 'string' ? json.body : undefined;
}
function commentJson(comment: FakeComment, { url }: RouteContext): Record<string, unknown> {
  const repoPath = `repos/${comment.owner}/${comment.repo}`;
  return {
    id: comment.id,
    node_id: `IC_${comment.id}`,
    url: `${url.origin}/${repoPath}/issues/comments/${comment.id}`,
    html_url: `https://github.com/${comment.owner}/${comment.repo}/pull/${comment.issueNumber}#issuecomment-${comment.id}`,
    issue_url: `${url.origin}/${repoPath}/issues/${comment.issueNumber}`,
    body: comment.body,
    user: comment.user,
    author_association: comment.user.type === 'Bot' ? 'NONE' : 'CONTRIBUTOR',
    created_at: comment.createdAt,
    updated_at: comment.updatedAt,
  };
}
