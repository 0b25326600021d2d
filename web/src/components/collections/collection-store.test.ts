import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  COLLECTIONS_KEY,
  editKeyFor,
  forgetCollection,
  MAX_STORED,
  parseStored,
  readStored,
  rememberCollection,
  renameStored,
  useStoredCollections,
} from './collection-store';

const ID = 'AbCdEfGhIjKlMnOpQrStUv';
const KEY = 'k'.repeat(43);
const OTHER = 'ZyXwVuTsRqPoNmLkJiHgFe';

describe('the collections this browser keeps (local storage, vitrine.collections)', () => {
  it('remembers a collection with its key and when, newest first, once per id', () => {
    rememberCollection({ id: ID, title: 'Logins', editKey: KEY }, new Date('2026-01-01T00:00:00Z'));
    rememberCollection({ id: OTHER, title: 'Mapas', editKey: KEY }, new Date('2026-01-02T00:00:00Z'));
    rememberCollection({ id: ID, title: 'Logins', editKey: `${KEY}x` }, new Date('2026-01-03T00:00:00Z'));
    const stored = JSON.parse(window.localStorage.getItem(COLLECTIONS_KEY) ?? '[]');
    expect(stored).toEqual([
      { id: ID, title: 'Logins', editKey: `${KEY}x`, savedAt: '2026-01-03T00:00:00.000Z' },
      { id: OTHER, title: 'Mapas', editKey: KEY, savedAt: '2026-01-02T00:00:00.000Z' },
    ]);
    expect(editKeyFor(ID)).toBe(`${KEY}x`);
  });

  it('renames and forgets; an unknown id changes nothing', () => {
    rememberCollection({ id: ID, title: '', editKey: KEY });
    renameStored(ID, 'Cadastro');
    expect(readStored()[0]?.title).toBe('Cadastro');
    forgetCollection(OTHER);
    expect(readStored()).toHaveLength(1);
    forgetCollection(ID);
    expect(readStored()).toEqual([]);
    expect(editKeyFor(ID)).toBeNull();
  });

  it('reads damaged storage as nothing and skips entries of another shape', () => {
    expect(parseStored('{not json')).toEqual([]);
    expect(parseStored('{"id":"x"}')).toEqual([]);
    const good = { id: ID, title: 'Ok', editKey: KEY, savedAt: 'now' };
    const list = [good, { id: ID }, { id: 'has space', title: 'x', editKey: KEY, savedAt: 'now' }, null, 7];
    expect(parseStored(JSON.stringify(list))).toEqual([good]);
  });

  it('refuses ids and keys that could not be the server’s', () => {
    rememberCollection({ id: '../etc', title: 'x', editKey: KEY });
    rememberCollection({ id: ID, title: 'x', editKey: 'short' });
    expect(readStored()).toEqual([]);
  });

  it(`keeps at most ${MAX_STORED}, forgetting the oldest`, () => {
    for (let i = 0; i <= MAX_STORED; i++) {
      rememberCollection({ id: `c${String(i).padStart(3, '0')}`, title: String(i), editKey: KEY });
    }
    const stored = readStored();
    expect(stored).toHaveLength(MAX_STORED);
    expect(stored[0]?.id).toBe(`c${String(MAX_STORED).padStart(3, '0')}`);
    expect(stored.some((c) => c.id === 'c000')).toBe(false);
  });

  it('the hook follows changes made here and in other tabs', () => {
    const { result } = renderHook(() => useStoredCollections());
    expect(result.current).toEqual([]);
    act(() => rememberCollection({ id: ID, title: 'Aqui', editKey: KEY }));
    expect(result.current.map((c) => c.title)).toEqual(['Aqui']);
    act(() => {
      window.localStorage.setItem(COLLECTIONS_KEY, JSON.stringify([]));
      window.dispatchEvent(new StorageEvent('storage', { key: COLLECTIONS_KEY }));
    });
    expect(result.current).toEqual([]);
  });
});
