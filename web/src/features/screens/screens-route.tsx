import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ScreenGridLayout, ScreenGridSkeletons } from '@/components/screen-grid-layout';
import { ScreenViewer } from '@/components/screen-viewer/screen-viewer';
import { graphql } from '@/gql';
import { useT } from '@/i18n/i18n-provider';
import { useDocumentHead } from '@/lib/use-document-head';
import { ComponentFilter } from './component-filter';
import { FilterBar } from './filter-bar';
import { GalleryCard } from './gallery-card';
import { PopularTags } from './popular-tags';
import { useScreenFilters } from './use-screen-filters';

const ScreensPageQuery = graphql(`
  query ScreensPage($filter: ScreenFilter, $first: Int, $after: String) {
    screens(filter: $filter, first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          id
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

const ScreenTagsQuery = graphql(`
  query ScreenTags {
    tags(limit: 100) {
      name
      count
    }
  }
`);

// Spec section 9: 50 per page, 15 skeletons, the first 5 images eager.
export const PAGE_SIZE = 50;
export const SKELETONS = 15;
export const EAGER_IMAGES = 5;

export default function ScreensRoute() {
  const t = useT();
  const { values, set, filter } = useScreenFilters();
  const [open, setOpen] = useState<number | null>(null);
  const tags = useQuery(ScreenTagsQuery);
  const { data, error, networkStatus, fetchMore, refetch } = useQuery(ScreensPageQuery, {
    variables: { filter, first: PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  useDocumentHead({ title: t('meta.screens.title'), description: t('meta.screens.description') });

  useEffect(() => setOpen(null), [filter]);

  const connection = data?.screens;
  const nodes = connection?.edges.map((e) => e.node) ?? [];
  const loadingFirst = !connection && networkStatus !== NetworkStatus.error;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const tagList = tags.data?.tags ?? [];

  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
          {t('screens.title')}
        </Heading>
        <Text color="fg.muted">{t('screens.subtitle')}</Text>
      </Stack>
      {tagList.length > 0 && <PopularTags tags={tagList} active={values.tag} onPick={(tag) => set('tag', tag)} />}
      <FilterBar values={values} onSet={set} />
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <ComponentFilter tags={tagList} value={values.tag} onChange={(tag) => set('tag', tag)} />
        <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="screens-shown">
          {connection ? t('screens.shown', { shown: nodes.length, total: connection.totalCount }) : ''}
        </Text>
      </Flex>
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
        <EmptyState title={t('common.noResults')} hints={[t('common.noResultsHint')]} />
      ) : (
        <ScreenGridLayout testId="screen-grid">
          {nodes.map((node, i) => (
            <li key={node.id}>
              <GalleryCard screen={node} priority={i < EAGER_IMAGES} onOpen={() => setOpen(i)} />
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
      <ScreenViewer screens={nodes} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
    </Stack>
  );
}
