import { describe, expect, it } from 'vitest';
import {
  activeCount,
  clearFilters,
  galleryFilter,
  gallerySort,
  readGalleryParams,
  writeGalleryParams,
} from './gallery-params';

const read = (query: string) => readGalleryParams(new URLSearchParams(query));

describe('gallery state in the address', () => {
  it('reads several tags (AND), each filter, and the sort; blanks and repeats are dropped', () => {
    const p = read(
      'tag=form&tag=%20card%20&tag=form&tag=&category=saude&country=Brasil&platform=ios&type=federal&app=Meu-INSS&search=%20login%20&sort=app',
    );
    expect(p).toEqual({
      tags: ['form', 'card'],
      category: 'saude',
      country: 'Brasil',
      platform: 'iOS',
      type: 'Federal',
      app: 'meu-inss',
      search: 'login',
      sort: 'app',
    });
    expect(galleryFilter(p)).toEqual({
      tags: ['form', 'card'],
      category: 'saude',
      country: 'Brasil',
      platform: 'iOS',
      type: 'Federal',
      app: 'meu-inss',
      search: 'login',
    });
    expect(gallerySort(p)).toBe('app');
    expect(activeCount(p)).toBe(8);
  });

  it('understands other spellings of platforms and ignores unknown values and sorts', () => {
    expect(read('platform=cross-platform').platform).toBe('CrossPlatform');
    expect(read('platform=windows&type=galactic&sort=mixed')).toEqual({ tags: [] });
    expect(read('sort=relevance').sort).toBeUndefined();
  });

  it('sends nothing when nothing is chosen, so the default sort is the server’s (mixed, or relevance when searching)', () => {
    expect(galleryFilter(read(''))).toBeUndefined();
    expect(gallerySort(read('search=inss'))).toBeUndefined();
    expect(gallerySort(read('sort=newest'))).toBe('newest');
  });

  it('writes one entry per tag, keeps ?screen= and other parameters, and removes cleared ones', () => {
    const prev = new URLSearchParams('screen=rec1&category=saude&utm=x');
    const next = writeGalleryParams(prev, { tags: ['form', 'card'], platform: 'Android', sort: 'newest' });
    expect(next.toString()).toBe('screen=rec1&utm=x&tag=form&tag=card&platform=Android&sort=newest');
    expect(readGalleryParams(next)).toEqual({ tags: ['form', 'card'], platform: 'Android', sort: 'newest' });
  });

  it('clearing the filters keeps the chosen sort', () => {
    const p = read('tag=form&app=enem&search=x&sort=app');
    expect(clearFilters(p)).toEqual({ tags: [], sort: 'app' });
    expect(
      writeGalleryParams(new URLSearchParams('tag=form&app=enem&search=x&sort=app'), clearFilters(p)).toString(),
    ).toBe('sort=app');
  });
});
