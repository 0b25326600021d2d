import { useEffect, useRef } from 'react';
import { PLACEHOLDER_BG, useImageFallback } from '@/components/image';
import { alreadyFailed } from '@/components/image/smart-image';

/** The rendition's width hint: about a quarter of the page on a desktop, most of a phone. */
const SIZES = '(max-width: 767px) 75vw, 340px';

/**
 * A screen at the comparison's common height (--compare-h on the row): the width follows the picture's
 * own shape (`aspect-ratio: auto 9 / 16` reserves a phone's until it loads), so a tablet screenshot
 * is wider, not shorter. Same fallback ladder as SmartImage (CDN, then the proxy, then the alt text).
 */
export function CompareImage(props: { src: string; alt: string; priority: boolean }) {
  const { status, sources, onLoad, onError } = useImageFallback(props.src, 'screen', SIZES);
  const ref = useRef<HTMLImageElement>(null);
  // A server-rendered picture can finish before hydration attaches the handlers: read the element.
  useEffect(() => {
    const img = ref.current;
    if (!img?.complete) return;
    if (img.naturalWidth > 0) onLoad();
    else if (alreadyFailed(img)) onError();
  }, [sources?.src, onLoad, onError]);

  const frame = {
    display: 'block',
    height: 'var(--compare-h)',
    borderRadius: '8px',
    border: '1px solid var(--chakra-colors-border)',
    backgroundColor: PLACEHOLDER_BG,
  } as const;
  if (!sources) {
    return (
      <span
        {...(props.alt ? { role: 'img', 'aria-label': props.alt } : { 'aria-hidden': true })}
        data-testid="compare-image"
        data-image-status={status}
        style={{ ...frame, aspectRatio: '9 / 16', padding: '8px', fontSize: '0.875rem', color: '#4a5568' }}
      >
        {props.alt}
      </span>
    );
  }
  return (
    <img
      ref={ref}
      key={sources.src}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.sizes}
      alt={props.alt}
      data-testid="compare-image"
      data-image-status={status}
      loading={props.priority ? 'eager' : 'lazy'}
      decoding="async"
      onLoad={onLoad}
      onError={onError}
      style={{ ...frame, width: 'auto', maxWidth: 'none', aspectRatio: 'auto 9 / 16', objectFit: 'contain' }}
    />
  );
}
