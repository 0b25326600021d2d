// Every bound the GraphQL endpoint enforces, in one place (OWASP GraphQL cheat sheet, GraphQL Armor's
// defaults). Cheapest refusals first: characters and tokens at parse time, then validation rules,
// then the cost of the operation before any resolver runs.
export const GRAPHQL_LIMITS = {
  /** A document longer than this is refused before it is parsed (the site's largest is ~600). */
  maxCharacters: 15_000,
  /** Tokens counted by the parser itself, so a huge document never reaches validation. */
  maxTokens: 1_000,
  /** Selection depth of an operation; introspection is exempt (GraphiQL and codegen need it). */
  maxDepth: 8,
  maxAliases: 15,
  maxDirectives: 50,
  /**
   * Objects an operation may materialize: an object costs 1, scalars 0, and a list costs its real
   * size times what is selected below each item (apps: the number of apps; App.screens: the largest
   * app's screen count; connections: `first`). The home page costs ~2 × apps, an app page ~2 × its
   * screens, a gallery page ~3 × `first`; two nested lists of apps and screens are refused.
   */
  maxCost: 5_000,
  /** `nodes(ids:)` is a list the client sizes itself. */
  maxNodeIds: 100,
  /** Lists with no declared size are assumed to be this long. */
  defaultListSize: 100,
  /** Root fields that do one costly or counted thing each; aliases must not multiply them. */
  singleUseFields: ['login', 'logout', 'subscribeNewsletter', 'recordAppView', 'createScreen'],
} as const;
