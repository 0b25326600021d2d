import { Link as ChakraLink, chakra, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { SaveToCollectionButton } from '@/components/collections/save-button';
import { ScreenThumb } from '@/components/screen-thumb';
import { type FragmentType, graphql, useFragment } from '@/gql';
import { useLanguage, useT } from '@/i18n/i18n-provider';

export const FlowRowFragment = graphql(`
  fragment FlowRow_Row on FlowRow {
    flow
    screenCount
    app {
      id
      name
      slug
    }
    screens {
      id
      dbId
      airtableId
      ...ScreenThumb_Screen
    }
  }
`);

/** One app's flow of the kind: the app's name (its page), then its screens in the app's order. */
// What a phone shows of the first row (9rem each at 412 px): the page's likely largest picture is among
// them. Without priority a thumbnail fades in once loaded, which waited for hydration (LCP 2.8 s, issue 62).
const PRIORITY_THUMBS = 3;

export function FlowRowView(props: {
  row: FragmentType<typeof FlowRowFragment>;
  onOpen: (airtableId: string) => void;
  /** Whether the row is picked for the side-by-side comparison of whole flows. */
  compared: boolean;
  onCompare: (on: boolean) => void;
  /** The page's first row: its first pictures are above the fold (eager, high priority, no fade-in). */
  priority?: boolean;
}) {
  const row = useFragment(FlowRowFragment, props.row);
  const t = useT();
  const { localize } = useLanguage();
  const label = t('flows.rowLabel', { flow: row.flow, app: row.app.name });
  const more = row.screenCount > row.screens.length;
  const first = row.screens[0];
  return (
    <Stack as="section" gap="2" aria-label={label} data-testid="flow-row" data-app={row.app.slug}>
      <Flex gap="3" align="baseline" wrap="wrap">
        <Heading as="h2" size="md">
          <ChakraLink asChild color="brand.fg">
            <Link to={localize(`/app/${row.app.slug}`)}>{row.app.name}</Link>
          </ChakraLink>
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {row.flow} · {t('flows.rowScreens', { count: row.screenCount })}
        </Text>
        <HStack gap="4" ms={{ md: 'auto' }}>
          <chakra.label display="inline-flex" gap="2" alignItems="center" fontSize="sm">
            <input
              type="checkbox"
              checked={props.compared}
              onChange={(e) => props.onCompare(e.target.checked)}
              aria-label={t('flows.compareToggle', { app: row.app.name })}
            />
            {t('flows.compare')}
          </chakra.label>
          {first && (
            <SaveToCollectionButton
              screenId={first.dbId}
              screenIds={row.screens.map((s) => s.dbId)}
              screenName={label}
            />
          )}
        </HStack>
      </Flex>
      {/* A row swipes sideways on a phone; the thumbnails keep the gallery's size. */}
      <Flex as="ol" gap="3" overflowX="auto" listStyleType="none" pb="2" tabIndex={0} aria-label={label}>
        {row.screens.map((s, i) => (
          <li key={s.id} style={{ flex: '0 0 auto', width: '9rem' }} data-testid="flow-row-screen">
            <ScreenThumb
              screen={s}
              onOpen={() => props.onOpen(s.airtableId)}
              priority={props.priority && i < PRIORITY_THUMBS}
            />
          </li>
        ))}
      </Flex>
      {more && (
        <ChakraLink asChild alignSelf="start" fontSize="sm" color="brand.fg">
          <Link to={localize(`/app/${row.app.slug}`)}>{t('flows.rowMore', { count: row.screenCount })}</Link>
        </ChakraLink>
      )}
    </Stack>
  );
}
