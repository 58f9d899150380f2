import { bodyTooLong, type Route, type RouteContext, validationFailed } from './http.ts';
import { newRecord, ofRepo } from './repo-records.ts';
import { createRoute, listRoute, type Refusal, readRoute, recordKind, updateRoute } from './route-kinds.ts';
import type { FakeIssue } from './state.ts';

const ISSUES = '/repos/{owner}/{repo}/issues';
const ONE_ISSUE = '/repos/{owner}/{repo}/issues/{issue_number}';
const ISSUE = recordKind('issues', issueJson);

/**
 * Issues, as the drift report keeps them: list (state and creator filters, paginated, newest first),
 * create, read, edit (title, body, state). An issue is opened by the token's identity (see
 * identity-routes.ts for who that is).
 */
export const issueRoutes: readonly Route[] = [
  listRoute(ISSUE, ISSUES, (context) => {
    const state = context.query.get('state') ?? 'open';
    const creator = context.query.get('creator');
    return ofRepo(context.state.issues, context)
      .filter((issue) => state === 'all' || issue.state === state)
      .filter((issue) => creator === null || issue.user.login.toLowerCase() === creator.toLowerCase())
      .sort((a, b) => b.number - a.number);
  }),
  createRoute(
    ISSUE,
    ISSUES,
    (context): FakeIssue | Refusal => {
      const fields = objectOf(context.body);
      if (typeof fields.title !== 'string' || fields.title === '')
        return { refused: validationFailed('"title" wasn\'t supplied.') };
      const tooLong = bodyTooLong(fields.body);
      if (tooLong) return { refused: tooLong };
      return {
        ...newRecord(context),
        number: ofRepo(context.state.issues, context).length + 1,
        title: fields.title,
        body: typeof fields.body === 'string' ? fields.body : '',
        state: 'open',
        stateReason: null,
        user: context.state.identity.user,
      };
    },
    (state) => state.issues,
  ),
  readRoute(ISSUE, ONE_ISSUE, findIssue),
  updateRoute(ISSUE, ONE_ISSUE, findIssue, (issue, context) => {
    const fields = objectOf(context.body);
    if (fields.state !== undefined && fields.state !== 'open' && fields.state !== 'closed')
      return { refused: validationFailed('"state" must be open or closed.') };
    const tooLong = bodyTooLong(fields.body);
    if (tooLong) return { refused: tooLong };
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
    return undefined;
  }),
];

function findIssue(context: RouteContext): FakeIssue | undefined {
  const number = Number(context.params.issue_number);
  return ofRepo(context.state.issues, context).find((issue) => issue.number === number);
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
