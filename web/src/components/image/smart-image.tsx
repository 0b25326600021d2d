// Image with a reserved box (no layout shift), a grey placeholder until it loads, a fade-in, and
// the CDN → proxy → alt-text fallback ladder. Plain style props so it drops into Chakra UI later.
import { type CSSProperties, useEffect, useRef } from 'react';
import { IMAGE_PRESETS, type ImageVariantKind } from '../../lib/image-url.ts';
import { type ImageStatus, useImageFallback } from './use-image-fallback.ts';

export type SmartImageProps = {
  src: string | null | undefined;
  alt: string;
  kind?: ImageVariantKind;
  /** Real width/height attributes; also give the box its aspect ratio. */
  htmlWidth?: number;
  htmlHeight?: number;
  /** width / height; defaults to the kind's usual shape when no dimensions are given. */
  aspectRatio?: number;
  /** Above-the-fold images: eager and (unless `fetchPriority` says otherwise) high fetch priority. */
  priority?: boolean;
  /** For eager images beyond the first few, so they do not compete with the largest one. */
  fetchPriority?: 'high' | 'auto';
  sizes?: string;
  fit?: 'cover' | 'contain';
  proxyPath?: string;
  className?: string;
  style?: CSSProperties;
  onStatusChange?: (status: ImageStatus) => void;
};

export const PLACEHOLDER_BG = '#e2e8f0';
export const FADE_MS = 200;

function Inner(props: SmartImageProps) {
  const { src, alt, kind = 'screen', htmlWidth, htmlHeight, priority = false, fit = 'cover' } = props;
  const { stage, status, sources, onLoad, onError } = useImageFallback(src, kind, props.sizes, props.proxyPath);
  const imgRef = useRef<HTMLImageElement>(null);
  const onStatusChange = props.onStatusChange;

  useEffect(() => onStatusChange?.(status), [status, onStatusChange]);
  // A server-rendered image can finish, or fail, before React attaches onLoad and onError
  // (hydration): its outcome is read from the element itself, so a dead address still walks the
  // fallback ladder instead of staying a broken-image icon. A lazy image not yet requested has no
  // currentSrc and is left alone. Re-checked whenever the rendition (sources.src) changes.
  useEffect(() => {
    const img = imgRef.current;
    if (!img?.complete) return;
    if (img.naturalWidth > 0) onLoad();
    else if (alreadyFailed(img)) onError();
  }, [sources?.src, onLoad, onError]);

  const ratio =
    props.aspectRatio !== undefined
      ? `${props.aspectRatio} / 1`
      : htmlWidth && htmlHeight
        ? `${htmlWidth} / ${htmlHeight}`
        : `${IMAGE_PRESETS[kind].aspectRatio} / 1`;
  const box: CSSProperties = {
    position: 'relative',
    display: 'block',
    overflow: 'hidden',
    backgroundColor: PLACEHOLDER_BG,
    aspectRatio: ratio,
    width: htmlWidth ? `${htmlWidth}px` : '100%',
    maxWidth: '100%',
    ...props.style,
  };

  return (
    <span className={props.className} style={box} data-image-status={status} data-image-stage={stage}>
      {sources ? (
        <img
          ref={imgRef}
          key={sources.src}
          src={sources.src}
          srcSet={sources.srcSet}
          sizes={sources.sizes}
          alt={alt}
          width={htmlWidth}
          height={htmlHeight}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? (props.fetchPriority ?? 'high') : undefined}
          decoding="async"
          onLoad={onLoad}
          onError={onError}
          style={{
            display: 'block',
            width: '100%',
            height: '100%',
            objectFit: fit,
            opacity: status === 'loaded' ? 1 : 0,
            transition: `opacity ${FADE_MS}ms ease-in`,
          }}
        />
      ) : (
        <span
          {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
          style={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            padding: '8px',
            textAlign: 'center',
            color: '#4a5568',
            fontSize: kind === 'logo' ? '0.625rem' : '0.875rem',
            overflow: 'hidden',
          }}
        >
          {alt}
        </span>
      )}
    </span>
  );
}

/** complete with no pixels: the request ended in an error (an empty src never gets here). */
export function alreadyFailed(img: HTMLImageElement): boolean {
  return img.complete && img.naturalWidth === 0 && img.currentSrc !== '' && Boolean(img.getAttribute('src'));
}

/** Keyed by src so a new image starts again from the top of the fallback ladder. */
export function SmartImage(props: SmartImageProps) {
  return <Inner key={`${props.src ?? ''}|${props.kind ?? 'screen'}`} {...props} />;
}
