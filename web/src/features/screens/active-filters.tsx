import { Button, HStack } from '@chakra-ui/react';
import { RemovableChip } from '@/components/removable-chip';
import { useT } from '@/i18n/i18n-provider';
import type { MessageId } from '@/i18n/messages';
import { tagPalette } from '@/lib/tag-colors';
import { activeLabel, FACET_KEYS, type FilterOptions } from './facet-options';
import { activeCount, type GalleryParams, type SingleFilter } from './gallery-params';

const CHIP_LABEL: Record<SingleFilter, MessageId> = {
  category: 'screens.categoryFilter',
  country: 'screens.countryFilter',
  platform: 'screens.platformFilter',
  type: 'screens.typeFilter',
  app: 'screens.appFilter',
  search: 'screens.searchFilter',
  colour: 'screens.colourFilter',
};

type Chip = { key: string; label: string; palette: string; remove: (p: GalleryParams) => GalleryParams };

/** One removable chip per active filter (each tag its own), and 'clear filters' past one. */
export function ActiveFilters(props: {
  params: GalleryParams;
  options: FilterOptions;
  tagLabel: (tag: string) => string;
  onChange: (change: (p: GalleryParams) => GalleryParams) => void;
  onClear: () => void;
}) {
  const t = useT();
  const { params } = props;
  const chips: Chip[] = params.tags.map((tag) => ({
    key: `tag:${tag}`,
    label: t('screens.tagFilter', { value: props.tagLabel(tag) }),
    palette: tagPalette(tag),
    remove: (p) => ({ ...p, tags: p.tags.filter((x) => x !== tag) }),
  }));
  for (const key of [...FACET_KEYS, 'search', 'colour'] as const) {
    const value = key === 'search' || key === 'colour' ? params[key] : activeLabel(props.options, key, params);
    if (!value) continue;
    chips.push({
      key,
      label: t(CHIP_LABEL[key], { value }),
      palette: 'brand',
      remove: (p) => ({ ...p, [key]: undefined }),
    });
  }
  if (chips.length === 0) return null;
  return (
    <HStack gap="2" wrap="wrap">
      <HStack as="ul" aria-label={t('screens.activeFilters')} listStyleType="none" m="0" p="0" gap="2" wrap="wrap">
        {chips.map((chip) => (
          <li key={chip.key}>
            <RemovableChip
              label={chip.label}
              removeLabel={t('screens.removeFilter', { label: chip.label })}
              onRemove={() => props.onChange(chip.remove)}
              colorPalette={chip.palette}
              testId="active-filter"
            />
          </li>
        ))}
      </HStack>
      {activeCount(params) > 1 && (
        <Button variant="ghost" size="sm" onClick={props.onClear}>
          {t('screens.clearFilters')}
        </Button>
      )}
    </HStack>
  );
}
