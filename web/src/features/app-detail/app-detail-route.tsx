import { useMutation, useQuery } from '@apollo/client/react';
import { Link as ChakraLink, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { CompareTray } from '@/components/compare/compare-tray';
import { EmptyState } from '@/components/empty-state';
import { ErrorBox } from '@/components/error-box';
import { PlainSwitch } from '@/components/plain-switch';
import { LazyScreenViewer } from '@/components/screen-viewer/lazy-screen-viewer';
import { screenMatches, useViewerParam } from '@/components/screen-viewer/use-viewer-param';
import { graphql } from '@/gql';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { useDocumentHead } from '@/lib/use-document-head';
import { AppHeader } from './app-header';
import { AsOfControl, AsOfView } from './as-of';
import { ScreenGrid, ScreenGridSkeleton } from './screen-grid';
import { TagFilter } from './tag-filter';
import { useDetailParams } from './use-detail-params';

const AppDetailQuery = graphql(`
  query AppDetail($idOrSlug: String!) {
    app(idOrSlug: $idOrSlug) {
      id
      dbId
      name
      slug
      appInfo
      planned
      captureYears
      ...AppHeader_App
      screens {
        id
        dbId
        airtableId
        name
        flow
        tags
        versionCount
        ...ScreenThumb_Screen
        ...ScreenViewer_Screen
      }
    }
  }
`);

const RecordViewMutation = graphql(`
  mutation RecordAppView($idOrSlug: String!) {
    recordAppView(idOrSlug: $idOrSlug) {
      __typename
    }
  }
`);

/**
 * The app's tags, most used first, each with how many screens it would show together with the tags
 * already chosen (a chosen tag: how many show now), so a combination that leaves nothing is seen
 * before it is picked.
 */
export function tagOptions(
  screens: ReadonlyArray<{ tags: string[] }>,
  selected: readonly string[],
): { tag: string; count: number }[] {
  const totals = new Map<string, number>();
  const withChosen = new Map<string, number>();
  for (const s of screens) {
    const hasChosen = selected.every((tag) => s.tags.includes(tag));
    for (const tag of s.tags) {
      totals.set(tag, (totals.get(tag) ?? 0) + 1);
      if (hasChosen) withChosen.set(tag, (withChosen.get(tag) ?? 0) + 1);
    }
  }
  return [...totals]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([tag]) => ({ tag, count: withChosen.get(tag) ?? 0 }));
}

export default function AppDetailRoute() {
  const { idOrSlug = '' } = useParams();
  const t = useT();
  const { localize } = useLanguage();
  const { data, error, loading } = useQuery(AppDetailQuery, { variables: { idOrSlug } });
  const [recordView] = useMutation(RecordViewMutation);
  const { tags, sections, asOf, setTags, setSections, setAsOf } = useDetailParams();
  const viewer = useViewerParam();
  const app = data?.app;

  // One view per opening of the page (effects run twice in development; the ref keeps it at one).
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (recorded.current === idOrSlug) return;
    recorded.current = idOrSlug;
    recordView({ variables: { idOrSlug } }).catch(() => undefined);
  }, [idOrSlug, recordView]);

  const screens = useMemo(() => {
    const all = app?.screens ?? [];
    return tags.length === 0 ? all : all.filter((s) => tags.every((tag) => s.tags.includes(tag)));
  }, [app, tags]);
  const options = useMemo(() => tagOptions(app?.screens ?? [], tags), [app, tags]);

  // ?screen= names one of this app's screens: a database id becomes its airtableId, and an unknown
  // one leaves the address. A screen the tag filter hides still opens (the strip reaches it too).
  const all = app?.screens;
  const { key, address, move } = viewer;
  useEffect(() => {
    // Only once the key has caught up with the address: after Back from another app's screen (a similar
    // screen), the key still names that screen for a render, and correcting it would drop ?screen=.
    if (!all || !key || key !== address) return;
    const found = all.find((s) => screenMatches(s, key));
    if (found?.airtableId !== key) move(found?.airtableId ?? null);
  }, [all, key, address, move]);

  useDocumentHead({
    title: app ? t('meta.app.title', { name: app.name }) : !loading ? t('meta.app.notFound') : t('meta.siteName'),
    description: app ? (app.appInfo ?? t('meta.app.description', { name: app.name })) : undefined,
  });

  if (error) return <ErrorBox error={error} />;
  if (!loading && !app) {
    return (
      <EmptyState title={t('app.notFound')} hints={[t('app.notFoundHint')]}>
        <ChakraLink asChild color="brand.fg" fontWeight="medium">
          <Link to={localize('/')}>{t('app.goBack')}</Link>
        </ChakraLink>
      </EmptyState>
    );
  }
  if (!app) return <ScreenGridSkeleton />;
  // ?asOf=2024 shows the app as it was then, when it has earlier captures of that year.
  const past = asOf !== null && app.captureYears.includes(asOf) ? asOf : null;

  return (
    <Stack gap="8">
      <AppHeader app={app} />
      {/* Issue 36: a visitor who spots a mistake says so (moderated; nothing changes before). */}
      <ChakraLink asChild alignSelf="start" color="brand.fg" fontWeight="medium" fontSize="sm" mt="-4">
        <Link to={localize(`/sugerir-correcao?app=${encodeURIComponent(app.slug)}`)}>{t('app.suggestCorrection')}</Link>
      </ChakraLink>
      {!app.planned && <AsOfControl years={app.captureYears} value={past} onChange={setAsOf} />}
      {!app.planned && past !== null && <AsOfView idOrSlug={idOrSlug} year={past} onToday={() => setAsOf(null)} />}
      {!app.planned && past === null && (
        <Stack gap="5">
          <Flex
            gap="4"
            justify="space-between"
            align={{ base: 'start', md: 'center' }}
            direction={{ base: 'column', md: 'row' }}
          >
            <TagFilter options={options} selected={tags} onChange={setTags} />
            <HStack gap="5">
              <PlainSwitch checked={sections} onChange={setSections} label={t('app.sections')} />
              <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="screen-count">
                {t('app.screenCount', { count: screens.length })}
              </Text>
            </HStack>
          </Flex>
          {screens.length === 0 ? (
            // Two or more tags no screen shares: the hint points at the chips and "clear all" above.
            <EmptyState title={t('app.noScreens')} hints={tags.length > 1 ? [t('app.noScreensWithTags')] : undefined} />
          ) : (
            <ScreenGrid
              screens={screens}
              appName={app.name}
              appDbId={app.dbId}
              sections={sections}
              onOpen={(i) => {
                const id = screens[i]?.airtableId;
                if (id) viewer.open(id);
              }}
            />
          )}
        </Stack>
      )}
      {!app.planned && <CompareTray />}
      <LazyScreenViewer
        screens={screens}
        strip={app.screens}
        current={viewer.key}
        onNavigate={viewer.move}
        onClose={viewer.close}
      />
    </Stack>
  );
}
