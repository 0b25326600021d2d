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
   * The time an operation may take, in units of 0.2 ms (so 1 s on PostgreSQL, 2 s on PGlite; see
   * cost.ts): an object costs 1, scalars 0, a list its real size times what is selected below each
   * item (apps: the number of apps; App.screens: the largest app's screen count; connections: `first`),
   * and fields that read more rows than they return (firstScreen, facets, counts, stats, searches) add
   * what those reads take at the catalogue's size. The home page costs ~2.3 × apps, an app page ~2 × its
   * screens; two nested lists of apps and screens are refused.
   */
  maxCost: 10_000,
  /** `nodes(ids:)` is a list the client sizes itself. */
  maxNodeIds: 100,
  /** Lists with no declared size are assumed to be this long. */
  defaultListSize: 100,
  /** Root fields that do one costly or counted thing each; aliases must not multiply them. */
  singleUseFields: ['login', 'logout', 'subscribeNewsletter', 'recordAppView', 'createScreen'],
} as const;
