import { useQuery } from '@apollo/client/react';
import { Box, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ErrorBox } from '@/components/error-box';
import { SearchField } from '@/components/search-field';
import { graphql } from '@/gql';
import type { AppSort } from '@/gql/graphql';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { filterHistory } from '@/lib/search-params';
import { useDocumentHead } from '@/lib/use-document-head';
import { useLiveSearchParams } from '@/lib/use-live-search-params';
import { AppCard, AppCardSkeleton } from './app-card';
import { AppGrid, useSearchFold, WeakMatches } from './app-results';
import { CategoryTabs } from './category-tabs';
import { RETIRED, RetiredFilter, RetiredIntro } from './retired-filter';
import { SORTS, SortMenu } from './sort-menu';
import { useCategoryParam } from './use-category-param';

const AppsPageQuery = graphql(`
  query AppsPage($sort: AppSort, $filter: AppFilter) {
    apps(sort: $sort, filter: $filter) {
      id
      planned
      categories
      searchMatch
      ...AppCard_App
    }
    categories {
      name
      nameEn
      formerNames
      iconUrl
      hidden
    }
  }
`);

export const SKELETON_CARDS = 8;
export const PRIORITY_CARDS = 8;
// The first row at 1280 px: the likely largest picture is among them; the rest load eagerly at normal priority.
const HIGH_PRIORITY_CARDS = 4;
const ALL = 'Todos';
const PLANNED = 'Planejado';

export default function AppsRoute() {
  const t = useT();
  const { language } = useLanguage();
  const [params, setParams] = useLiveSearchParams();
  const search = params.get('search')?.trim() ?? '';
  // ?sort= holds any order but the default one (none); an unknown value is dropped below.
  const rawSort = params.get('sort');
  const sort: AppSort = SORTS.find((s) => s === rawSort) ?? 'none';
  const setParam = useCallback(
    (key: string, value: string, history: { replace: boolean; preventScrollReset: boolean }) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        if (value.trim()) next.set(key, value.trim());
        else next.delete(key);
        return next;
      }, history),
    [setParams],
  );
  // The filters' history rule (lib/search-params): a change is an entry, refining a search is not.
  const setSearch = useCallback(
    (query: string) => setParam('search', query, filterHistory('search', search, query)),
    [setParam, search],
  );
  const setSort = useCallback(
    (next: AppSort) => setParam('sort', next === 'none' ? '' : next, filterHistory('sort', sort, next)),
    [setParam, sort],
  );
  useEffect(() => {
    if (rawSort !== null && (rawSort === 'none' || !SORTS.includes(rawSort as AppSort)))
      setParam('sort', '', { replace: true, preventScrollReset: true });
  }, [rawSort, setParam]);
  const retired = params.get('status') === RETIRED;
  const setRetired = useCallback(
    (on: boolean) =>
      setParam('status', on ? RETIRED : '', filterHistory('status', retired ? RETIRED : '', on ? RETIRED : '')),
    [setParam, retired],
  );
  const filter = { ...(search ? { search } : {}), ...(retired ? { status: 'retired' as const } : {}) };
  const variables = { sort, filter: Object.keys(filter).length > 0 ? filter : undefined };
  const { data, previousData, error, loading } = useQuery(AppsPageQuery, { variables });
  const shown = data ?? previousData;
  const categories = shown?.categories;
  const { selected, select } = useCategoryParam(categories, language === 'en');
  useDocumentHead({ title: t('meta.home.title'), description: t('meta.home.description') });

  // Planned apps appear only under the Planejado tab; every other tab lists live apps.
  const apps = useMemo(() => {
    const list = shown?.apps ?? [];
    if (selected === PLANNED) return list.filter((a) => a.planned);
    return list.filter((a) => !a.planned && (selected === null || a.categories.includes(selected)));
  }, [shown, selected]);

  const fold = useSearchFold(apps, search);
  const card = (app: (typeof apps)[number], i: number) => (
    <li key={app.id}>
      <AppCard app={app} priority={i < HIGH_PRIORITY_CARDS ? 'high' : i < PRIORITY_CARDS ? 'eager' : undefined} />
    </li>
  );

  const label = (c: { name: string; nameEn: string }) => (language === 'en' ? c.nameEn : c.name);
  const allTab = categories?.find((c) => c.name === ALL);
  const tabs = (categories ?? [])
    .filter((c) => !c.hidden && c.name !== ALL)
    .map((c) => ({ name: c.name, label: label(c), iconUrl: c.iconUrl }));

  return (
    <Stack gap="8">
      <Stack gap="3" maxW="3xl" py={{ base: '2', md: '6' }}>
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} letterSpacing="tight">
          {t('home.title')}
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
          {t('home.subtitle')}
        </Text>
      </Stack>
      <Stack as="section" aria-labelledby="apps-heading" gap="5">
        <Flex justify="space-between" align="center" gap="4" wrap="wrap">
          <Heading as="h2" id="apps-heading" size="xl">
            {t('apps.heading')}
          </Heading>
          {/* Wraps on a phone: the count, the retired toggle and the sort did not fit one line at 375 px
              and widened the page (sideways scrolling, a zoomed-out viewport). */}
          <HStack gap="3" wrap="wrap">
            <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="apps-count">
              {!shown
                ? ''
                : search && apps.length > 0 && (fold.open || fold.weak.length === 0)
                  ? // All shown: how many matched strongly (name or description), which come first unless another sort is chosen.
                    t('apps.countMatched', {
                      count: apps.length,
                      strong: apps.filter((a) => a.searchMatch === 'strong').length,
                    })
                  : // The weak matches folded: the apps shown (the fold's line says how many wait behind it).
                    t('apps.count', { count: fold.shown })}
            </Text>
            <RetiredFilter on={retired} onChange={setRetired} />
            <SortMenu value={sort} onChange={setSort} />
          </HStack>
        </Flex>
        <SearchField
          value={search}
          onSearch={setSearch}
          label={t('search.appsLabel')}
          placeholder={t('search.appsPlaceholder')}
          buttonLabel={t('screens.searchButton')}
        />
        <CategoryTabs
          all={{ name: ALL, label: t('apps.allCategories'), iconUrl: allTab?.iconUrl }}
          tabs={tabs}
          selected={selected}
          onSelect={select}
        />
        {retired && <RetiredIntro />}
        <Box aria-busy={loading}>
          {error && !shown ? (
            <ErrorBox error={error} />
          ) : !shown ? (
            <AppGrid>
              {Array.from({ length: SKELETON_CARDS }, (_, i) => (
                <li key={i}>
                  <AppCardSkeleton />
                </li>
              ))}
            </AppGrid>
          ) : apps.length === 0 ? (
            <EmptyState
              title={t('common.noResults')}
              hints={[t(search ? 'search.removeWords' : 'common.noResultsHint')]}
            />
          ) : (
            <>
              <AppGrid>{fold.strong.map(card)}</AppGrid>
              {fold.weak.length > 0 && (
                <WeakMatches
                  key={search}
                  count={fold.weak.length}
                  search={search}
                  open={fold.open}
                  onToggle={fold.setOpen}
                >
                  {/* Folded away: their pictures load only when they are shown. */}
                  <AppGrid>{fold.weak.map((app, i) => card(app, PRIORITY_CARDS + i))}</AppGrid>
                </WeakMatches>
              )}
            </>
          )}
        </Box>
      </Stack>
    </Stack>
  );
}
