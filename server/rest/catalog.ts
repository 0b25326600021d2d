// /api/catalog.jsonld: the open datasets described in DCAT (W3C DCAT 3, as dados.gov.br reads it):
// titles and descriptions in both languages, publisher and licence from configuration, the last change,
// and each distribution with its media type, its address and its licence.

import type { ServiceContext } from '../services/platform/context.ts';
import { FEEDS } from './feed.ts';
import { ILLUSTRATIVE, type OpenDataSite, RIGHTS } from './open-data-rows.ts';

const both = (pt: string, en: string) => [
  { '@value': pt, '@language': 'pt-BR' },
  { '@value': en, '@language': 'en' },
];
const IANA = 'https://www.iana.org/assignments/media-types/';

export const DISTRIBUTIONS = {
  screens: [
    { path: '/api/export/screens.json', type: 'application/json', format: 'JSON' },
    { path: '/api/export/screens.csv', type: 'text/csv', format: 'CSV' },
    { path: FEEDS.pt.path, type: 'application/atom+xml', format: 'Atom' },
  ],
  apps: [{ path: '/api/export/apps.json', type: 'application/json', format: 'JSON' }],
} as const;

export async function dcatCatalog(ctx: Pick<ServiceContext, 'db'>, site: OpenDataSite) {
  const [row] = await ctx.db.$queryRaw<{ modified: Date | null; demo: boolean }[]>`
    SELECT GREATEST((SELECT max("updatedAt") FROM "App"), (SELECT max("updatedAt") FROM "Screen")) AS modified,
           EXISTS (SELECT 1 FROM "App" WHERE "airtableId" LIKE 'demo-%') AS demo`;
  const modified = { '@value': (row?.modified ?? new Date(0)).toISOString(), '@type': 'xsd:dateTime' };
  const licence = { '@id': site.licence.url };
  const note = row?.demo ? ` ${ILLUSTRATIVE.pt}` : '';
  const noteEn = row?.demo ? ` ${ILLUSTRATIVE.en}` : '';
  const distribution = (d: { path: string; type: string; format: string }, title: string) => ({
    '@type': 'dcat:Distribution',
    'dct:title': title,
    'dcat:accessURL': { '@id': `${site.origin}${d.path}` },
    'dcat:downloadURL': { '@id': `${site.origin}${d.path}` },
    'dcat:mediaType': { '@id': `${IANA}${d.type}` },
    'dct:format': d.format,
    'dct:license': licence,
  });
  const dataset = (
    id: string,
    title: ReturnType<typeof both>,
    description: ReturnType<typeof both>,
    keys: keyof typeof DISTRIBUTIONS,
  ) => ({
    '@id': `${site.origin}/api/catalog.jsonld#${id}`,
    '@type': 'dcat:Dataset',
    'dct:title': title,
    'dct:description': description,
    'dct:publisher': { '@id': `${site.origin}/api/catalog.jsonld#publisher` },
    'dct:license': licence,
    'dct:rights': both(RIGHTS.pt, RIGHTS.en),
    'dct:modified': modified,
    'dcat:keyword': ['serviços públicos', 'governo digital', 'design', 'public services', 'screenshots'],
    'dcat:landingPage': { '@id': `${site.origin}/desenvolvedores` },
    'dcat:distribution': DISTRIBUTIONS[keys].map((d) => distribution(d, `${id} (${d.format})`)),
  });
  return {
    '@context': {
      dcat: 'http://www.w3.org/ns/dcat#',
      dct: 'http://purl.org/dc/terms/',
      foaf: 'http://xmlns.com/foaf/0.1/',
      xsd: 'http://www.w3.org/2001/XMLSchema#',
    },
    '@id': `${site.origin}/api/catalog.jsonld`,
    '@type': 'dcat:Catalog',
    'dct:title': both('Vitrine Pública — dados abertos', 'Vitrine Pública — open data'),
    'dct:description': both(
      `Aplicativos de serviços públicos e suas telas, com metadados para reúso.${note}`,
      `Public-service apps and their screens, with metadata for reuse.${noteEn}`,
    ),
    'dct:publisher': {
      '@id': `${site.origin}/api/catalog.jsonld#publisher`,
      '@type': 'foaf:Agent',
      'foaf:name': site.publisher.name,
      'foaf:homepage': { '@id': site.publisher.url },
    },
    'dct:license': licence,
    'dct:modified': modified,
    'dcat:dataset': [
      dataset(
        'screens',
        both('Telas de aplicativos públicos', 'Screens of public-service apps'),
        both(
          'Cada tela pública: app, fluxo, tags, página, imagem atual, data da captura e versão do app.',
          "Every public screen: app, flow, tags, page, current image, capture date and the app's version.",
        ),
        'screens',
      ),
      dataset(
        'apps',
        both('Aplicativos de serviços públicos', 'Public-service apps'),
        both(
          'Cada aplicativo listado, planejados e encerrados incluídos (com a data de encerramento).',
          'Every listed app, planned and retired ones included (with the date retired).',
        ),
        'apps',
      ),
    ],
  };
}
