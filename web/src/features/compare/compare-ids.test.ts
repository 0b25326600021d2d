import { describe, expect, it } from 'vitest';
import { parseCompareIds } from './compare-ids';

describe('?telas= of the comparison page', () => {
  it('reads 2 to 6 ids in the order given', () => {
    expect(parseCompareIds('3,1,2')).toEqual({ ok: true, ids: [3, 1, 2] });
    expect(parseCompareIds(' 10 , 20 ')).toEqual({ ok: true, ids: [10, 20] });
    expect(parseCompareIds('1,2,3,4,5,6')).toEqual({ ok: true, ids: [1, 2, 3, 4, 5, 6] });
  });

  it('drops blanks (a trailing comma) and repeats', () => {
    expect(parseCompareIds('1,,2,')).toEqual({ ok: true, ids: [1, 2] });
    expect(parseCompareIds('5,5,6,5')).toEqual({ ok: true, ids: [5, 6] });
  });

  it('fewer than two is too few, also once repeats are dropped', () => {
    expect(parseCompareIds(null)).toEqual({ ok: false, problem: 'tooFew', ids: [] });
    expect(parseCompareIds('')).toEqual({ ok: false, problem: 'tooFew', ids: [] });
    expect(parseCompareIds('4')).toEqual({ ok: false, problem: 'tooFew', ids: [4] });
    expect(parseCompareIds('4,4')).toEqual({ ok: false, problem: 'tooFew', ids: [4] });
  });

  it('more than six is too many', () => {
    expect(parseCompareIds('1,2,3,4,5,6,7')).toMatchObject({ ok: false, problem: 'tooMany' });
  });

  it('anything that is not an id makes the link invalid', () => {
    for (const raw of ['1,abc', '1,2.5', '1,-2', '0,1', '1,0x10', '1,1e3', '1,99999999999', '1;2', `1,${2 ** 31}`]) {
      expect(parseCompareIds(raw), raw).toEqual({ ok: false, problem: 'invalid', ids: [] });
    }
    expect(parseCompareIds('1,'.repeat(150))).toMatchObject({ ok: false, problem: 'invalid' });
  });
});
