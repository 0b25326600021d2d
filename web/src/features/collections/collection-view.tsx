import { Alert, Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState } from '@/components/empty-state';
import type { CollectionPage_CollectionFragment } from '@/gql/graphql';
import { useT } from '@/i18n/i18n-provider';
import { COMPARE_MAX, CollectionActions } from './collection-actions';
import { CollectionItem, type Drag, type Item } from './collection-item';
import { CompareTick } from './compare-tick';

/** What the last edit came to; kept by the route, so a refused key's notice outlives edit mode. */
export type Notice = { status: 'error' | 'success'; text: string };

/** What edit mode adds to the page (collection-editor.tsx, a chunk of its own: visitors never load it). */
export type EditorParts = {
  /** Above the screens: the panel (link, details, delete). */
  panel: ReactNode;
  drag: ((itemId: number, index: number) => Drag) | null;
  item: (item: Item, index: number) => ReactNode;
};

/**
 * A collection's page: its title and description, what anyone can do with it (the compare ticks),
 * and its screens in order; `editor` (edit mode, with the collection's key) adds the editing, and
 * `notice` says what the last edit came to.
 */
export function CollectionView(props: {
  collection: CollectionPage_CollectionFragment;
  /** The screens ticked to compare, by id: the route's, so they stay when edit mode's chunk arrives. */
  selected: ReadonlySet<number>;
  onSelect: (update: (prev: ReadonlySet<number>) => ReadonlySet<number>) => void;
  notice?: Notice | null;
  editor?: EditorParts;
}) {
  const t = useT();
  const intl = useIntl();
  const c = props.collection;
  const { selected, onSelect } = props;
  const items = c.items;
  const editor = props.editor;
  const notice = props.notice;
  const noticeBox = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (notice) noticeBox.current?.focus();
  }, [notice]);

  const screenIds = items.flatMap((i) =>
    i.screen && !i.removed && selected.has(i.screen.dbId) ? [i.screen.dbId] : [],
  );
  const toggle = (dbId: number, on: boolean) =>
    onSelect((prev) => {
      const next = new Set(prev);
      if (on) next.add(dbId);
      else next.delete(dbId);
      return next;
    });

  return (
    <Stack gap="8">
      <Stack gap="3" maxW="3xl">
        <Text fontSize="sm" color="fg.muted" fontWeight="medium">
          {t('collections.kicker')}
        </Text>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight" wordBreak="break-word">
          {c.title}
        </Heading>
        {c.description && (
          <Text fontSize="md" whiteSpace="pre-wrap" wordBreak="break-word" data-testid="collection-description">
            {c.description}
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted">
          {t('collections.meta', {
            count: c.itemCount,
            date: intl.formatDate(c.updatedAt, { dateStyle: 'medium' }),
          })}
        </Text>
      </Stack>
      <CollectionActions id={c.id} selected={screenIds} />
      {notice && (
        <Alert.Root ref={noticeBox} status={notice.status} role="alert" tabIndex={-1} outline="none">
          <Alert.Indicator />
          <Alert.Title>{notice.text}</Alert.Title>
        </Alert.Root>
      )}
      {editor?.panel}
      {items.length === 0 ? (
        <EmptyState title={t('collections.empty')} hints={[t('collections.emptyHint')]} />
      ) : (
        <Box>
          <Heading as="h2" srOnly>
            {t('collections.screensHeading')}
          </Heading>
          <SimpleGrid as="ol" listStyleType="none" m="0" p="0" columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="5">
            {items.map((item, index) => (
              <CollectionItem
                key={item.id}
                item={item}
                index={index}
                drag={editor?.drag?.(item.id, index)}
                select={
                  item.screen && !item.removed ? (
                    <CompareTick
                      label={t('collections.compareTick', { name: item.screen.name })}
                      checked={selected.has(item.screen.dbId)}
                      disabled={!selected.has(item.screen.dbId) && screenIds.length >= COMPARE_MAX}
                      onChange={(on) => item.screen && toggle(item.screen.dbId, on)}
                    />
                  ) : null
                }
                edit={editor?.item(item, index)}
              />
            ))}
          </SimpleGrid>
        </Box>
      )}
    </Stack>
  );
}
