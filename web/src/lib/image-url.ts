// Delivery URLs for every image the app shows. Pure string logic (no DOM, no Node) so the server
// (SSR, feeds, emails) and the browser build identical URLs and therefore share cache entries.

export type ImageFormat = 'webp' | 'avif' | 'jpeg' | 'png' | 'auto' | 'original';
export type ImageVariantKind = 'screen' | 'card' | 'logo';
export type TransformOptions = { width?: number; height?: number; format?: ImageFormat; quality?: number };
/** How a source URL gets resized: by Cloudinary itself, our proxy, our /media route, or not at all. */
export type ImageSourceClass = 'cloudinary' | 'proxy' | 'local' | 'passthrough';
export type ImageSources = { src: string; srcSet?: string; sizes?: string };

export type ImagePreset = {
  widths: readonly number[];
  format: ImageFormat;
  quality: number;
  sizes: string;
  aspectRatio: number;
};

export const IMAGE_PRESETS: Record<ImageVariantKind, ImagePreset> = {
  // Phone screenshots shown large: one column on phones, ~640 px wide otherwise.
  screen: {
    widths: [640, 960, 1280],
    format: 'webp',
    quality: 80,
    sizes: '(max-width: 640px) 100vw, 640px',
    aspectRatio: 9 / 16,
  },
  card: {
    widths: [320, 480, 640],
    format: 'webp',
    quality: 85,
    sizes: '(max-width: 480px) 50vw, 320px',
    aspectRatio: 9 / 16,
  },
  // Logos sit at 32 CSS px; 64/96 cover 2× and 3× screens.
  logo: { widths: [32, 64, 96], format: 'webp', quality: 90, sizes: '32px', aspectRatio: 1 },
};

export const PROXY_PATH = '/proxy-image';
const CLOUDINARY_HOST = 'res.cloudinary.com';
const UPLOAD_SEGMENT = '/upload/';

function parseAbsolute(src: string): URL | null {
  if (!/^(https?:)?\/\//i.test(src)) return null;
  try {
    return new URL(src.startsWith('//') ? `https:${src}` : src);
  } catch {
    return null;
  }
}

export function classifyImageUrl(src: string): ImageSourceClass {
  const s = src.trim();
  if (!s || /^(data|blob):/i.test(s)) return 'passthrough';
  const abs = parseAbsolute(s);
  if (abs) {
    const host = abs.hostname.toLowerCase();
    if (host === CLOUDINARY_HOST && abs.pathname.includes(UPLOAD_SEGMENT)) return 'cloudinary';
    // Every other host goes through our proxy: the pages' CSP lets images load only from the site
    // and the configured image host, and the proxy decides which remote hosts are allowed.
    return 'proxy';
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(s)) return 'passthrough';
  if (s.startsWith('/media/')) return 'local';
  if (s.startsWith(`${PROXY_PATH}?`)) return 'passthrough';
  return 'proxy';
}

const positive = (n: number | undefined) =>
  n !== undefined && Number.isFinite(n) && n > 0 ? Math.round(n) : undefined;

export function cloudinaryUrl(src: string, o: TransformOptions): string {
  const at = src.indexOf(UPLOAD_SEGMENT);
  if (at < 0) return src;
  const parts = ['c_limit'];
  const w = positive(o.width);
  const h = positive(o.height);
  if (w) parts.push(`w_${w}`);
  if (h) parts.push(`h_${h}`);
  if (o.format && o.format !== 'original') parts.push(`f_${o.format === 'jpeg' ? 'jpg' : o.format}`);
  if (positive(o.quality)) parts.push(`q_${positive(o.quality)}`);
  const cut = at + UPLOAD_SEGMENT.length;
  return `${src.slice(0, cut)}${parts.join(',')}/${src.slice(cut)}`;
}

export function proxyImageUrl(src: string, o: TransformOptions, proxyPath = PROXY_PATH): string {
  const q = new URLSearchParams({ url: src });
  if (positive(o.width)) q.set('width', String(positive(o.width)));
  if (positive(o.height)) q.set('height', String(positive(o.height)));
  if (o.format) q.set('format', o.format);
  if (positive(o.quality)) q.set('quality', String(positive(o.quality)));
  return `${proxyPath}?${q.toString()}`;
}

export function localVariantUrl(src: string, o: TransformOptions): string {
  const q = new URLSearchParams();
  if (positive(o.width)) q.set('w', String(positive(o.width)));
  if (positive(o.height)) q.set('h', String(positive(o.height)));
  if (o.format) q.set('f', o.format);
  if (positive(o.quality)) q.set('q', String(positive(o.quality)));
  const qs = q.toString();
  if (!qs) return src;
  return `${src}${src.includes('?') ? '&' : '?'}${qs}`;
}

/** One resized URL for `src`, routed by where the image lives. */
export function imageUrl(src: string, o: TransformOptions, proxyPath = PROXY_PATH): string {
  switch (classifyImageUrl(src)) {
    case 'cloudinary':
      return cloudinaryUrl(src, o);
    case 'proxy':
      return proxyImageUrl(src, o, proxyPath);
    case 'local':
      return localVariantUrl(src, o);
    default:
      return src;
  }
}

export type SourceOverrides = Partial<Omit<ImagePreset, 'aspectRatio'>> & { proxyPath?: string; via?: 'proxy' };

/** src, srcSet and sizes for a kind's preset; `via: 'proxy'` forces the proxy (CDN fallback). */
export function buildImageSources(src: string, kind: ImageVariantKind, overrides: SourceOverrides = {}): ImageSources {
  const preset = { ...IMAGE_PRESETS[kind], ...overrides };
  const build = (width: number) => {
    const o = { width, format: preset.format, quality: preset.quality };
    return overrides.via === 'proxy'
      ? proxyImageUrl(src, o, overrides.proxyPath)
      : imageUrl(src, o, overrides.proxyPath);
  };
  if (overrides.via !== 'proxy' && classifyImageUrl(src) === 'passthrough') return { src };
  const widths = [...preset.widths].sort((a, b) => a - b);
  return {
    src: build(widths[0] ?? 640),
    srcSet: widths.map((w) => `${build(w)} ${w}w`).join(', '),
    sizes: preset.sizes,
  };
}
