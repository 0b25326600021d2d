// The three bulk datasets as streams of text: JSON (a header with the licence and the rights notice, then
// one record at a time) and CSV (UTF-8 with a BOM for spreadsheets, formula-safe cells, CRLF lines).
import type { App } from '../generated/prisma/client.ts';
import {
  absolute,
  appPage,
  publicAppFields,
  publicScreenFields,
  type Site,
  screenPage,
} from '../services/catalogue/public-urls.ts';
import { isIllustrative, type PublicScreen, publicApps, publicScreens } from '../services/open-data/open-data.ts';
import { csvCell } from '../services/platform/csv.ts';
import type { Rows } from './export-files.ts';

export type OpenDataSite = Site & {
  publisher: { name: string; url: string };
  licence: { name: string; url: string };
};

/** Who publishes the data and under which licence (configuration), at the site's public origin. */
export function openDataSite(
  config: { publisher: string; publisherUrl?: string; licenseName: string; licenseUrl: string } | undefined,
  origin: (request: Request) => string,
) {
  return (request: Request): OpenDataSite => {
    const here = origin(request);
    return {
      origin: here,
      publisher: { name: config?.publisher ?? 'Vitrine Pública', url: config?.publisherUrl ?? here },
      licence: {
        name: config?.licenseName ?? 'CC BY 4.0',
        url: config?.licenseUrl ?? 'https://creativecommons.org/licenses/by/4.0/',
      },
    };
  };
}

export const RIGHTS = {
  pt: 'Os metadados estão sob a licença indicada; as capturas de tela pertencem aos donos dos aplicativos retratados.',
  en: "The metadata is under the licence given; the screenshots' rights stay with the owners of the apps they show.",
};
export const ILLUSTRATIVE = {
  pt: 'Registros com "illustrative": true vêm do catálogo de demonstração: conteúdo ilustrativo, não telas reais.',
  en: 'Records with "illustrative": true come from the demo catalogue: illustrative content, not real screens.',
};

function screenRecord(site: Site, s: PublicScreen) {
  return {
    ...publicScreenFields(s, s.app),
    order: s.order,
    pageUrl: screenPage(site, s.app.slug, s.airtableId),
    imageUrl: absolute(site, s.cloudinaryUrl ?? s.imageUrl),
    createdAt: s.createdAt.toISOString(),
    illustrative: isIllustrative(s.airtableId),
  };
}

function appRecord(site: Site, a: App) {
  const logo = a.cloudinaryLogo ?? a.logo;
  return {
    ...publicAppFields(a),
    pageUrl: appPage(site, a.slug),
    logoUrl: logo ? absolute(site, logo) : null,
    updatedAt: a.updatedAt.toISOString(),
    illustrative: isIllustrative(a.airtableId),
  };
}

const header = (site: OpenDataSite, dataset: string) =>
  `{"dataset":${JSON.stringify(dataset)},"generatedAt":"${new Date().toISOString()}",` +
  `"publisher":${JSON.stringify(site.publisher)},"license":${JSON.stringify(site.licence)},` +
  `"rights":${JSON.stringify(RIGHTS)},"illustrativeNote":${JSON.stringify(ILLUSTRATIVE)},"items":[`;

export const screensJson = (site: OpenDataSite): Rows =>
  async function* (db) {
    yield header(site, 'screens');
    let first = true;
    for await (const page of publicScreens({ db })) {
      const chunk = page.map((s) => JSON.stringify(screenRecord(site, s))).join(',');
      yield first ? chunk : `,${chunk}`;
      first = false;
    }
    yield ']}\n';
  };

export const appsJson = (site: OpenDataSite): Rows =>
  async function* (db) {
    const apps = await publicApps({ db });
    yield `${header(site, 'apps')}${apps.map((a) => JSON.stringify(appRecord(site, a))).join(',')}]}\n`;
  };

const CSV_COLUMNS = ['id', 'record_id', 'app', 'app_slug', 'name', 'description', 'flow', 'order', 'tags'];
const CSV_MORE = ['page_url', 'image_url', 'created_at', 'illustrative', 'captured_at', 'app_version'];

export const screensCsv = (site: OpenDataSite): Rows =>
  async function* (db) {
    // The BOM tells spreadsheets the file is UTF-8 (accents would be garbled otherwise).
    yield `\uFEFF${[...CSV_COLUMNS, ...CSV_MORE].join(',')}\r\n`;
    for await (const page of publicScreens({ db })) {
      const lines = page.map((s) => {
        const r = screenRecord(site, s);
        const cells = [r.id, r.recordId, r.app.name, r.app.slug, r.name, r.description ?? '', r.flow, r.order];
        const more = [r.tags.join(';'), r.pageUrl, r.imageUrl, r.createdAt, r.illustrative ? 'yes' : 'no'];
        more.push(r.capturedAt, r.appVersion ?? '');
        return [...cells, ...more].map((v) => csvCell(String(v))).join(',');
      });
      yield `${lines.join('\r\n')}\r\n`;
    }
  };
