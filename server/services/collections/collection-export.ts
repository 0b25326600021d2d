// A collection as CSV (issue 38): one row per item in the collection's order, with links to each
// screen's page and image on the site. Links only: the screenshots' rights stay with their owners, so
// there is no bulk image download.

import { absolute, type Site, screenPage } from '../catalogue/public-urls.ts';
import { tagLabel } from '../catalogue/tags.ts';
import type { ServiceContext } from '../platform/context.ts';
import { csvCell } from '../platform/csv.ts';
import { type CollectionView, publicCollection } from './collections.ts';

/**
 * `number` is the item's place as the page shows it ("1."); `position` the API's 0-based one, as
 * before; `tags` the slugs (what addresses and the API use), `tag_labels` their words in the page's
 * language.
 */
export const COLLECTION_CSV_COLUMNS = [
  'number',
  'position',
  'name',
  'app',
  'flow',
  'tags',
  'tag_labels',
  'note',
  'page_url',
  'image_url',
] as const;

/** UTF-8 with a BOM (spreadsheets read the accents right), CRLF lines, formula-safe RFC 4180 cells. */
export function collectionCsv(view: CollectionView, site: Site, lang: 'pt' | 'en'): string {
  const rows = view.items.map((item, i) => {
    const s = item.screen;
    const place = [String(i + 1), String(item.position)];
    // A removed screen keeps its row and its note, so the list still reads in the order it was made.
    const cells = s
      ? [
          s.name,
          s.app.name,
          s.flow ?? '',
          s.tags.join('; '),
          s.tags.map((t) => tagLabel(t, lang)).join('; '),
          item.note ?? '',
          screenPage(site, s.app.slug, s.airtableId),
          absolute(site, s.cloudinaryUrl ?? s.imageUrl),
        ]
      : ['', '', '', '', '', item.note ?? '', '', ''];
    return [...place, ...cells].map(csvCell).join(',');
  });
  return `\uFEFF${[COLLECTION_CSV_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}

/** The CSV in `lang` (the page's language), else the collection's own. */
export async function exportCollectionCsv(
  ctx: ServiceContext,
  id: string,
  site: Site,
  lang?: 'pt' | 'en',
): Promise<string> {
  const view = await publicCollection(ctx, id);
  return collectionCsv(view, site, lang ?? (view.language === 'en' ? 'en' : 'pt'));
}
