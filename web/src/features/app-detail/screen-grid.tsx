import { useQuery } from '@apollo/client/react';
import { Link as ChakraLink, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SaveToCollectionButton } from '@/components/collections/save-button';
import { CompareToggle } from '@/components/compare/compare-toggle';
import { ScreenGridLayout as Grid, ScreenGridSkeletons } from '@/components/screen-grid-layout';
import { ScreenThumb, type ScreenThumbFragment } from '@/components/screen-thumb';
import { type FragmentType, graphql } from '@/gql';
import { useLanguage, useT } from '@/i18n/i18n-provider';

const AppFlowKindsQuery = graphql(`
  query AppFlowKinds($appId: Int!) {
    appFlowKinds(appId: $appId) {
      flow
      kind
    }
  }
`);

export const DETAIL_SKELETONS = 10;
/** The flow of screens filed under none (the API's name for it, sorted last). */
export const OTHER_FLOW = 'Other';

type Item = { id: string; dbId: number; name: string; flow: string; versionCount?: number } & FragmentType<
  typeof ScreenThumbFragment
>;

/** The app's screens, optionally grouped under one heading per flow (already in flow order). */
export function ScreenGrid(props: {
  screens: ReadonlyArray<Item>;
  /** The app's name, for each 'Compare' toggle's label. */
  appName: string;
  /** The app's database id: its flows' journey kinds link each section to the flow across apps. */
  appDbId?: number;
  sections: boolean;
  onOpen: (index: number) => void;
}) {
  const t = useT();
  const { localize } = useLanguage();
  const { data } = useQuery(AppFlowKindsQuery, {
    variables: { appId: props.appDbId ?? 0 },
    skip: !props.sections || !props.appDbId,
  });
  const kindOf = new Map((data?.appFlowKinds ?? []).map((k) => [k.flow, k.kind]));
  const flowName = (flow: string) => (flow === OTHER_FLOW ? t('app.flowOther') : flow);
  const thumbs = props.screens.map((screen, i) => (
    <li key={screen.id} className="vp-thumb-slot">
      <ScreenThumb screen={screen} onOpen={() => props.onOpen(i)} priority={i < 5} />
      {/* Issue 38: each screen can go to a collection from here as from the viewer. */}
      <SaveToCollectionButton screenId={screen.dbId} screenName={screen.name} variant="overlay" />
      <CompareToggle id={screen.dbId} name={screen.name} app={props.appName} />
      {/* Issue 61: the viewer lists a screen's earlier captures; this says which screens have them. */}
      {(screen.versionCount ?? 0) > 0 && (
        <button
          type="button"
          className="vp-thumb-versions"
          data-testid="earlier-versions"
          onClick={() => props.onOpen(i)}
          aria-label={t('app.earlierVersionsOf', { name: screen.name })}
        >
          {t('app.earlierVersions')}
        </button>
      )}
    </li>
  ));
  if (!props.sections) return <Grid>{thumbs}</Grid>;
  const groups: { flow: string; items: ReactNode[] }[] = [];
  props.screens.forEach((screen, i) => {
    const last = groups[groups.length - 1];
    if (last?.flow === screen.flow) last.items.push(thumbs[i]);
    else groups.push({ flow: screen.flow, items: [thumbs[i]] });
  });
  return (
    <Stack gap="8">
      {groups.map((group) => (
        <Stack as="section" key={group.flow} gap="3" aria-label={flowName(group.flow)}>
          <Heading as="h3" size="md">
            {flowName(group.flow)}
          </Heading>
          {kindOf.get(group.flow) && (
            // Issue 61 item 2: the same journey in other services.
            <ChakraLink asChild alignSelf="start" color="brand.fg" fontSize="sm" mt="-2">
              <Link to={localize(`/fluxos/${kindOf.get(group.flow)}`)}>{t('app.flowElsewhere')}</Link>
            </ChakraLink>
          )}
          <Grid>{group.items}</Grid>
        </Stack>
      ))}
    </Stack>
  );
}

export function ScreenGridSkeleton() {
  return <ScreenGridSkeletons count={DETAIL_SKELETONS} />;
}
