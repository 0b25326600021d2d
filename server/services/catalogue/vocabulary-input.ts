// The catalogue's fixed words as inputs: any spelling, pt-BR or English label, is the stored value;
// anything else is refused with the accepted list (never a filter that silently finds nothing).
import { z } from 'zod';
import type { ServiceContext } from '../platform/context.ts';
import { issue, ValidationError } from '../platform/errors.ts';
import {
  acceptedValues,
  COUNTRY_EN,
  countryValue,
  type VocabularyKind,
  vocabularyValue,
} from '../platform/vocabulary.ts';

export const vocabularyInput = (kind: VocabularyKind) =>
  z
    .string()
    .trim()
    .transform((v) => vocabularyValue(kind, v))
    .refine((v) => v !== undefined, { message: 'FIELD_ONE_OF', params: { field: kind, values: acceptedValues(kind) } })
    .transform((v) => v as string)
    // The OpenAPI document lists the spellings from here, the one list the refusal names too.
    .meta({ description: `Case and accents ignored; one of: ${acceptedValues(kind)}` });

/** A country filter: the stored (Portuguese) name or its English one, any case or accents. */
export const countryInput = z
  .string()
  .trim()
  .max(100)
  .meta({
    description: `A country of a public app, in Portuguese or English: ${Object.entries(COUNTRY_EN)
      .map(([pt, en]) => (pt === en ? pt : `${pt} (${en})`))
      .join(', ')}`,
  });

/** The stored country a filter names; a country no public app has is refused with those that exist. */
export async function resolveCountry(ctx: ServiceContext, input: string | undefined): Promise<string | undefined> {
  if (!input) return undefined;
  const rows = await ctx.db.app.findMany({
    where: { hidden: false },
    distinct: ['country'],
    select: { country: true },
    orderBy: { country: 'asc' },
  });
  const known = rows.map((r) => r.country).filter(Boolean);
  const found = countryValue(input, known);
  if (found) return found;
  throw new ValidationError([issue('country', 'FIELD_ONE_OF', { values: known.join(', ') })]);
}
