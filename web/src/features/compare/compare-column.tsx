import { Link as ChakraLink, Flex, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { AppLogo } from '@/components/app-logo';
import { ComponentTag } from '@/components/component-tag';
import { LineIcon } from '@/components/line-icon';
import { type FragmentType, graphql, useFragment } from '@/gql';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { useTagLabel } from '@/i18n/tag-label';
import { CompareImage } from './compare-image';

export const CompareColumnFragment = graphql(`
  fragment CompareColumn_Screen on Screen {
    id
    dbId
    airtableId
    name
    altText
    src
    flow
    tags
    app {
      id
      name
      slug
      logoSrc
    }
  }
`);

/** The flow of screens filed under none (the API's name for it). */
const OTHER_FLOW = 'Other';

/** Each column is as wide as its picture at the common height; the words below wrap to it. */
const columnProps = {
  as: 'li',
  flex: '0 0 auto',
  w: 'min-content',
  gap: '2',
  scrollSnapAlign: 'start',
} as const;

function RemoveButton(props: { label: string; onRemove: () => void }) {
  return (
    <IconButton aria-label={props.label} variant="ghost" size="xs" flexShrink={0} onClick={props.onRemove}>
      <LineIcon name="close" size={16} />
    </IconButton>
  );
}

/** One compared screen: the picture, then its name, app, flow and component tags. */
export function CompareColumn(props: {
  screen: FragmentType<typeof CompareColumnFragment>;
  priority: boolean;
  onRemove: () => void;
}) {
  const screen = useFragment(CompareColumnFragment, props.screen);
  const t = useT();
  const { localize } = useLanguage();
  const tagLabel = useTagLabel();
  const appPath = localize(`/app/${screen.app.slug}`);
  return (
    <Stack {...columnProps} data-testid="compare-item">
      <Link
        to={`${appPath}?screen=${encodeURIComponent(screen.airtableId)}`}
        aria-label={t('compare.openScreen', { name: screen.name, app: screen.app.name })}
      >
        <CompareImage src={screen.src} alt={screen.altText ?? ''} priority={props.priority} />
      </Link>
      <Flex gap="1" align="start" justify="space-between">
        <Heading as="h2" size="sm" lineHeight="short" pt="1">
          {screen.name}
        </Heading>
        <RemoveButton label={t('compare.remove', { name: screen.name })} onRemove={props.onRemove} />
      </Flex>
      <ChakraLink
        asChild
        display="inline-flex"
        alignItems="center"
        gap="2"
        fontSize="sm"
        color="brand.fg"
        alignSelf="start"
        data-testid="compare-app"
      >
        <Link to={appPath}>
          <AppLogo src={screen.app.logoSrc} name={screen.app.name} size={20} decorative />
          {screen.app.name}
        </Link>
      </ChakraLink>
      <Text fontSize="sm" data-testid="compare-flow">
        <Text as="span" color="fg.muted">
          {t('compare.flow')}{' '}
        </Text>
        {screen.flow === OTHER_FLOW ? t('app.flowOther') : screen.flow}
      </Text>
      {screen.tags.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" data-testid="compare-tags">
          {t('viewer.noComponents')}
        </Text>
      ) : (
        <HStack
          as="ul"
          aria-label={t('viewer.components')}
          wrap="wrap"
          gap="1.5"
          listStyleType="none"
          m="0"
          p="0"
          data-testid="compare-tags"
        >
          {screen.tags.map((tag) => (
            <li key={tag}>
              <ComponentTag tag={tag}>{tagLabel(tag)}</ComponentTag>
            </li>
          ))}
        </HStack>
      )}
    </Stack>
  );
}

/** A screen hidden or deleted since the link was made: a frame of the same height that says so. */
export function RemovedColumn(props: { onRemove: () => void }) {
  const t = useT();
  return (
    <Stack {...columnProps} data-testid="compare-item" data-removed="">
      <Flex
        data-testid="compare-image"
        h="var(--compare-h)"
        aspectRatio="9 / 16"
        align="center"
        justify="center"
        p="4"
        textAlign="center"
        rounded="lg"
        borderWidth="1px"
        borderStyle="dashed"
        bg="bg.muted"
        color="fg.muted"
        fontSize="sm"
      >
        {t('compare.removedHint')}
      </Flex>
      <Flex gap="1" align="start" justify="space-between">
        <Heading as="h2" size="sm" lineHeight="short" pt="1">
          {t('compare.removed')}
        </Heading>
        <RemoveButton label={t('compare.remove', { name: t('compare.removed') })} onRemove={props.onRemove} />
      </Flex>
    </Stack>
  );
}

/** A placeholder while a screen's details arrive. */
export function LoadingColumn() {
  return (
    <Stack {...columnProps} data-testid="compare-item" aria-hidden="true">
      <Flex h="var(--compare-h)" aspectRatio="9 / 16" rounded="lg" bg="bg.muted" />
    </Stack>
  );
}
