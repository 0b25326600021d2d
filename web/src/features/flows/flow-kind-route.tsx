import { useQuery } from '@apollo/client/react';
import { Button, Link as ChakraLink, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { ErrorBox } from '@/components/error-box';
import { ScreenGridSkeletons } from '@/components/screen-grid-layout';
import { LazyScreenViewer } from '@/components/screen-viewer/lazy-screen-viewer';
import { useViewerParam } from '@/components/screen-viewer/use-viewer-param';
import { graphql } from '@/gql';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { filterHistory, withParams } from '@/lib/search-params';
import { useDocumentHead } from '@/lib/use-document-head';
import { useLiveSearchParams } from '@/lib/use-live-search-params';
import { FlowFilters } from './flow-filters';
import { FLOW_FILTERS, type FlowParams, flowFilter, hasFilters, readFlowParams } from './flow-params';
import { FlowRowView } from './flow-row';

const FlowKindQuery = graphql(`
  query FlowKindPage($slug: String!, $filter: FlowRowFilter, $after: String) {
    flowKind(slug: $slug) {
      slug
      namePt
      nameEn
      rows(first: 20, after: $after, filter: $filter, screens: 12) {
        edges {
          cursor
          node {
            ...FlowRow_Row
            app {
              id
              slug
            }
            screens {
              id
              ...ScreenViewer_Screen
            }
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
    categories {
      name
      nameEn
      hidden
    }
  }
`);

/** Issue 61 item 2: /fluxos/{kind}, each public app's flow of one kind as a row of its screens. */
export default function FlowKindRoute() {
  const { kind = '' } = useParams();
  const t = useT();
  const { language, localize } = useLanguage();
  const [search, setSearch] = useLiveSearchParams();
  const params = useMemo(() => readFlowParams(search), [search]);
  const filter = useMemo(() => flowFilter(params), [params]);
  const { data, error, loading, fetchMore } = useQuery(FlowKindQuery, { variables: { slug: kind, filter } });
  const [more, setMore] = useState(false);
  // The rows picked for the comparison of whole flows (app slugs, in the order picked).
  const [picked, setPicked] = useState<string[]>([]);
  const pick = (slug: string, on: boolean) =>
    setPicked((p) => (on ? [...p.filter((s) => s !== slug), slug].slice(-6) : p.filter((s) => s !== slug)));
  const viewer = useViewerParam();
  const flowKind = data?.flowKind;
  const name = flowKind ? (language === 'en' ? flowKind.nameEn : flowKind.namePt) : '';
  useDocumentHead({
    title: flowKind ? t('meta.flowKind.title', { name }) : t('meta.flows.title'),
    description: flowKind ? t('meta.flowKind.description', { name }) : undefined,
  });
  const edges = flowKind?.rows.edges ?? [];
  const screens = useMemo(() => edges.flatMap((e) => e.node.screens), [edges]);

  const update = (change: Partial<FlowParams>) => {
    const [key] = Object.keys(change) as (keyof FlowParams)[];
    const next = withParams(
      search,
      Object.fromEntries(FLOW_FILTERS.map((k) => [k, k in change ? change[k] : params[k]])),
    );
    setSearch(next, filterHistory(key ?? '', search.get(key ?? ''), next.get(key ?? '')));
  };
  const allKinds = (
    <ChakraLink asChild color="brand.fg" fontWeight="medium">
      <Link to={localize('/fluxos')}>{t('flows.allKinds')}</Link>
    </ChakraLink>
  );

  if (error && !data) return <ErrorBox error={error} />;
  if (!loading && data && !flowKind) {
    return (
      <EmptyState title={t('flows.notFound')} hints={[t('flows.notFoundHint')]}>
        {allKinds}
      </EmptyState>
    );
  }
  const categories = (data?.categories ?? []).filter((c) => !c.hidden);
  const page = flowKind?.rows.pageInfo;
  return (
    <Stack gap="6">
      <Stack gap="2">
        {allKinds}
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
          {flowKind ? name : t('flows.title')}
        </Heading>
        {flowKind && <Text color="fg.muted">{t('flows.kindSubtitle', { name })}</Text>}
      </Stack>
      <FlowFilters params={params} categories={categories} onChange={update} />
      {flowKind && edges.length > 1 && (
        <Flex gap="3" align="center" wrap="wrap" data-testid="flow-compare-bar">
          {picked.length >= 2 ? (
            <Button asChild size="sm" colorPalette="brand">
              <Link to={localize(`/comparar?fluxo=${flowKind.slug}&apps=${picked.join(',')}`)}>
                {t('flows.compareOpen', { count: picked.length })}
              </Link>
            </Button>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {t('flows.compareHint')}
            </Text>
          )}
        </Flex>
      )}
      {!flowKind ? (
        <ScreenGridSkeletons count={6} />
      ) : edges.length === 0 ? (
        <EmptyState
          title={hasFilters(params) ? t('flows.emptyFiltered') : t('flows.empty')}
          hints={[t('flows.emptyHint')]}
        >
          {hasFilters(params) && (
            <Button
              variant="outline"
              size="sm"
              onClick={() =>
                setSearch(withParams(search, { type: null, platform: null, category: null, country: null }))
              }
            >
              {t('flows.clearFilters')}
            </Button>
          )}
        </EmptyState>
      ) : (
        <Stack gap="8" data-testid="flow-rows">
          {edges.map((e, i) => (
            <FlowRowView
              key={e.cursor}
              priority={i === 0}
              row={e.node}
              onOpen={viewer.open}
              compared={picked.includes(e.node.app.slug)}
              onCompare={(on) => pick(e.node.app.slug, on)}
            />
          ))}
        </Stack>
      )}
      {page?.hasNextPage && (
        <Flex justify="center">
          <Button
            variant="outline"
            loading={more}
            onClick={() => {
              setMore(true);
              fetchMore({
                variables: { after: page.endCursor },
                updateQuery: (prev, { fetchMoreResult }) => {
                  const next = fetchMoreResult?.flowKind;
                  if (!prev.flowKind || !next) return prev as typeof fetchMoreResult;
                  const rows = { ...next.rows, edges: [...prev.flowKind.rows.edges, ...next.rows.edges] };
                  return { ...fetchMoreResult, flowKind: { ...next, rows } } as typeof fetchMoreResult;
                },
              }).finally(() => setMore(false));
            }}
          >
            {t('flows.loadMore')}
          </Button>
        </Flex>
      )}
      <LazyScreenViewer screens={screens} current={viewer.key} onNavigate={viewer.move} onClose={viewer.close} />
    </Stack>
  );
}
