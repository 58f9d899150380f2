import { notFound, paginate, type Route, type RouteContext, validationFailed } from './http.ts';
import type { FakeComment } from './state.ts';

/** Issue (and pull request) comments. */
export const commentRoutes: readonly Route[] = [
  {
    method: 'GET',
    path: '/repos/{owner}/{repo}/issues/{issue_number}/comments',
    scope: 'issues',
    handle: (context) => {
      const { owner, repo } = context.params;
      const issueNumber = Number(context.params.issue_number);
      const comments = context.state.comments.filter(
        (comment) => sameRepo(comment, owner, repo) && comment.issueNumber === issueNumber,
      );
      const { page, headers } = paginate(comments, context.url);
      return { status: 200, body: page.map((comment) => commentJson(comment, context)), headers };
    },
  },
  {
    method: 'POST',
    path: '/repos/{owner}/{repo}/issues/{issue_number}/comments',
    scope: 'issues',
    handle: (context) => {
      const body = bodyField(context.body);
      if (body === undefined) return validationFailed('"body" wasn\'t supplied.');
      const now = new Date().toISOString();
      const comment: FakeComment = {
        id: context.nextId(),
        owner: context.params.owner ?? '',
        repo: context.params.repo ?? '',
        issueNumber: Number(context.params.issue_number),
        body,
        user: context.state.identity.user,
        createdAt: now,
        updatedAt: now,
      };
      context.state.comments.push(comment);
      return { status: 201, body: commentJson(comment, context) };
    },
  },
  {
    method: 'GET',
    path: '/repos/{owner}/{repo}/issues/comments/{comment_id}',
    scope: 'issues',
    handle: (context) => {
      const comment = findComment(context);
      return comment ? { status: 200, body: commentJson(comment, context) } : notFound();
    },
  },
  {
    method: 'PATCH',
    path: '/repos/{owner}/{repo}/issues/comments/{comment_id}',
    scope: 'issues',
    handle: (context) => {
      const comment = findComment(context);
      if (!comment) return notFound();
      const body = bodyField(context.body);
      if (body === undefined) return validationFailed('"body" wasn\'t supplied.');
      comment.body = body;
      comment.updatedAt = new Date().toISOString();
      return { status: 200, body: commentJson(comment, context) };
    },
  },
];

export function sameRepo(record: { owner: string; repo: string }, owner?: string, repo?: string): boolean {
  // GitHub owner and repository names are case-insensitive.
  return (
    record.owner.toLowerCase() === owner?.toLowerCase() && record.repo.toLowerCase() === repo?.toLowerCase()
  );
}

function findComment(context: RouteContext): FakeComment | undefined {
  const { owner, repo } = context.params;
  const id = Number(context.params.comment_id);
  return context.state.comments.find((comment) => comment.id === id && sameRepo(comment, owner, repo));
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
