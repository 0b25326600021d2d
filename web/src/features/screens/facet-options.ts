import { useMemo } from 'react';
import type { FilterBar_FacetsFragment } from '@/gql/graphql';
import { useLanguage } from '@/i18n/i18n-provider';
import { useTagLabel, useValueLabel } from '@/i18n/tag-label';
import { categoryParam } from '@/lib/text';
import type { GalleryParams } from './gallery-params';

export type FacetKey = 'category' | 'country' | 'platform' | 'type' | 'app';
export const FACET_KEYS: readonly FacetKey[] = ['category', 'country', 'platform', 'type', 'app'];

/** One choice of a filter: what goes in the address, what people read, and its count. */
export type FilterOption = {
  value: string;
  label: string;
  count?: number;
  /** Spellings of this choice an address may hold (accent- and case-free). */
  aliases: string[];
};
export type FilterOptions = Record<FacetKey | 'tags', FilterOption[]>;

type Facet = FilterBar_FacetsFragment['tags'][number];

const norm = categoryParam;

/** The choice an address value stands for, if the facets know it. */
export function findOption(options: FilterOption[], value: string | undefined): FilterOption | undefined {
  if (!value) return undefined;
  const wanted = norm(value);
  return options.find((o) => o.aliases.includes(wanted));
}

/** Labels in the page's language for every facet the API returned (empty until it answers). */
export function useFilterOptions(facets: FilterBar_FacetsFragment | undefined): FilterOptions {
  const tagLabel = useTagLabel();
  const valueLabel = useValueLabel();
  const { language } = useLanguage();
  return useMemo(() => {
    const plain = (list: readonly Facet[] | undefined, label: (f: Facet) => string) =>
      (list ?? []).map((f) => ({ value: f.value, label: label(f), count: f.count, aliases: [norm(f.value)] }));
    const known = (prefix: string) => (f: Facet) => valueLabel(prefix, f.value);
    return {
      tags: plain(facets?.tags, (f) => tagLabel(f.value)),
      // The address holds the category's name in the page's language, without accents ("saude",
      // "health"), as on the apps list; either spelling is understood.
      category: (facets?.categories ?? []).map((f) => {
        const label = language === 'en' ? f.labelEn : f.label;
        return { value: norm(label), label, count: f.count, aliases: [norm(f.value), norm(f.labelEn)] };
      }),
      country: plain(facets?.countries, (f) => (language === 'en' ? f.labelEn : f.label)),
      platform: plain(facets?.platforms, known('platform')),
      type: plain(facets?.types, known('appType')),
      app: plain(facets?.apps, (f) => f.label),
    };
  }, [facets, language, tagLabel, valueLabel]);
}

/** What a chip or trigger shows for an active value: the facet's label, else the value itself. */
export function activeLabel(options: FilterOptions, key: FacetKey, params: GalleryParams): string | undefined {
  const value = params[key];
  return value ? (findOption(options[key], value)?.label ?? value) : undefined;
}
