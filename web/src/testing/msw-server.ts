import { setupServer } from 'msw/node';

/** Shared MSW server; tests add their handlers with server.use(...). */
export const server = setupServer();

/** The GraphQL endpoint tests talk to (jsdom has no origin for a relative URL). */
export const TEST_GRAPHQL_URL = 'http://localhost/graphql';
