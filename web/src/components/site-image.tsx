import { Box, type BoxProps } from '@chakra-ui/react';
import { SmartImage } from '@/components/image';
import type { ImageVariantKind } from '@/lib/image-url';

type Props = Omit<BoxProps, 'children'> & {
  src: string | null | undefined;
  alt: string;
  kind: ImageVariantKind;
  /** Intrinsic size, set on the <img> so the box is reserved before the picture arrives (CLS 0). */
  width: number;
  height: number;
  /** Aspect ratio of the frame (defaults to width / height); the picture is cropped to it. */
  ratio?: number;
  priority?: boolean;
  fetchPriority?: 'high' | 'auto';
  sizes?: string;
};

/**
 * The image pipeline's SmartImage (placeholder, fade-in, CDN → proxy → alt-text fallbacks) in a
 * Chakra frame. Priority images skip the fade: server-rendered pictures then paint before
 * hydration, which is what Largest Contentful Paint measures.
 */
export function SiteImage(props: Props) {
  const { src, alt, kind, width, height, ratio, priority, fetchPriority, sizes, ...frame } = props;
  return (
    <Box
      overflow="hidden"
      flexShrink={0}
      {...frame}
      css={{
        '& img': { objectPosition: 'top', ...(priority ? { opacity: '1 !important', transition: 'none' } : {}) },
      }}
    >
      <SmartImage
        src={src}
        alt={alt}
        kind={kind}
        htmlWidth={width}
        htmlHeight={height}
        aspectRatio={ratio ?? width / height}
        priority={priority}
        fetchPriority={fetchPriority}
        sizes={sizes}
        style={{ width: '100%' }}
      />
    </Box>
  );
}
