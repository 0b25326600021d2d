import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * Shared MSW server; tests add their handlers with server.use(...). Its one standing answer: the viewer's
 * similar screens (every open viewer asks), none unless a test answers otherwise.
 */
export const server = setupServer(
  graphql.query('ViewerSimilar', () =>
    HttpResponse.json({
      data: { screen: { __typename: 'Screen', id: 'Screen:0', similarPending: false, similar: [] } },
    }),
  ),
);

/** The GraphQL endpoint tests talk to (jsdom has no origin for a relative URL). */
export const TEST_GRAPHQL_URL = 'http://localhost/graphql';
