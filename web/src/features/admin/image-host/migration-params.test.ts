import { describe, expect, it } from 'vitest';
import { normalizeParam, toMigrationInput } from './migration-params';

describe('migration parameters (spec section 5)', () => {
  it('a non-numeric, empty or zero entry means the default', () => {
    for (const raw of ['', '  ', 'abc', '0', '-0', '1e']) {
      expect(normalizeParam('maxRecords', raw)).toBe(100);
      expect(normalizeParam('batchSize', raw)).toBe(10);
      expect(normalizeParam('delayBetweenBatches', raw)).toBe(1000);
    }
  });

  it('accepts whole numbers within the bounds, the bounds included', () => {
    expect(normalizeParam('maxRecords', '1')).toBe(1);
    expect(normalizeParam('maxRecords', ' 1000 ')).toBe(1000);
    expect(normalizeParam('batchSize', '50')).toBe(50);
    expect(normalizeParam('delayBetweenBatches', '10000')).toBe(10000);
    expect(normalizeParam('delayBetweenBatches', '1')).toBe(1);
  });

  it('refuses what the server refuses: out of bounds, negative, fractional', () => {
    expect(normalizeParam('maxRecords', '1001')).toBeNull();
    expect(normalizeParam('batchSize', '51')).toBeNull();
    expect(normalizeParam('batchSize', '-3')).toBeNull();
    expect(normalizeParam('delayBetweenBatches', '10001')).toBeNull();
    expect(normalizeParam('maxRecords', '2.5')).toBeNull();
  });

  it('builds the mutation input, or names every field out of bounds', () => {
    expect(toMigrationInput({ type: 'logos', maxRecords: '', batchSize: '0', delayBetweenBatches: '250' })).toEqual({
      ok: true,
      input: { type: 'logos', maxRecords: 100, batchSize: 10, delayBetweenBatches: 250 },
    });
    expect(
      toMigrationInput({ type: 'screens', maxRecords: '5000', batchSize: '4', delayBetweenBatches: '-1' }),
    ).toEqual({ ok: false, invalid: ['maxRecords', 'delayBetweenBatches'] });
  });
});
