import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { screenMatches, useViewerParam } from '@/components/screen-viewer/use-viewer-param';
import { graphql } from '@/gql';
import type { ScreensPageQuery } from '@/gql/graphql';

const GalleryScreenQuery = graphql(`
  query GalleryScreen($id: String!) {
    screen(idOrAirtableId: $id) {
      id
      dbId
      airtableId
      app {
        id
        slug
      }
      ...ScreenViewer_Screen
    }
  }
`);

const GalleryAppScreensQuery = graphql(`
  query GalleryAppScreens($slug: String!) {
    app(idOrSlug: $slug) {
      id
      screens {
        id
        dbId
        airtableId
        app {
          id
          slug
        }
        ...ScreenViewer_Screen
      }
    }
  }
`);

type GalleryNode = ScreensPageQuery['screens']['edges'][number]['node'];

/**
 * The gallery's viewer, in ?screen= like the app page's. A screen that is not among the loaded ones
 * (a shared link, a later page) is fetched on its own; once open, the strip holds its app's screens.
 */
export function useGalleryViewer(nodes: GalleryNode[], listReady: boolean) {
  const viewer = useViewerParam();
  const { key, move } = viewer;
  // The strip follows the open screen's app; kept in state because the open screen may come from it.
  const [slug, setSlug] = useState<string | null>(null);
  // slug is set by an effect, so never during the server render or hydration. (A "hydrated" flag here
  // re-rendered the whole gallery, fifty cards, in one synchronous task right after hydration.)
  const strip = useQuery(GalleryAppScreensQuery, { variables: { slug: slug ?? '' }, skip: !slug });
  const stripScreens = strip.data?.app?.screens;

  const inList = key ? nodes.find((n) => screenMatches(n, key)) : undefined;
  const inStrip = key && !inList ? stripScreens?.find((s) => screenMatches(s, key)) : undefined;
  const single = useQuery(GalleryScreenQuery, {
    variables: { id: key ?? '' },
    skip: !key || !listReady || Boolean(inList ?? inStrip),
  });
  const loose = single.data?.screen ?? undefined;
  const current = inList ?? inStrip ?? loose;

  const currentSlug = current?.app.slug;
  useEffect(() => {
    if (currentSlug) setSlug(currentSlug);
  }, [currentSlug]);

  // A database id becomes its airtableId; a screen the API does not know leaves the address.
  const unknown = single.data !== undefined && single.data.screen === null;
  useEffect(() => {
    if (!key) return;
    if (current && current.airtableId !== key) move(current.airtableId);
    else if (!current && unknown) move(null);
  }, [key, current, unknown, move]);

  const sequence = inList ? nodes : inStrip && stripScreens ? stripScreens : loose ? [loose] : [];
  return { ...viewer, sequence, strip: stripScreens };
}
