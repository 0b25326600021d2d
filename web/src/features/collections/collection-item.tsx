import { Box, Link as ChakraLink, HStack, Stack, Text } from '@chakra-ui/react';
import type { DragEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AppLogo } from '@/components/app-logo';
import { ComponentTag } from '@/components/component-tag';
import { SmartImage } from '@/components/image';
import type { CollectionPage_CollectionFragment } from '@/gql/graphql';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { useTagLabel } from '@/i18n/tag-label';

export type Item = CollectionPage_CollectionFragment['items'][number];

/** Dragging with the mouse (edit mode): the buttons do the same for everyone else. */
export type Drag = {
  onDragStart: (e: DragEvent) => void;
  onDragOver: (e: DragEvent) => void;
  onDrop: (e: DragEvent) => void;
  onDragEnd: () => void;
  over: boolean;
};

/**
 * One screen of a collection: its picture (to its app page's viewer), app, flow, tags and note; a
 * screen hidden or deleted since is a placeholder that keeps its place and note. `select` is the
 * compare tick; `edit` holds the edit mode's controls (note, move, remove).
 */
const PRIORITY_ITEMS = 2;

export function CollectionItem(props: { item: Item; index: number; select: ReactNode; edit?: ReactNode; drag?: Drag }) {
  const t = useT();
  const { localize } = useLanguage();
  const tagLabel = useTagLabel();
  const { item } = props;
  const screen = item.removed ? null : item.screen;
  const headingId = `collection-item-${item.id}`;
  const { drag } = props;
  const priority = props.index < PRIORITY_ITEMS;
  return (
    <Stack
      as="li"
      aria-labelledby={headingId}
      gap="3"
      p="3"
      borderWidth="1px"
      borderStyle={drag?.over ? 'dashed' : 'solid'}
      borderColor={drag?.over ? 'brand.solid' : 'border'}
      rounded="xl"
      bg="bg"
      data-testid="collection-item"
      data-item-id={item.id}
      draggable={drag ? true : undefined}
      onDragStart={drag?.onDragStart}
      onDragOver={drag?.onDragOver}
      onDrop={drag?.onDrop}
      onDragEnd={drag?.onDragEnd}
      cursor={drag ? 'grab' : undefined}
    >
      <HStack justify="space-between" gap="2" align="start">
        <Text as="h2" id={headingId} fontWeight="semibold" wordBreak="break-word">
          <Box as="span" color="fg.muted">
            {props.index + 1}.
          </Box>{' '}
          {screen ? screen.name : t('collections.removed')}
        </Text>
        {props.select}
      </HStack>
      {screen ? (
        <>
          <ChakraLink
            asChild
            display="block"
            maxW="56"
            mx="auto"
            w="full"
            rounded="lg"
            focusRing="outside"
            // The picture is a link to the screen in its app's viewer; its name says so.
          >
            <Link
              to={localize(`/app/${screen.app.slug}?screen=${encodeURIComponent(screen.airtableId)}`)}
              aria-label={t('collections.openScreen', { name: screen.name, app: screen.app.name })}
              draggable={false}
            >
              <SmartImage
                src={screen.src}
                alt=""
                kind="card"
                htmlWidth={1080}
                htmlHeight={1920}
                aspectRatio={1080 / 1920}
                // The first pictures are above the fold: eager, high priority, no fade-in waiting for
                // hydration (the collection's LCP was 2.9 s at the calibrated device, issue 62).
                priority={priority}
                className={priority ? 'vp-thumb__media vp-thumb__media--priority' : 'vp-thumb__media'}
                style={{ width: '100%' }}
              />
            </Link>
          </ChakraLink>
          <Stack gap="1" fontSize="sm">
            <ChakraLink asChild color="fg" fontWeight="medium" alignSelf="start">
              <Link to={localize(`/app/${screen.app.slug}`)}>
                <AppLogo src={screen.app.logoSrc} name={screen.app.name} size={20} decorative />
                {screen.app.name}
              </Link>
            </ChakraLink>
            <Text color="fg.muted">
              {/* The API files screens of no flow under 'Other' (app-detail names it the same way). */}
              {t('collections.flow', { flow: screen.flow === 'Other' ? t('app.flowOther') : screen.flow })}
            </Text>
          </Stack>
          {screen.tags.length > 0 && (
            <HStack as="ul" wrap="wrap" gap="1.5" listStyleType="none" m="0" p="0" aria-label={t('viewer.components')}>
              {screen.tags.map((tag) => (
                <li key={tag}>
                  <ComponentTag tag={tag}>{tagLabel(tag)}</ComponentTag>
                </li>
              ))}
            </HStack>
          )}
        </>
      ) : (
        <Stack
          align="center"
          justify="center"
          textAlign="center"
          gap="1"
          p="4"
          minH="32"
          rounded="lg"
          borderWidth="1px"
          borderStyle="dashed"
          bg="bg.muted"
          data-testid="collection-item-removed"
        >
          <Text fontWeight="medium">{t('collections.removed')}</Text>
          <Text fontSize="sm" color="fg.muted">
            {t('collections.removedHint')}
          </Text>
        </Stack>
      )}
      {props.edit ??
        (item.note ? (
          <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word" data-testid="collection-item-note">
            {item.note}
          </Text>
        ) : null)}
    </Stack>
  );
}
