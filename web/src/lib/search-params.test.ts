import { describe, expect, it } from 'vitest';
import { filterHistory } from './search-params';

describe('filterHistory: one rule for filters on every page', () => {
  it('a change is a new entry, the scroll position kept', () => {
    expect(filterHistory('category', null, 'saude')).toEqual({ replace: false, preventScrollReset: true });
    expect(filterHistory('tag', 'form', null)).toEqual({ replace: false, preventScrollReset: true });
    expect(filterHistory('sort', 'none', 'views')).toEqual({ replace: false, preventScrollReset: true });
  });
  it('a search is an entry when it starts or is cleared; refining it replaces the entry', () => {
    expect(filterHistory('search', '', 'sau').replace).toBe(false);
    expect(filterHistory('search', 'sau', 'saude').replace).toBe(true);
    expect(filterHistory('search', 'saude', '').replace).toBe(false);
  });
});
