import { Badge, Box, Link as ChakraLink, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { AppLogo } from '@/components/app-logo';
import { SiteImage } from '@/components/site-image';
import { type FragmentType, graphql, useFragment } from '@/gql';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { shortName } from '@/lib/text';

export const AppCardFragment = graphql(`
  fragment AppCard_App on App {
    id
    name
    slug
    planned
    logoSrc
    screenCount
    firstScreen {
      id
      src
      altText
    }
  }
`);

const CARD_RATIO = 9 / 14;

/** Spec section 2, app card: first screen at 9/14, logo, name cut at 20; planned apps cannot be opened. */
export function AppCard(props: {
  app: FragmentType<typeof AppCardFragment>;
  /** Eager image (spec: the first 8 cards); `high` also asks for high fetch priority. */
  priority?: 'high' | 'eager';
}) {
  const app = useFragment(AppCardFragment, props.app);
  const t = useT();
  const { localize } = useLanguage();
  const shot = app.firstScreen;
  const picture = shot ? (
    <SiteImage
      src={shot.src}
      alt={shot.altText ?? app.name}
      kind="card"
      width={1080}
      height={1680}
      ratio={CARD_RATIO}
      priority={props.priority !== undefined}
      fetchPriority={props.priority === 'high' ? 'high' : 'auto'}
      filter={app.planned ? 'grayscale(1)' : undefined}
    />
  ) : (
    <Box
      aspectRatio={CARD_RATIO}
      bg="bg.muted"
      display="flex"
      flexDirection="column"
      gap="3"
      alignItems="center"
      justifyContent="center"
      p="4"
    >
      <AppLogo src={app.logoSrc} name={app.name} size={64} decorative />
      <Text fontSize="sm" color="fg.muted" textAlign="center">
        {app.planned ? t('appCard.comingSoon') : t('appCard.noScreens')}
      </Text>
    </Box>
  );
  const footer = (
    <HStack gap="3" p="3" align="center">
      <AppLogo src={app.logoSrc} name={app.name} decorative />
      <Stack gap="0" minW="0" flex="1">
        <Text fontWeight="semibold" lineClamp={1} title={app.name}>
          {shortName(app.name)}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {app.planned ? t('appCard.comingSoon') : t('appCard.screens', { count: app.screenCount })}
        </Text>
      </Stack>
      {app.planned && (
        <Badge colorPalette="orange" variant="subtle">
          {t('appCard.planned')}
        </Badge>
      )}
    </HStack>
  );

  if (app.planned) {
    return (
      <Box
        as="article"
        aria-label={app.name}
        borderWidth="1px"
        rounded="xl"
        overflow="hidden"
        bg="bg.subtle"
        data-planned="true"
      >
        <Box opacity={0.6}>{picture}</Box>
        {footer}
      </Box>
    );
  }
  return (
    <ChakraLink
      asChild
      display="block"
      borderWidth="1px"
      rounded="xl"
      overflow="hidden"
      bg="bg"
      color="fg"
      transition="box-shadow 0.2s, transform 0.2s"
      _hover={{ shadow: 'md', textDecoration: 'none' }}
      focusRing="outside"
    >
      <Link to={localize(`/app/${app.slug}`)} aria-label={app.name}>
        {picture}
        {footer}
      </Link>
    </ChakraLink>
  );
}

export function AppCardSkeleton() {
  return (
    <Box borderWidth="1px" rounded="xl" overflow="hidden" data-testid="app-card-skeleton">
      <Skeleton aspectRatio={CARD_RATIO} rounded="0" />
      <HStack p="3" gap="3">
        <Skeleton w="8" h="8" rounded="md" />
        <Skeleton h="4" flex="1" />
      </HStack>
    </Box>
  );
}
