import { sameRepo } from './comment-routes.ts';
import { notFound, paginate, type Route, type RouteContext, validationFailed } from './http.ts';
import type { FakeIssue } from './state.ts';

/**
 * Issues, as the drift report keeps them: list (state and creator filters, paginated, newest first),
 * create, read, edit (title, body, state). An issue is opened by the token's identity (see
 * identity-routes.ts for who that is).
 */
export const issueRoutes: readonly Route[] = [
  {
    method: 'GET',
    path: '/repos/{owner}/{repo}/issues',
    scope: 'issues',
    handle: (context) => {
      const { owner, repo } = context.params;
      const state = context.query.get('state') ?? 'open';
      const creator = context.query.get('creator');
      const issues = context.state.issues
        .filter((issue) => sameRepo(issue, owner, repo))
        .filter((issue) => state === 'all' || issue.state === state)
        .filter((issue) => creator === null || issue.user.login.toLowerCase() === creator.toLowerCase())
        .sort((a, b) => b.number - a.number);
      const { page, headers } = paginate(issues, context.url);
      return { status: 200, body: page.map((issue) => issueJson(issue, context)), headers };
    },
  },
  {
    method: 'POST',
    path: '/repos/{owner}/{repo}/issues',
    scope: 'issues',
    handle: (context) => {
      const fields = objectOf(context.body);
      if (typeof fields.title !== 'string' || fields.title === '')
        return validationFailed('"title" wasn\'t supplied.');
      const { owner = '', repo = '' } = context.params;
      const now = new Date().toISOString();
      const issue: FakeIssue = {
        number: context.state.issues.filter((other) => sameRepo(other, owner, repo)).length + 1,
        id: context.nextId(),
        owner,
        repo,
        title: fields.title,
        body: typeof fields.body === 'string' ? fields.body : '',
        state: 'open',
        stateReason: null,
        user: context.state.identity.user,
        createdAt: now,
        updatedAt: now,
      };
      context.state.issues.push(issue);
      return { status: 201, body: issueJson(issue, context) };
    },
  },
  {
    method: 'GET',
    path: '/repos/{owner}/{repo}/issues/{issue_number}',
    scope: 'issues',
    handle: (context) => {
      const issue = findIssue(context);
      return issue ? { status: 200, body: issueJson(issue, context) } : notFound();
    },
  },
  {
    method: 'PATCH',
    path: '/repos/{owner}/{repo}/issues/{issue_number}',
    scope: 'issues',
    handle: (context) => {
      const issue = findIssue(context);
      if (!issue) return notFound();
      const fields = objectOf(context.body);
      if (fields.state !== undefined && fields.state !== 'open' && fields.state !== 'closed')
        return validationFailed('"state" must be open or closed.');
      if (typeof fields.title === 'string') issue.title = fields.title;
      if (typeof fields.body === 'string') issue.body = fields.body;
      if (fields.state === 'open' || fields.state === 'closed') {
        issue.state = fields.state;
        issue.stateReason =
          fields.state === 'closed'
            ? typeof fields.state_reason === 'string'
              ? fields.state_reason
              : 'completed'
            : 'reopened';
      }
      issue.updatedAt = new Date().toISOString();
      return { status: 200, body: issueJson(issue, context) };
    },
  },
];

function findIssue(context: RouteContext): FakeIssue | undefined {
  const { owner, repo } = context.params;
  const number = Number(context.params.issue_number);
  return context.state.issues.find((issue) => issue.number === number && sameRepo(issue, owner, repo));
}

function objectOf(json: unknown): Record<string, unknown> {
  return json !== null && typeof json === 'object' ? (json as Record<string, unknown>) : {};
}

function issueJson(issue: FakeIssue, { url }: RouteContext): Record<string, unknown> {
  const repoPath = `repos/${issue.owner}/${issue.repo}`;
  return {
    id: issue.id,
    node_id: `I_${issue.id}`,
    number: issue.number,
    url: `${url.origin}/${repoPath}/issues/${issue.number}`,
    html_url: `https://github.com/${issue.owner}/${issue.repo}/issues/${issue.number}`,
    title: issue.title,
    body: issue.body,
    state: issue.state,
    state_reason: issue.stateReason,
    user: issue.user,
    created_at: issue.createdAt,
    updated_at: issue.updatedAt,
  };
}
