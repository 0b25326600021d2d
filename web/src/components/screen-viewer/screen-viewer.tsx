import {
  Box,
  Link as ChakraLink,
  CloseButton,
  Dialog,
  Grid,
  HStack,
  IconButton,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { type KeyboardEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { AppLogo } from '@/components/app-logo';
import { LineIcon } from '@/components/line-icon';
import { SiteImage } from '@/components/site-image';
import { type FragmentType, graphql, useFragment } from '@/gql';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { useHydrated } from '@/lib/use-hydrated';
import { CopyLinkButton } from './copy-link-button';
import { ViewerTags } from './viewer-tags';

export const ScreenViewerFragment = graphql(`
  fragment ScreenViewer_Screen on Screen {
    id
    airtableId
    name
    altText
    src
    tags
    app {
      id
      name
      slug
      logoSrc
    }
  }
`);

type Props = {
  screens: ReadonlyArray<FragmentType<typeof ScreenViewerFragment>>;
  /** The open screen, or null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

/** Full-size screen viewer (spec section 2): a dialog on desktop, a bottom sheet on phones. */
export function ScreenViewer(props: Props) {
  const screens = useFragment(ScreenViewerFragment, props.screens);
  const t = useT();
  const { localize } = useLanguage();
  const [tagsVisible, setTagsVisible] = useState(false);
  // A viewer opened by ?screen= on load opens once hydrated, when its portal can mount: the
  // dialog then traps focus and tells inside from outside exactly as when opened by a click.
  const hydrated = useHydrated();
  const total = screens.length;
  const index = props.index === null || total === 0 ? null : Math.min(Math.max(props.index, 0), total - 1);
  const screen = index === null ? undefined : screens[index];

  // Previous and next wrap around at both ends.
  const go = (delta: number) => {
    if (index !== null && total > 0) props.onIndexChange((index + delta + total) % total);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };

  const appPath = screen ? localize(`/app/${screen.app.slug}`) : '/';
  return (
    <Dialog.Root
      open={hydrated && screen !== undefined}
      onOpenChange={(e) => {
        if (!e.open) props.onClose();
      }}
      placement={{ base: 'bottom', md: 'center' }}
      motionPreset={{ base: 'slide-in-bottom', md: 'scale' }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {screen && (
            <Dialog.Content
              onKeyDown={onKeyDown}
              maxW={{ base: '100dvw', md: '3xl' }}
              maxH={{ base: '94dvh', md: 'calc(100dvh - 4rem)' }}
              overflowY="auto"
              css={{ '--dialog-base-margin': { base: '0', md: '2rem' } }}
              roundedBottom={{ base: '0', md: 'l3' }}
            >
              <Box hideFrom="md" mx="auto" mt="2" w="10" h="1" rounded="full" bg="gray.300" aria-hidden="true" />
              <Grid
                p={{ base: '4', md: '6' }}
                columnGap="6"
                rowGap="4"
                templateColumns={{ base: '1fr', md: 'auto 1fr' }}
                templateRows={{ md: 'auto 1fr' }}
                templateAreas={{ base: '"title" "image" "controls"', md: '"image title" "image controls"' }}
              >
                <Stack gap="2" gridArea="title" pe="10" minW="0">
                  <Dialog.Title fontSize="xl" fontWeight="bold">
                    {screen.name}
                  </Dialog.Title>
                  <ChakraLink asChild alignSelf="start" color="fg" fontWeight="medium">
                    <Link to={appPath}>
                      <AppLogo src={screen.app.logoSrc} name={screen.app.name} size={24} decorative />
                      {screen.app.name}
                    </Link>
                  </ChakraLink>
                </Stack>
                <Box
                  gridArea="image"
                  mx={{ base: 'auto', md: '0' }}
                  w={{ base: 'min(100%, calc(52dvh * 9 / 16))', md: 'calc(min(80dvh, 1820px) * 9 / 16)' }}
                >
                  <SiteImage
                    src={screen.src}
                    alt={screen.altText ?? screen.name}
                    kind="screen"
                    width={1024}
                    height={1820}
                    ratio={9 / 16}
                    priority
                    rounded="lg"
                    borderWidth="1px"
                  />
                </Box>
                <Stack gap="5" gridArea="controls" minW="0">
                  <HStack gap="2" wrap="wrap">
                    <IconButton variant="outline" size="sm" aria-label={t('viewer.previous')} onClick={() => go(-1)}>
                      <Chevron direction="left" />
                    </IconButton>
                    <Text
                      fontSize="sm"
                      color="fg.muted"
                      minW="16"
                      textAlign="center"
                      aria-live="polite"
                      data-testid="viewer-position"
                    >
                      {t('viewer.position', { current: (index ?? 0) + 1, total })}
                    </Text>
                    <IconButton variant="outline" size="sm" aria-label={t('viewer.next')} onClick={() => go(1)}>
                      <Chevron direction="right" />
                    </IconButton>
                    <CopyLinkButton path={`${appPath}?screen=${encodeURIComponent(screen.airtableId)}`} />
                  </HStack>
                  <ViewerTags tags={screen.tags} visible={tagsVisible} onToggle={() => setTagsVisible((v) => !v)} />
                </Stack>
              </Grid>
              <Dialog.CloseTrigger asChild position="absolute" top="2" insetEnd="2">
                <CloseButton size="sm" aria-label={t('viewer.close')} bg="bg" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          )}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function Chevron(props: { direction: 'left' | 'right' }) {
  return <LineIcon name={props.direction === 'left' ? 'chevronLeft' : 'chevronRight'} size={18} />;
}
