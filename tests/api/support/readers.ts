// The public reads a visitor or an integrator makes, as one call: the app's screens over REST, the
// same over GraphQL GET, and the HTML page (a stand-in renderer that prints what the page's own
// in-process GraphQL call returned), each with the edge cache's verdict (x-cache).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

const SLUG = 'caixa-tem';
const APP_QUERY = `{ app(idOrSlug: "${SLUG}") { appInfo screens { name cloudinaryUrl } } apps { name } newsletter { subscriberCount } }`;

/** A built web app whose renderer prints the page's data: what a visitor's page would show. */
export function pageStandIn() {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-pages-'));
  mkdirSync(join(dir, 'server'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="pt-BR"><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>',
  );
  writeFileSync(
    join(dir, 'server', 'entry-server.js'),
    `export async function render(url, fetchGraphQL) {
       const result = await fetchGraphQL(${JSON.stringify(APP_QUERY)});
       return { html: '<pre>' + JSON.stringify(result.data).replace(/</g, '\\\\u003c') + '</pre>', state: {}, locale: 'pt-BR' };
     }
     export function pageSources() { return []; }`,
  );
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A small PNG at a /media address under `mediaDir`. */
export async function picture(mediaDir: string, mediaUrl: string) {
  const file = join(mediaDir, mediaUrl.replace(/^\/media\//, ''));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    await sharp({ create: { width: 9, height: 16, channels: 3, background: '#888' } })
      .png()
      .toBuffer(),
  );
}

export function readers(base: string) {
  const get = async (path: string) => {
    const res = await fetch(`${base}${path}`);
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body.slice(0, 200)}`);
    return { body, cache: res.headers.get('x-cache') ?? 'none' };
  };
  const gql = (query: string) => get(`/graphql?query=${encodeURIComponent(query)}`);
  // An integrator's POST (kept in its own cache, dropped by the same writes).
  const post = async (query: string) => {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`POST /graphql: ${res.status} ${body.slice(0, 200)}`);
    return { body, cache: res.headers.get('x-cache') ?? 'none' };
  };
  return {
    /** REST screens and app, GraphQL over GET and POST, the page; `lists` holds the app list answers. */
    async all() {
      const rest = await get(`/api/apps/${SLUG}/screens`);
      const restApp = await get(`/api/apps/${SLUG}`);
      const graphql = await gql(APP_QUERY);
      const posted = await post(APP_QUERY);
      const page = await get('/');
      const restList = await get('/api/apps');
      return {
        bodies: [`${rest.body}${restApp.body}`, graphql.body, posted.body, page.body],
        lists: `${restList.body}\n${graphql.body}\n${posted.body}\n${page.body}`,
        cache: [rest.cache, graphql.cache, posted.cache, page.cache],
      };
    },
    search: (term: string) => get(`/api/screens?search=${encodeURIComponent(term)}`),
    /** The subscriber count as REST, GraphQL over GET and the page's footer give it. */
    async counts() {
      const rest = JSON.parse((await get('/api/newsletter/subscribers')).body).count as number;
      const count = (body: string) => JSON.parse(body).data.newsletter.subscriberCount as number;
      const graphql = count((await gql('{ newsletter { subscriberCount } }')).body);
      const posted = count((await post('{ newsletter { subscriberCount } }')).body);
      const page = Number((await get('/')).body.match(/"subscriberCount":(\d+)/)?.[1]);
      return { values: [rest, graphql, posted, page] };
    },
  };
}
