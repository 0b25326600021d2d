// Every public page type the bench measures (issue 62). Two need data made on the demo server first:
// a collection (created through the API, as a visitor would) and the comparison of a few screens.
export const ROUTES = [
  '/',
  '/app/1746-rio',
  '/screens',
  '/en',
  '/sobre',
  'collection',
  'compare',
  '/solicitar-aplicativo',
  '/sugerir-correcao',
  '/enviar-aplicativo',
  '/desenvolvedores',
  // Page types added since the issue was written: the apps list, the flows index and one flow kind, and the
  // oEmbed card other sites frame (plain HTML, no scripts).
  '/aplicativos',
  '/fluxos',
  '/fluxos/entrar',
  '/embed/app/1746-rio',
];

async function gql<T>(base: string, query: string, variables: object = {}): Promise<T> {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`GraphQL: ${JSON.stringify(body.errors)}`);
  return body.data;
}

async function screenIds(base: string, count: number): Promise<number[]> {
  const data = await gql<{ screens: { edges: { node: { dbId: number } }[] } }>(
    base,
    'query($first: Int) { screens(first: $first) { edges { node { dbId } } } }',
    { first: count },
  );
  return data.screens.edges.map((e) => e.node.dbId);
}

/** The routes as paths: `collection` and `compare` (names or paths given with --only) made real. */
export async function resolveRoutes(base: string, routes: string[]): Promise<string[]> {
  const resolved: string[] = [];
  for (const route of routes) {
    if (route === 'collection') {
      const data = await gql<{ createCollection: { data?: { collection: { id: string } } } }>(
        base,
        `mutation($input: CreateCollectionInput!) { createCollection(input: $input) {
          ... on CreateCollectionSuccess { data { collection { id } } } } }`,
        { input: { title: 'Telas de entrada', screenIds: await screenIds(base, 6) } },
      );
      const id = data.createCollection.data?.collection.id;
      if (!id) throw new Error(`no collection: ${JSON.stringify(data)}`);
      resolved.push(`/colecao/${id}`);
    } else if (route === 'compare') {
      resolved.push(`/comparar?telas=${(await screenIds(base, 4)).join(',')}`);
    } else if (route.startsWith('/')) resolved.push(route);
    else throw new Error(`--only takes paths or collection, compare; not "${route}"`);
  }
  return resolved;
}
