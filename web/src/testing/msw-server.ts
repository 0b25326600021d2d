import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * Shared MSW server; tests add their handlers with server.use(...). Its standing answers are what every
 * open viewer asks beside the screen itself (similar screens, palette and matched words, earlier
 * versions): none unless a test answers otherwise.
 */
export const server = setupServer(
  graphql.query('ViewerSimilar', () =>
    HttpResponse.json({
      data: { screen: { __typename: 'Screen', id: 'Screen:0', similarPending: false, similar: [] } },
    }),
  ),
  graphql.query('ScreenLooks', ({ variables }) =>
    HttpResponse.json({
      data: { screen: { __typename: 'Screen', id: `Screen:${variables.id}`, palette: [], textMatches: null } },
    }),
  ),
  // An app page's flow sections ask for their journey kinds (issue 61): none mapped unless a test says.
  graphql.query('AppFlowKinds', () => HttpResponse.json({ data: { appFlowKinds: [] } })),
  // The admin's app page reads its flows' journey kinds: none mapped unless a test answers otherwise.
  graphql.query('AdminFlowKinds', () => HttpResponse.json({ data: { flowKinds: [], appFlowKinds: [] } })),
  graphql.query('ScreenVersions', ({ variables }) =>
    HttpResponse.json({
      data: {
        screen: {
          __typename: 'Screen',
          id: `Screen:${variables.id}`,
          capturedAt: null,
          appVersion: null,
          versions: [],
        },
      },
    }),
  ),
);

/** The GraphQL endpoint tests talk to (jsdom has no origin for a relative URL). */
export const TEST_GRAPHQL_URL = 'http://localhost/graphql';
