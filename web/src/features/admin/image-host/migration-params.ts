import type { MessageId } from '@/i18n/messages';

// Spec sections 3 and 5, "Migration parameters" and "Migration inputs". The server applies the same
// rule (server/services/admin/image-tools.ts); checking here too lets the form say what is wrong at once.

export const MIGRATION_TYPES = ['screens', 'logos', 'categories'] as const;
export type MigrationType = (typeof MIGRATION_TYPES)[number];

export const TYPE_LABELS: Record<MigrationType, MessageId> = {
  screens: 'admin.migration.typeScreens',
  logos: 'admin.migration.typeLogos',
  categories: 'admin.migration.typeCategories',
};

export type NumberParam = 'maxRecords' | 'batchSize' | 'delayBetweenBatches';

export const BOUNDS: Record<NumberParam, { min: number; max: number; default: number }> = {
  maxRecords: { min: 1, max: 1000, default: 100 },
  batchSize: { min: 1, max: 50, default: 10 },
  delayBetweenBatches: { min: 0, max: 10_000, default: 1000 },
};

export const NUMBER_PARAMS: NumberParam[] = ['maxRecords', 'batchSize', 'delayBetweenBatches'];

export type MigrationValues = { type: MigrationType } & Record<NumberParam, string>;

export const DEFAULT_MIGRATION: MigrationValues = {
  type: 'screens',
  maxRecords: String(BOUNDS.maxRecords.default),
  batchSize: String(BOUNDS.batchSize.default),
  delayBetweenBatches: String(BOUNDS.delayBetweenBatches.default),
};

/**
 * A non-numeric or zero entry means the default; anything else must be a whole number within the
 * bounds (null when it is not: the server would refuse it too).
 */
export function normalizeParam(name: NumberParam, raw: string): number | null {
  const b = BOUNDS[name];
  const n = raw.trim() === '' ? Number.NaN : Number(raw);
  const value = Number.isFinite(n) && n !== 0 ? n : b.default;
  return Number.isInteger(value) && value >= b.min && value <= b.max ? value : null;
}

export type MigrationInput = { type: MigrationType } & Record<NumberParam, number>;

/** The values to send, or the fields that are out of bounds. */
export function toMigrationInput(
  values: MigrationValues,
): { ok: true; input: MigrationInput } | { ok: false; invalid: NumberParam[] } {
  const numbers = NUMBER_PARAMS.map((name) => [name, normalizeParam(name, values[name])] as const);
  const invalid = numbers.filter(([, v]) => v === null).map(([name]) => name);
  if (invalid.length > 0) return { ok: false, invalid };
  return { ok: true, input: { type: values.type, ...(Object.fromEntries(numbers) as Record<NumberParam, number>) } };
}

/** The form's text for values that were sent (so an entry that fell back shows its default). */
export function toMigrationValues(input: MigrationInput): MigrationValues {
  return {
    type: input.type,
    maxRecords: String(input.maxRecords),
    batchSize: String(input.batchSize),
    delayBetweenBatches: String(input.delayBetweenBatches),
  };
}
