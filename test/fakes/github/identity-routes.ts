import { errorReply, type Route } from './http.ts';

/**
 * Who the token is, as GitHub tells it: `GET /user` for a user's token (a PAT), 403 for an
 * installation token (the Actions GITHUB_TOKEN); the GraphQL `viewer` for both. Only the `viewer`
 * query is understood; anything else gets GraphQL's error shape.
 */
export const identityRoutes: readonly Route[] = [
  {
    method: 'GET',
    path: '/user',
    handle: ({ state }) => {
      const { user, kind } = state.identity;
      if (kind === 'installation') return errorReply(403, 'Resource not accessible by integration');
      return { status: 200, body: { login: user.login, id: user.id, type: user.type } };
    },
  },
  {
    method: 'POST',
    path: '/graphql',
    handle: ({ state, body }) => {
      const query = body !== null && typeof body === 'object' && 'query' in body ? String(body.query) : '';
      if (!/\bviewer\b/.test(query)) {
        return {
          status: 200,
          body: { errors: [{ message: 'The fake GitHub only answers the viewer query.' }] },
        };
      }
      const { user } = state.identity;
      return {
        status: 200,
        body: { data: { viewer: { login: user.login, databaseId: user.id, __typename: user.type } } },
      };
    },
  },
];
