import { describe, expect, it } from 'vitest';
import {
  buildImageSources,
  classifyImageUrl,
  IMAGE_PRESETS,
  imageUrl,
  proxyImageUrl,
} from '../../web/src/lib/image-url.ts';

const CDN = 'https://res.cloudinary.com/vitrine/image/upload/v1712/screens/rec1-home.png';
const AIRTABLE = 'https://v5.airtableusercontent.com/v3/u/29/29/1712/abc/def/shot.png';

describe('classifyImageUrl', () => {
  it.each([
    [CDN, 'cloudinary'],
    [AIRTABLE, 'proxy'],
    ['https://dl.airtable.com/.attachments/a/b/shot.png', 'proxy'],
    ['https://example.org/v3/u/1/x.png', 'proxy'],
    ['/media/screens/a.png', 'local'],
    ['/images/placeholder.png', 'proxy'],
    ['img/logo.png', 'proxy'],
    ['https://example.org/x.png', 'proxy'],
    ['https://res.cloudinary.com/vitrine/raw/private/x', 'proxy'],
    ['data:image/png;base64,AAAA', 'passthrough'],
    ['blob:https://app/x', 'passthrough'],
    ['javascript:alert(1)', 'passthrough'],
    ['', 'passthrough'],
  ])('%s → %s', (src, cls) => expect(classifyImageUrl(src)).toBe(cls));
});

describe('imageUrl', () => {
  it('inserts c_limit,w,h,f,q after /upload/ for Cloudinary', () => {
    expect(imageUrl(CDN, { width: 640, height: 1138, format: 'webp', quality: 80 })).toBe(
      'https://res.cloudinary.com/vitrine/image/upload/c_limit,w_640,h_1138,f_webp,q_80/v1712/screens/rec1-home.png',
    );
    expect(imageUrl(CDN, { width: 320, format: 'original', quality: 85 })).toBe(
      'https://res.cloudinary.com/vitrine/image/upload/c_limit,w_320,q_85/v1712/screens/rec1-home.png',
    );
  });

  it('routes Airtable, /v3/ and relative paths through /proxy-image with the URL encoded', () => {
    const out = imageUrl(AIRTABLE, { width: 640, format: 'webp', quality: 80 });
    expect(out).toBe(`/proxy-image?url=${encodeURIComponent(AIRTABLE)}&width=640&format=webp&quality=80`);
    expect(new URL(out, 'http://x').searchParams.get('url')).toBe(AIRTABLE);
    expect(imageUrl('/images/a b.png', { width: 32 })).toBe('/proxy-image?url=%2Fimages%2Fa+b.png&width=32');
    expect(proxyImageUrl(CDN, { width: 640, height: 10 }, 'https://app.example/proxy-image')).toBe(
      `https://app.example/proxy-image?url=${encodeURIComponent(CDN)}&width=640&height=10`,
    );
  });

  it('adds ?w=&h=&f=&q= to local /media URLs', () => {
    expect(imageUrl('/media/logos/a.png', { width: 64, height: 64, format: 'webp', quality: 90 })).toBe(
      '/media/logos/a.png?w=64&h=64&f=webp&q=90',
    );
    expect(imageUrl('/media/logos/a.png?v=2', { width: 64 })).toBe('/media/logos/a.png?v=2&w=64');
    expect(imageUrl('/media/logos/a.png', {})).toBe('/media/logos/a.png');
  });

  it('sends other hosts through the proxy (the CSP allows no other image origin) and ignores nonsense numbers', () => {
    expect(imageUrl('https://example.org/x.png', { width: 64 })).toBe(
      `/proxy-image?url=${encodeURIComponent('https://example.org/x.png')}&width=64`,
    );
    expect(imageUrl('/media/a/b.png', { width: Number.NaN, quality: -1 })).toBe('/media/a/b.png');
  });
});

describe('buildImageSources', () => {
  it('uses the preset defaults per kind', () => {
    expect(IMAGE_PRESETS.screen).toMatchObject({ widths: [640, 960, 1280], format: 'webp', quality: 80 });
    expect(IMAGE_PRESETS.card).toMatchObject({ widths: [320, 480, 640], quality: 85 });
    expect(IMAGE_PRESETS.logo).toMatchObject({ widths: [32, 64, 96], quality: 90 });
  });

  it('builds src, srcSet and sizes for screens on Cloudinary', () => {
    const s = buildImageSources(CDN, 'screen');
    const base = 'https://res.cloudinary.com/vitrine/image/upload';
    expect(s.src).toBe(`${base}/c_limit,w_640,f_webp,q_80/v1712/screens/rec1-home.png`);
    expect(s.srcSet).toBe(
      [640, 960, 1280].map((w) => `${base}/c_limit,w_${w},f_webp,q_80/v1712/screens/rec1-home.png ${w}w`).join(', '),
    );
    expect(s.sizes).toBe(IMAGE_PRESETS.screen.sizes);
  });

  it('builds card sources through the proxy for Airtable attachments', () => {
    const s = buildImageSources(AIRTABLE, 'card');
    const enc = encodeURIComponent(AIRTABLE);
    expect(s.src).toBe(`/proxy-image?url=${enc}&width=320&format=webp&quality=85`);
    expect(s.srcSet?.split(', ').map((e) => e.split(' ')[1])).toEqual(['320w', '480w', '640w']);
    expect(s.sizes).toBe(IMAGE_PRESETS.card.sizes);
  });

  it('builds logo sources on the local host', () => {
    expect(buildImageSources('/media/logos/app.png', 'logo')).toEqual({
      src: '/media/logos/app.png?w=32&f=webp&q=90',
      srcSet:
        '/media/logos/app.png?w=32&f=webp&q=90 32w, /media/logos/app.png?w=64&f=webp&q=90 64w, /media/logos/app.png?w=96&f=webp&q=90 96w',
      sizes: '32px',
    });
  });

  it('can force the proxy (CDN fallback); other hosts always take it', () => {
    const s = buildImageSources(CDN, 'logo', { via: 'proxy' });
    expect(s.src).toBe(`/proxy-image?url=${encodeURIComponent(CDN)}&width=32&format=webp&quality=90`);
    const other = buildImageSources('https://example.org/x.png', 'card');
    expect(other.src).toBe(
      `/proxy-image?url=${encodeURIComponent('https://example.org/x.png')}&width=320&format=webp&quality=85`,
    );
    expect(other.srcSet?.split(', ')).toHaveLength(3);
    expect(buildImageSources('data:image/png;base64,AAAA', 'card')).toEqual({ src: 'data:image/png;base64,AAAA' });
    expect(buildImageSources('/media/a/b.png', 'card', { widths: [100], sizes: '100px', format: 'avif' }).srcSet).toBe(
      '/media/a/b.png?w=100&f=avif&q=85 100w',
    );
  });
});
