import { describe, expect, it } from 'vitest';
import { collectionPath, editLink, fragmentWithoutKey, KEY_HEADER, keyContext, keyFromFragment } from './edit-link';

const KEY = 'aB3_-'.repeat(8).slice(0, 43);

describe("a collection's addresses and its edit link's fragment", () => {
  it('the view page in each language; the edit link carries the key only in its fragment', () => {
    expect(collectionPath('abc', false)).toBe('/colecao/abc');
    expect(collectionPath('abc', true)).toBe('/en/colecao/abc');
    const link = editLink('https://vitrine.example', 'abc', KEY, true);
    expect(link).toBe(`https://vitrine.example/en/colecao/abc#editar=${KEY}`);
    const url = new URL(link);
    expect(`${url.pathname}${url.search}`).not.toContain(KEY);
  });

  it('reads the key from #editar=…, alone or beside other parts', () => {
    expect(keyFromFragment(`#editar=${KEY}`)).toBe(KEY);
    expect(keyFromFragment(`editar=${KEY}`)).toBe(KEY);
    expect(keyFromFragment(`#x=1&editar=${KEY}`)).toBe(KEY);
  });

  it('finds no key in an empty, foreign or malformed fragment', () => {
    expect(keyFromFragment('')).toBeNull();
    expect(keyFromFragment('#')).toBeNull();
    expect(keyFromFragment('#top')).toBeNull();
    expect(keyFromFragment('#editar=')).toBeNull();
    expect(keyFromFragment('#editar=short')).toBeNull();
    expect(keyFromFragment('#editar=<script>alert(1)</script>xxxxxxxx')).toBeNull();
  });

  it('the fragment without the key keeps its other parts', () => {
    expect(fragmentWithoutKey(`#editar=${KEY}`)).toBe('');
    expect(fragmentWithoutKey(`#x=1&editar=${KEY}`)).toBe('#x=1');
  });

  it("an edit's context sends the key in its header", () => {
    expect(keyContext(KEY)).toEqual({ headers: { [KEY_HEADER]: KEY } });
    expect(KEY_HEADER).toBe('x-collection-key');
  });
});
