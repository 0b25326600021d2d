import { Box, HStack, IconButton, Text } from '@chakra-ui/react';
import { LineIcon } from '@/components/line-icon';
import { useT } from '@/i18n/i18n-provider';
import { isZoomed, MAX_SCALE, MIN_SCALE, ZOOM_STEP, type ZoomState } from './zoom-state';

/** Buttons for what +, − and 0 do on the keyboard, and the current zoom level. */
export function ZoomControls(props: { zoom: ZoomState; onZoom: (factor: number) => void; onReset: () => void }) {
  const t = useT();
  const { scale } = props.zoom;
  return (
    <HStack gap="2" wrap="wrap">
      <IconButton
        variant="outline"
        size="sm"
        aria-label={t('viewer.zoomOut')}
        aria-keyshortcuts="-"
        disabled={scale <= MIN_SCALE}
        onClick={() => props.onZoom(1 / ZOOM_STEP)}
      >
        <LineIcon name="minus" size={16} />
      </IconButton>
      <Text fontSize="sm" color="fg.muted" minW="20" textAlign="center" aria-live="polite" data-testid="zoom-level">
        {t('viewer.zoomLevel', { level: scale })}
      </Text>
      <IconButton
        variant="outline"
        size="sm"
        aria-label={t('viewer.zoomIn')}
        aria-keyshortcuts="+"
        disabled={scale >= MAX_SCALE}
        onClick={() => props.onZoom(ZOOM_STEP)}
      >
        <LineIcon name="plus" size={16} />
      </IconButton>
      <IconButton
        variant="outline"
        size="sm"
        aria-label={t('viewer.zoomReset')}
        aria-keyshortcuts="0"
        disabled={!isZoomed(props.zoom)}
        onClick={props.onReset}
      >
        <LineIcon name="fit" size={16} />
      </IconButton>
      <Box as="p" srOnly>
        {t('viewer.imageHint')}
      </Box>
    </HStack>
  );
}
