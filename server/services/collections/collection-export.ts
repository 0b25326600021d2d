// A collection as CSV (issue 38): one row per item in the collection's order, with links to each
// screen's page and image on the site. Links only: the screenshots' rights stay with their owners, so
// there is no bulk image download.

import { absolute, type Site, screenPage } from '../catalogue/public-urls.ts';
import type { ServiceContext } from '../platform/context.ts';
import { csvCell } from '../platform/csv.ts';
import { type CollectionView, publicCollection } from './collections.ts';

export const COLLECTION_CSV_COLUMNS = ['position', 'app', 'flow', 'tags', 'note', 'page_url', 'image_url'] as const;

/** UTF-8 with a BOM (spreadsheets read the accents right), CRLF lines, formula-safe RFC 4180 cells. */
export function collectionCsv(view: CollectionView, site: Site): string {
  const rows = view.items.map((item) => {
    const s = item.screen;
    // A removed screen keeps its row and its note, so the list still reads in the order it was made.
    const cells = s
      ? [s.app.name, s.flow, s.tags.join('; '), item.note ?? '', screenPage(site, s.app.slug, s.airtableId)]
      : ['', '', '', item.note ?? '', ''];
    const image = s ? absolute(site, s.cloudinaryUrl ?? s.imageUrl) : '';
    return [String(item.position), ...cells, image].map(csvCell).join(',');
  });
  return `\uFEFF${[COLLECTION_CSV_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}

export async function exportCollectionCsv(ctx: ServiceContext, id: string, site: Site): Promise<string> {
  return collectionCsv(await publicCollection(ctx, id), site);
}
