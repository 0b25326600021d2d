import { Box, Button, HStack, IconButton, Text } from '@chakra-ui/react';
import { SaveToCollectionButton } from '@/components/collections/save-button';
import { LineIcon } from '@/components/line-icon';
import { useT } from '@/i18n/i18n-provider';
import { CopyLinkButton } from './copy-link-button';

/** Previous / position / next, the share link, saving to a collection and the original image's download. */
export function ViewerControls(props: {
  position: string;
  onStep: (delta: -1 | 1) => void;
  /** The page before is loading (Previous pressed at the first screen, or at the first of the end's). */
  loadingPrevious?: boolean;
  /** The next page is loading (Next pressed at the last loaded screen). */
  loading?: boolean;
  /** The page Previous or Next went for could not be read (pressing again retries). */
  failed?: boolean;
  sharePath: string;
  downloadPath: string;
  /** Issue 38: the open screen, for 'Save to collection'. */
  screen: { dbId: number; name: string };
}) {
  const t = useT();
  return (
    <HStack gap="2" wrap="wrap">
      <IconButton
        variant="outline"
        size="sm"
        aria-label={t('viewer.previous')}
        loading={props.loadingPrevious}
        onClick={() => props.onStep(-1)}
      >
        <LineIcon name="chevronLeft" size={18} />
      </IconButton>
      <Text
        fontSize="sm"
        color="fg.muted"
        minW="16"
        textAlign="center"
        aria-live="polite"
        data-testid="viewer-position"
      >
        {props.position}
      </Text>
      <IconButton
        variant="outline"
        size="sm"
        aria-label={t('viewer.next')}
        loading={props.loading}
        onClick={() => props.onStep(1)}
      >
        <LineIcon name="chevronRight" size={18} />
      </IconButton>
      <CopyLinkButton path={props.sharePath} />
      <SaveToCollectionButton screenId={props.screen.dbId} screenName={props.screen.name} />
      {/* The server sends the original with a file name (attachment); `download` keeps the page. */}
      <Button asChild variant="outline" size="sm">
        <a href={props.downloadPath} download data-testid="viewer-download">
          <LineIcon name="download" size={16} />
          {t('viewer.download')}
          <Box as="span" srOnly>
            {` ${t('viewer.downloadHint')}`}
          </Box>
        </a>
      </Button>
      {props.failed && (
        <Text role="alert" fontSize="sm" color="fg.error" w="full" data-testid="viewer-load-failed">
          {t('viewer.loadFailed')}
        </Text>
      )}
    </HStack>
  );
}
