import {
  Box,
  Button,
  Center,
  CloseButton,
  chakra,
  Dialog,
  HStack,
  Portal,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useT } from '@/i18n/i18n-provider';
import { useAdminSession } from '@/lib/admin-session';
import { adminImageUrl, useAdminImage, useNearViewport } from './use-admin-image';

export type SubmittedImage = { position: number; flow: string; notes: string | null; width: number; height: number };

const THUMB_WIDTH = 132;
const THUMB_MAX_HEIGHT = 288;

/** A thumbnail's box: the screenshot's own shape, no taller than THUMB_MAX_HEIGHT. */
function boxOf(image: SubmittedImage) {
  const ratio = image.width > 0 && image.height > 0 ? image.height / image.width : 16 / 9;
  const height = Math.min(THUMB_MAX_HEIGHT, Math.round(THUMB_WIDTH * ratio));
  return { width: `${THUMB_WIDTH}px`, height: `${height}px` };
}

type Opened = { image: SubmittedImage; url: string };

/**
 * A pending 'screens' submission's screenshots as thumbnails (flow and notes under each), read with the
 * admin's token once the list comes near the viewport; each opens full size in a dialog.
 */
export function SubmissionImages(props: { contributionId: number; images: readonly SubmittedImage[] }) {
  const t = useT();
  const listRef = useRef<HTMLUListElement>(null);
  const near = useNearViewport(listRef);
  const [opened, setOpened] = useState<Opened | null>(null);
  const count = props.images.length;
  return (
    <>
      <chakra.ul
        ref={listRef}
        aria-label={t('admin.contributions.imagesLabel')}
        display="flex"
        flexWrap="wrap"
        gap="4"
        listStyleType="none"
        m="0"
        p="0"
        data-testid="contribution-images"
      >
        {props.images.map((image) => (
          <li key={image.position}>
            <Thumbnail
              contributionId={props.contributionId}
              image={image}
              count={count}
              enabled={near}
              onOpen={(url) => setOpened({ image, url })}
            />
          </li>
        ))}
      </chakra.ul>
      {opened && <FullImage {...opened} count={count} onClose={() => setOpened(null)} />}
    </>
  );
}

function Thumbnail(props: {
  contributionId: number;
  image: SubmittedImage;
  count: number;
  enabled: boolean;
  onOpen: (url: string) => void;
}) {
  const t = useT();
  const { token } = useAdminSession();
  const { image: meta, count } = props;
  const { image, retry, fail } = useAdminImage(
    adminImageUrl(props.contributionId, meta.position),
    token,
    props.enabled,
  );
  const words = { position: meta.position, count, flow: meta.flow };
  const box = boxOf(meta);
  return (
    <chakra.figure m="0" w={box.width} data-testid="contribution-image" data-state={image.state}>
      <Box
        {...box}
        borderWidth="1px"
        rounded="md"
        overflow="hidden"
        bg="bg.muted"
        position="relative"
        _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      >
        {image.state === 'ready' ? (
          <chakra.button
            type="button"
            display="block"
            w="full"
            h="full"
            p="0"
            cursor="zoom-in"
            outline="none"
            aria-label={t('admin.contributions.openImage', words)}
            onClick={() => props.onOpen(image.url)}
          >
            <chakra.img
              src={image.url}
              alt={t('admin.contributions.imageAlt', words)}
              w="full"
              h="full"
              objectFit="contain"
              onError={fail}
            />
          </chakra.button>
        ) : image.state === 'failed' ? (
          <Stack h="full" align="center" justify="center" gap="2" p="2" textAlign="center" role="alert">
            <Text fontSize="xs" color="red.700">
              {t(image.status === 404 ? 'admin.contributions.imageGone' : 'admin.contributions.imageFailed', {
                position: meta.position,
              })}
            </Text>
            {image.status !== 404 && (
              <Button size="xs" variant="outline" onClick={retry}>
                {t('admin.contributions.imageRetry')}
              </Button>
            )}
          </Stack>
        ) : (
          <Center h="full">
            <Spinner size="sm" color="brand.solid" />
            <chakra.span srOnly>{t('admin.contributions.imageLoading', { position: meta.position })}</chakra.span>
          </Center>
        )}
      </Box>
      <chakra.figcaption mt="1.5" fontSize="sm" wordBreak="break-word">
        <Text fontWeight="medium" data-testid="contribution-image-flow">
          {meta.position}. {meta.flow}
        </Text>
        {meta.notes && (
          <Text color="fg.muted" whiteSpace="pre-wrap" data-testid="contribution-image-notes">
            {meta.notes}
          </Text>
        )}
      </chakra.figcaption>
    </chakra.figure>
  );
}

/** The screenshot full size in a dialog: fitted to the window, or at its actual size to read small print. */
function FullImage(props: Opened & { count: number; onClose: () => void }) {
  const t = useT();
  const [actual, setActual] = useState(false);
  const { image } = props;
  const words = { position: image.position, count: props.count, flow: image.flow };
  return (
    <Dialog.Root
      open
      onOpenChange={(e) => {
        if (!e.open) props.onClose();
      }}
      placement="center"
      scrollBehavior="inside"
      size={{ mdDown: 'full', md: 'xl' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="contribution-image-dialog">
            <Dialog.Header>
              <Dialog.Title pe="8" wordBreak="break-word">
                {t('admin.contributions.imageAlt', words)}
              </Dialog.Title>
            </Dialog.Header>
            {/* The body scrolls (a tall capture, or its actual size): the toggle inside it keeps that
                scrolling within reach of the keyboard. */}
            <Dialog.Body>
              <Stack gap="3">
                <HStack justify="space-between" gap="3" wrap="wrap">
                  <Text fontSize="sm" color="fg.muted">
                    {t('admin.contributions.imageSize', { width: image.width, height: image.height })}
                  </Text>
                  <Button variant="outline" size="sm" aria-pressed={actual} onClick={() => setActual((v) => !v)}>
                    {t('admin.contributions.actualSize')}
                  </Button>
                </HStack>
                {image.notes && (
                  <Text whiteSpace="pre-wrap" wordBreak="break-word">
                    {image.notes}
                  </Text>
                )}
                <Box bg="bg.muted" rounded="md" w={actual ? 'max-content' : undefined}>
                  <chakra.img
                    src={props.url}
                    alt={t('admin.contributions.imageAlt', words)}
                    display="block"
                    mx="auto"
                    {...(actual
                      ? { maxW: 'none', w: `${image.width}px`, h: 'auto' }
                      : { maxW: 'full', maxH: 'calc(100dvh - 16rem)', w: 'auto', h: 'auto', objectFit: 'contain' })}
                  />
                </Box>
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild position="absolute" top="2" insetEnd="2">
              <CloseButton size="sm" aria-label={t('admin.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
