// The fallback ladder for one image: CDN rendition → original through our proxy (CDN only) →
// placeholder. Kept apart from the markup so the order is easy to read and test.
import { useCallback, useMemo, useState } from 'react';
import { buildImageSources, classifyImageUrl, type ImageSources, type ImageVariantKind } from '../../lib/image-url.ts';

export type ImageStage = 'primary' | 'proxy' | 'failed';
export type ImageStatus = 'loading' | 'loaded' | 'failed';

export function useImageFallback(
  src: string | null | undefined,
  kind: ImageVariantKind,
  sizes?: string,
  proxyPath?: string,
) {
  const [stage, setStage] = useState<ImageStage>(src ? 'primary' : 'failed');
  const [loaded, setLoaded] = useState(false);

  const sources: ImageSources | null = useMemo(() => {
    if (!src || stage === 'failed') return null;
    const overrides = { proxyPath, ...(sizes ? { sizes } : {}) };
    return buildImageSources(src, kind, stage === 'proxy' ? { ...overrides, via: 'proxy' } : overrides);
  }, [src, kind, sizes, proxyPath, stage]);

  const onError = useCallback(() => {
    setLoaded(false);
    // Cloudinary can fail (quota, deleted derived asset) while the original is still fetchable.
    setStage((s) => (s === 'primary' && src && classifyImageUrl(src) === 'cloudinary' ? 'proxy' : 'failed'));
  }, [src]);
  const onLoad = useCallback(() => setLoaded(true), []);

  const status: ImageStatus = stage === 'failed' ? 'failed' : loaded ? 'loaded' : 'loading';
  return { stage, status, sources, onLoad, onError };
}
