import { NetworkStatus } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { CompareTray } from '@/components/compare/compare-tray';
import { EmptyState } from '@/components/empty-state';
import { ScreenGridLayout, ScreenGridSkeletons } from '@/components/screen-grid-layout';
import { LazyScreenViewer } from '@/components/screen-viewer/lazy-screen-viewer';
import { graphql } from '@/gql';
import { useT } from '@/i18n/i18n-provider';
import { useDocumentHead } from '@/lib/use-document-head';
import { FilterBar } from './filter-bar';
import { GalleryCard } from './gallery-card';
import { galleryFilter, gallerySort } from './gallery-params';
import { useGalleryParams } from './use-gallery-params';
import { useGalleryViewer } from './use-gallery-viewer';

const ScreensPageQuery = graphql(`
  query ScreensPage($filter: ScreenFilter, $first: Int, $after: String, $sort: GallerySort) {
    screens(filter: $filter, first: $first, after: $after, sort: $sort) {
      totalCount
      edges {
        cursor
        node {
          id
          dbId
          airtableId
          app {
            id
            slug
          }
          ...GalleryCard_Screen
          ...ScreenViewer_Screen
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

// The end of the results, a page at a time backwards (the viewer's Previous at the first screen):
// read past the cache, whose one list per filter grows forwards from the first page.
const ScreensTailQuery = graphql(`
  query ScreensTail($filter: ScreenFilter, $last: Int, $before: String, $sort: GallerySort) {
    screens(filter: $filter, last: $last, before: $before, sort: $sort) {
      edges {
        node {
          id
          dbId
          airtableId
          app {
            id
            slug
          }
          ...GalleryCard_Screen
          ...ScreenViewer_Screen
        }
      }
      pageInfo {
        hasPreviousPage
        startCursor
      }
    }
  }
`);

const ScreenFacetsQuery = graphql(`
  query ScreenFacets($filter: ScreenFilter) {
    screenFacets(filter: $filter) {
      ...FilterBar_Facets
    }
  }
`);

// Spec section 9: 50 per page, 15 skeletons, the first 5 images eager.
export const PAGE_SIZE = 50;
export const SKELETONS = 15;
export const EAGER_IMAGES = 5;

export default function ScreensRoute() {
  const t = useT();
  const { params, update } = useGalleryParams();
  const filter = galleryFilter(params);
  const sort = gallerySort(params);
  // The facets of the previous choice stay on screen while the new counts arrive.
  const facets = useQuery(ScreenFacetsQuery, { variables: { filter } });
  const { data, error, networkStatus, fetchMore, refetch } = useQuery(ScreensPageQuery, {
    variables: { filter, first: PAGE_SIZE, sort },
    notifyOnNetworkStatusChange: true,
  });
  useDocumentHead({ title: t('meta.screens.title'), description: t('meta.screens.description') });

  const connection = data?.screens;
  const nodes = connection?.edges.map((e) => e.node) ?? [];
  const loadingFirst = !connection && networkStatus !== NetworkStatus.error;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  // The viewer walks the loaded pages, then the end's pages it read backwards (issue 53).
  const client = useApolloClient();
  const listKey = JSON.stringify([filter, sort]);
  const [tailOf, setTail] = useState<{ key: string; nodes: typeof nodes; start: string | null } | null>(null);
  const tail = tailOf?.key === listKey ? tailOf : null;
  const loaded = new Set(nodes.map((n) => n.id));
  const tailNodes = tail?.nodes.filter((n) => !loaded.has(n.id)) ?? [];
  const walked = tailNodes.length > 0 ? [...nodes, ...tailNodes] : nodes;
  const viewer = useGalleryViewer(walked, connection !== undefined);
  const loadPrevious = async () => {
    const before = tail?.start ?? undefined;
    const { data: page } = await client.query({
      query: ScreensTailQuery,
      variables: { filter, sort, last: PAGE_SIZE, before },
      fetchPolicy: 'no-cache',
    });
    const read = page?.screens.edges.map((e) => e.node) ?? [];
    setTail({
      key: listKey,
      nodes: [...read, ...(tail?.nodes ?? [])],
      start: page?.screens.pageInfo.startCursor ?? null,
    });
    return read.at(-1)?.airtableId;
  };

  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
          {t('screens.title')}
        </Heading>
        <Text color="fg.muted">{t('screens.subtitle')}</Text>
      </Stack>
      <FilterBar params={params} facets={(facets.data ?? facets.previousData)?.screenFacets} onUpdate={update} />
      <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="screens-shown" textAlign="end">
        {connection ? t('screens.shown', { shown: nodes.length, total: connection.totalCount }) : ''}
      </Text>
      {error && !connection ? (
        <Stack align="center" py="12" gap="4" role="alert">
          <Text fontWeight="medium">{t('screens.failed')}</Text>
          <Button variant="outline" onClick={() => refetch().catch(() => undefined)}>
            {t('screens.tryAgain')}
          </Button>
        </Stack>
      ) : loadingFirst ? (
        <ScreenGridSkeletons count={SKELETONS} testId="screen-grid" />
      ) : nodes.length === 0 ? (
        <EmptyState
          title={t('common.noResults')}
          hints={[t(params.search ? 'search.removeWords' : 'common.noResultsHint')]}
        />
      ) : (
        <ScreenGridLayout testId="screen-grid">
          {nodes.map((node, i) => (
            <li key={node.id}>
              <GalleryCard screen={node} priority={i < EAGER_IMAGES} onOpen={() => viewer.open(node.airtableId)} />
            </li>
          ))}
        </ScreenGridLayout>
      )}
      {connection?.pageInfo.hasNextPage && (
        <Box textAlign="center">
          <Button
            variant="outline"
            loading={loadingMore}
            loadingText={t('screens.loadingMore')}
            onClick={() => fetchMore({ variables: { after: connection.pageInfo.endCursor } }).catch(() => undefined)}
          >
            {t('screens.loadMore')}
          </Button>
        </Box>
      )}
      <CompareTray />
      <LazyScreenViewer
        screens={viewer.sequence}
        strip={viewer.strip}
        current={viewer.key}
        onNavigate={viewer.move}
        onClose={viewer.close}
        more={
          connection
            ? {
                hasMore: connection.pageInfo.hasNextPage && walked.length < connection.totalCount,
                total: connection.totalCount,
                tail: tailNodes.length,
                loadPrevious,
                // Next at the last loaded screen: the next page, opened at its first screen.
                load: async () => {
                  const next = await fetchMore({ variables: { after: connection.pageInfo.endCursor } });
                  return next.data?.screens.edges[0]?.node.airtableId;
                },
              }
            : undefined
        }
      />
    </Stack>
  );
}
