import { Box } from '@chakra-ui/react';
import { type Dispatch, type ReactNode, type RefObject, useState } from 'react';
import { SiteImage } from '@/components/site-image';
import { imageUrl } from '@/lib/image-url';
import { useZoomGestures } from './use-zoom-gestures';
import { isZoomed, type ZoomAction, type ZoomState } from './zoom-state';

// The largest rendition the image pipeline makes: the original's full resolution for our 1080 px
// screenshots, straight from the CDN when there is one (the download route reads whole originals).
const FULL = { width: 1820, format: 'webp', quality: 90 } as const;

/**
 * The viewer's picture: zoomed and panned by a CSS transform, with the full-resolution rendition
 * laid over it from the first zoom on (the screen-sized one stays underneath while it loads).
 */
export function ZoomFrame(props: {
  src: string;
  alt: string;
  frame: RefObject<HTMLDivElement | null>;
  zoom: ZoomState;
  dispatch: Dispatch<ZoomAction>;
  onSwipe: (direction: -1 | 1) => void;
  /** Drawn over the picture, zoomed with it (the searched words' marks). */
  overlay?: ReactNode;
}) {
  const { zoom, dispatch } = props;
  const gestures = useZoomGestures(props.frame, zoom, dispatch, props.onSwipe);
  const zoomed = isZoomed(zoom);
  const [full, setFull] = useState<'off' | 'loading' | 'loaded'>('off');
  if (zoomed && full === 'off') setFull('loading');

  return (
    <Box
      ref={props.frame}
      position="relative"
      overflow="hidden"
      rounded="lg"
      borderWidth="1px"
      // Unzoomed, vertical drags still scroll the sheet; zoomed, every drag pans the picture.
      touchAction={zoomed ? 'none' : 'pan-y'}
      cursor={zoomed ? 'grab' : 'zoom-in'}
      userSelect="none"
      data-testid="zoom-frame"
      data-zoom={zoom.scale.toFixed(2)}
      onDragStart={(e) => e.preventDefault()}
      onDoubleClick={(e) => {
        const rect = e.currentTarget.getBoundingClientRect();
        const size = { width: rect.width, height: rect.height };
        dispatch(
          zoomed
            ? { type: 'reset' }
            : { type: 'zoomBy', factor: 2, size, focus: { x: e.clientX - rect.left, y: e.clientY - rect.top } },
        );
      }}
      {...gestures}
    >
      <Box
        transformOrigin="0 0"
        style={{ transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` }}
        position="relative"
      >
        <SiteImage src={props.src} alt={props.alt} kind="screen" width={1024} height={1820} ratio={9 / 16} priority />
        {full !== 'off' && (
          // The same picture again, sharper: decorative, the one underneath carries the alt text.
          <img
            src={imageUrl(props.src, FULL)}
            alt=""
            aria-hidden="true"
            width={1024}
            height={1820}
            data-full-res={full}
            onLoad={() => setFull('loaded')}
            style={{
              position: 'absolute',
              inset: 0,
              width: '100%',
              height: '100%',
              objectFit: 'cover',
              objectPosition: 'top',
              opacity: full === 'loaded' ? 1 : 0,
            }}
          />
        )}
        {props.overlay}
      </Box>
    </Box>
  );
}
