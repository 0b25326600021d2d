import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  COMPARE_KEY,
  COMPARE_MAX,
  cleanSelection,
  clearCompare,
  comparePath,
  compareSelection,
  resetCompareMemory,
  toggleCompare,
  useCompareSelection,
} from './compare-store';

const stored = () => JSON.parse(sessionStorage.getItem(COMPARE_KEY) ?? 'null');

describe('the compare pick', () => {
  beforeEach(() => {
    sessionStorage.clear();
    resetCompareMemory();
  });
  afterEach(() => {
    sessionStorage.clear();
    resetCompareMemory();
  });

  it('adds and takes out screens in pick order, kept in sessionStorage', () => {
    expect(toggleCompare(7)).toBe('added');
    expect(toggleCompare(3)).toBe('added');
    expect(toggleCompare(9)).toBe('added');
    expect(stored()).toEqual([7, 3, 9]);
    expect(toggleCompare(3)).toBe('removed');
    expect(compareSelection()).toEqual([7, 9]);
    expect(stored()).toEqual([7, 9]);
  });

  it(`refuses a screen past ${COMPARE_MAX}, and takes one again once one is out`, () => {
    for (let id = 1; id <= COMPARE_MAX; id++) expect(toggleCompare(id)).toBe('added');
    expect(toggleCompare(99)).toBe('full');
    expect(compareSelection()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(toggleCompare(2)).toBe('removed');
    expect(toggleCompare(99)).toBe('added');
    expect(stored()).toEqual([1, 3, 4, 5, 6, 99]);
  });

  it('clearing empties the pick and the storage', () => {
    toggleCompare(1);
    toggleCompare(2);
    clearCompare();
    expect(compareSelection()).toEqual([]);
    expect(sessionStorage.getItem(COMPARE_KEY)).toBeNull();
  });

  it('reads what an earlier page of this tab stored, and survives a hand-edited value', () => {
    sessionStorage.setItem(COMPARE_KEY, JSON.stringify([4, 4, 'x', -1, 1.5, 8]));
    expect(compareSelection()).toEqual([4, 8]);
    resetCompareMemory();
    sessionStorage.setItem(COMPARE_KEY, '{not json');
    expect(compareSelection()).toEqual([]);
    expect(toggleCompare(5)).toBe('added');
    expect(stored()).toEqual([5]);
  });

  it('cleans any stored shape to at most six ids', () => {
    expect(cleanSelection(null)).toEqual([]);
    expect(cleanSelection({ 0: 1 })).toEqual([]);
    expect(cleanSelection([1, 2, 3, 4, 5, 6, 7, 8])).toEqual([1, 2, 3, 4, 5, 6]);
    expect(cleanSelection([0, 2 ** 31, 3])).toEqual([3]);
  });

  it('components follow the pick as it changes', () => {
    const { result } = renderHook(() => useCompareSelection());
    expect(result.current).toEqual([]);
    act(() => {
      toggleCompare(12);
    });
    expect(result.current).toEqual([12]);
    const before = result.current;
    // Same pick, same array: React does not re-render for nothing.
    expect(compareSelection()).toBe(before);
    act(() => clearCompare());
    expect(result.current).toEqual([]);
  });

  it('links to the comparison with readable commas', () => {
    expect(comparePath([3, 1, 2])).toBe('/comparar?telas=3,1,2');
  });
});
