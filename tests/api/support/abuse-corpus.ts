// Hostile GraphQL requests, one per line of attack. Used by tests/api/graphql/graphql-limits.test.ts and by
// `npm run bench:abuse`, which sends the same corpus to a running server and times every answer.
export type AbuseRequest = {
  name: string;
  method?: 'GET' | 'POST';
  /** Query string for GET requests (without the `?`). */
  search?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
};

const json = (name: string, payload: unknown): AbuseRequest => ({ name, body: JSON.stringify(payload) });
const q = (name: string, query: string, variables?: object) => json(name, { query, variables });
const repeat = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join(' ');
const nest = (levels: number, leaf: string) => {
  let s = leaf;
  for (let i = 0; i < levels; i++) s = i % 2 === 0 ? `screens { ${s} }` : `app { ${s} }`;
  return s;
};
const b64 = (s: string) => Buffer.from(s).toString('base64');

export function abuseCorpus(): AbuseRequest[] {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => b64(`App:${i + 1}`));
  // Each fragment spreads the next twice under a list: 2^12 paths if anything expanded them naively.
  const fragmentBomb = [
    'query { apps { ...F0 } }',
    ...Array.from({ length: 12 }, (_, i) => `fragment F${i} on App { screens { app { ...F${i + 1} } } ...F${i + 1} }`),
    'fragment F12 on App { id }',
  ].join('\n');
  return [
    // Nesting
    q('nested lists 7 deep', '{ apps { screens { app { screens { app { screens { app { id } } } } } } } }'),
    q('nested lists 4 deep (cost)', '{ apps { screens { app { screens { id } } } } }'),
    q('depth 9', `{ app(idOrSlug: "caixa-tem") { ${nest(8, 'id')} } }`),
    q('depth 30', `{ app(idOrSlug: "caixa-tem") { ${nest(29, 'id')} } }`),
    q(
      'connection of nested lists',
      '{ screens(first: 100) { edges { node { app { screens { app { screens { id } } } } } } } }',
    ),
    q('deep through fragments', `query { apps { ...A } } fragment A on App { ${nest(10, 'id')} }`),
    q('fragment fan-out bomb', fragmentBomb),
    q(
      'node into nested lists',
      `{ node(id: "${b64('App:3')}") { ... on App { screens { app { screens { app { screens { id } } } } } } } }`,
    ),
    // Alias, field and directive floods
    q('3000 aliased app fields', `{ ${repeat(3000, (i) => `a${i}: app(idOrSlug: "caixa-tem") { id }`)} }`),
    q('20000 __typename', `{ ${repeat(20000, () => '__typename')} }`),
    q('1200 __typename (tokens)', `{ ${repeat(1200, () => '__typename')} }`),
    q('16 aliases', `{ ${repeat(16, (i) => `s${i}: stats { apps }`)} }`),
    q(
      'aliases hidden in fragments',
      `{ ...F ...G } fragment F on Query { ${repeat(8, (i) => `f${i}: stats { apps }`)} } fragment G on Query { ${repeat(8, (i) => `g${i}: stats { apps }`)} }`,
    ),
    q('60 @include directives', `{ stats ${repeat(60, () => '@include(if: true)')} { apps } }`),
    q('60 @skip on fields', `{ ${repeat(60, () => 'stats @skip(if: false) { apps }')} }`),
    q('unknown directives', `{ stats @a @b @c @d @e @f { apps } }`),
    q('overlapping fields with different args', `{ ${repeat(14, (i) => `x: app(idOrSlug: "s${i}") { id }`)} }`),
    // Fragments
    q('fragment cycle', '{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }'),
    q('self-referencing fragment', '{ apps { ...A } } fragment A on App { screens { app { ...A } } }'),
    q('undefined fragment', '{ ...Missing }'),
    q('unused fragment', '{ stats { apps } } fragment U on Query { stats { apps } }'),
    q('fragment on wrong type', '{ stats { ...A } } fragment A on App { id }'),
    // Huge documents
    q('100 KB of whitespace', `${' '.repeat(100_000)}{ stats { apps } }`),
    q('15 001 characters of comments', `#${'x'.repeat(15_000)}\n{ stats { apps } }`),
    q('long string argument', `{ app(idOrSlug: "${'a'.repeat(14_000)}") { id } }`),
    { name: '2 MB body', body: JSON.stringify({ query: `{ stats { apps } }`, pad: 'x'.repeat(2 * 1024 * 1024) }) },
    {
      name: '1.1 MB in variables',
      body: JSON.stringify({ query: '{ stats { apps } }', variables: { v: 'x'.repeat(1_100_000) } }),
    },
    // nodes
    q('nodes with 5000 ids', 'query N($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: ids(5000) }),
    q('nodes with 101 ids', 'query N($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: ids(101) }),
    q('nodes with garbage ids', '{ nodes(ids: ["%%%", "", "QXBwOi0x"]) { id } }'),
    q('node with a screen cursor id', `{ node(id: "${b64('screen:1e30')}") { id } }`),
    // Batching and malformed bodies
    { name: 'batched array', body: JSON.stringify([{ query: '{ stats { apps } }' }, { query: '{ stats { apps } }' }]) },
    { name: 'truncated JSON', body: '{"query": "{ stats { apps }' },
    { name: 'JSON null', body: 'null' },
    { name: 'JSON string', body: '"{ stats { apps } }"' },
    json('query is a number', { query: 123 }),
    json('variables is a string', { query: '{ stats { apps } }', variables: 'nope' }),
    json('extensions is a string', { query: '{ stats { apps } }', extensions: 'nope' }),
    { name: 'empty body', body: '' },
    { name: 'invalid UTF-8', body: new Uint8Array([0x7b, 0x22, 0x71, 0xff, 0xfe, 0x22, 0x7d]) },
    q('syntax error', '{ stats { apps '),
    q('two anonymous operations', '{ stats { apps } } { stats { screens } }'),
    json('unknown operationName', { query: 'query A { stats { apps } }', operationName: 'B' }),
    // Content types that skip CORS preflight (CSRF), and others we do not take
    {
      name: 'form body',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'query=%7Bstats%7Bapps%7D%7D',
    },
    { name: 'text/plain body', headers: { 'content-type': 'text/plain' }, body: '{"query":"{ stats { apps } }"}' },
    {
      name: 'multipart body',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query":"{ stats { apps } }"}\r\n--x--',
    },
    {
      name: 'application/graphql body',
      headers: { 'content-type': 'application/graphql' },
      body: '{ stats { apps } }',
    },
    { name: 'no content type', headers: { 'content-type': '' }, body: '{"query":"{ stats { apps } }"}' },
    // Mutations over GET
    { name: 'GET logout', method: 'GET', search: `query=${encodeURIComponent('mutation { logout }')}` },
    {
      name: 'GET login',
      method: 'GET',
      search: `query=${encodeURIComponent('mutation { login(username: "a", password: "b") { __typename } }')}`,
    },
    {
      name: 'GET view',
      method: 'GET',
      search: `query=${encodeURIComponent('mutation { recordAppView(idOrSlug: "caixa-tem") { __typename } }')}`,
    },
    {
      name: 'GET picking the mutation',
      method: 'GET',
      search: `query=${encodeURIComponent('query A { stats { apps } } mutation B { logout }')}&operationName=B`,
    },
    // Sizes and cursors
    q('first -1', '{ screens(first: -1) { edges { node { id } } } }'),
    q('first 1000000', '{ screens(first: 1000000) { edges { node { id } } } }'),
    q('first beyond Int', '{ screens(first: 2147483648) { totalCount } }'),
    q('first as a float', '{ screens(first: 1e30) { totalCount } }'),
    q('tags limit 100000', '{ tags(limit: 100000) { name } }'),
    q('cursor screen:1e30', `{ screens(after: "${b64('screen:1e30')}") { totalCount edges { node { id } } } }`),
    q('cursor of garbage', '{ screens(after: "%%%%") { edges { node { id } } } }'),
    // Prototype pollution through variables
    q(
      '__proto__ in filter',
      'query S($f: ScreenFilter) { screens(filter: $f) { totalCount } }',
      JSON.parse('{"f": {"__proto__": {"polluted": true}, "constructor": {"prototype": {}}}}'),
    ),
    q(
      '__proto__ in createScreen',
      'mutation C($i: CreateScreenInput!) { createScreen(input: $i) { __typename } }',
      JSON.parse('{"i": {"__proto__": {"appId": 1}}}'),
    ),
    json(
      '__proto__ as the variables',
      JSON.parse(
        '{"query": "query A($x: String) { app(idOrSlug: $x) { id } }", "variables": {"__proto__": {"x": "caixa-tem"}}}',
      ),
    ),
    // Admin fields without a token
    q(
      'anonymous createScreen',
      'mutation { createScreen(input: { appId: 1, name: "x", imageUrl: "https://a.b/c.png", airtableId: "r" }) { __typename } }',
    ),
    q('anonymous logout', 'mutation { logout }'),
    q('anonymous imageHostStatus', '{ imageHostStatus { configured cloudName } }'),
    // One login, subscription or view per operation
    q(
      'two aliased logins',
      'mutation { a: login(username: "admin", password: "a") { __typename } b: login(username: "admin", password: "b") { __typename } }',
    ),
    q(
      '101 aliased logins',
      `mutation { ${repeat(101, (i) => `l${i}: login(username: "admin", password: "p${i}") { __typename }`)} }`,
    ),
    q(
      'logins spread through fragments',
      'mutation { ...A ...B } fragment A on Mutation { a: login(username: "admin", password: "a") { __typename } } fragment B on Mutation { b: login(username: "admin", password: "b") { __typename } }',
    ),
    q(
      'two subscriptions',
      'mutation { a: subscribeNewsletter(email: "a@b.co") { __typename } b: subscribeNewsletter(email: "c@d.co") { __typename } }',
    ),
    q(
      '1000 aliased views',
      `mutation { ${repeat(1000, (i) => `v${i}: recordAppView(idOrSlug: "caixa-tem") { __typename }`)} }`,
    ),
    q(
      '15 aliased views',
      `mutation { ${repeat(15, (i) => `v${i}: recordAppView(idOrSlug: "caixa-tem") { __typename }`)} }`,
    ),
    // NUL and odd strings
    q('NUL in a literal', '{ app(idOrSlug: "a\\u0000b") { id } }'),
    q('NUL in variables', 'query A($s: String) { apps(filter: { search: $s }) { id } }', { s: 'a\u0000' }),
    q('NUL in a tag filter', '{ screens(filter: { tags: ["\\u0000"] }) { totalCount } }'),
    // Schema probing
    q('misspelled field', '{ aps { id } }'),
    q('misspelled argument', '{ app(idOrSlg: "x") { id } }'),
    q('misspelled type in fragment', '{ ...F } fragment F on Quer { stats { apps } }'),
  ];
}
