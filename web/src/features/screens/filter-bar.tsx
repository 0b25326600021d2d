import { Button, chakra, Flex, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { useCallback, useId, useState } from 'react';
import { LineIcon } from '@/components/line-icon';
import { SearchField } from '@/components/search-field';
import { type FragmentType, graphql, useFragment } from '@/gql';
import { useT } from '@/i18n/i18n-provider';
import type { MessageId } from '@/i18n/messages';
import { useTagLabel } from '@/i18n/tag-label';
import { filterHistory } from '@/lib/search-params';
import { ActiveFilters } from './active-filters';
import { ColourFilter } from './colour-filter';
import { ComponentFilter } from './component-filter';
import { type FacetKey, useFilterOptions } from './facet-options';
import { FacetSelect, SelectBox } from './facet-select';
import { clearFilters, type GalleryParams, PICKED_SORTS, type PickedSort } from './gallery-params';
import { PopularTags } from './popular-tags';

export const FilterBarFacets = graphql(`
  fragment FilterBar_Facets on GalleryFacets {
    tags { value label labelEn count }
    categories { value label labelEn count }
    countries { value label labelEn count }
    platforms { value label labelEn count }
    types { value label labelEn count }
    apps { value label labelEn count }
  }
`);

const SELECTS: { key: FacetKey; label: MessageId; any: MessageId }[] = [
  { key: 'category', label: 'filters.category', any: 'filters.allCategories' },
  { key: 'country', label: 'filters.country', any: 'filters.allCountries' },
  { key: 'platform', label: 'filters.platform', any: 'filters.allPlatforms' },
  { key: 'type', label: 'filters.type', any: 'filters.allTypes' },
  { key: 'app', label: 'filters.app', any: 'filters.allApps' },
];

type Update = (change: (p: GalleryParams) => GalleryParams, options?: { replace?: boolean }) => void;

/** Everything that narrows or orders the gallery; every choice lives in the address. */
export function FilterBar(props: {
  params: GalleryParams;
  facets: FragmentType<typeof FilterBarFacets> | undefined;
  onUpdate: Update;
}) {
  const t = useT();
  const tagLabel = useTagLabel();
  const facets = useFragment(FilterBarFacets, props.facets);
  const options = useFilterOptions(facets ?? undefined);
  const { params, onUpdate } = props;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const sortId = useId();

  const toggleTag = (tag: string) =>
    onUpdate((p) => ({ ...p, tags: p.tags.includes(tag) ? p.tags.filter((x) => x !== tag) : [...p.tags, tag] }));
  const search = useCallback(
    (q: string) => onUpdate((p) => ({ ...p, search: q }), filterHistory('search', params.search, q)),
    [onUpdate, params.search],
  );
  const chosen = SELECTS.filter((s) => params[s.key]).length;

  return (
    <Stack gap="5">
      {options.tags.length > 0 && <PopularTags tags={options.tags} active={params.tags} onToggle={toggleTag} />}
      <Stack gap="3">
        <SearchField
          value={params.search ?? ''}
          onSearch={search}
          label={t('screens.search')}
          placeholder={t('screens.search')}
          buttonLabel={t('screens.searchButton')}
        />
        <Flex gap="2" wrap="wrap" align="center">
          <ComponentFilter options={options.tags} selected={params.tags} label={tagLabel} onToggle={toggleTag} />
          <ColourFilter value={params.colour} onChange={(colour) => onUpdate((p) => ({ ...p, colour }))} />
          <Button
            hideFrom="md"
            variant="outline"
            size="sm"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((v) => !v)}
          >
            {t('screens.moreFilters', { count: chosen })}
            <LineIcon name="chevronDown" size={14} />
          </Button>
          <HStack gap="2" ms="auto">
            <chakra.label htmlFor={sortId} fontSize="sm" color="fg.muted" whiteSpace="nowrap">
              {t('filters.sort')}
            </chakra.label>
            <SelectBox
              id={sortId}
              w="auto"
              value={params.sort ?? ''}
              onChange={(e) => onUpdate((p) => ({ ...p, sort: (e.target.value || undefined) as PickedSort }))}
              data-testid="sort-select"
            >
              <option value="">{t(params.search ? 'sort.gallery.relevance' : 'sort.gallery.mixed')}</option>
              {PICKED_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`sort.gallery.${sort}`)}
                </option>
              ))}
            </SelectBox>
          </HStack>
        </Flex>
        <SimpleGrid
          id={panelId}
          display={{ base: open ? 'grid' : 'none', md: 'grid' }}
          columns={{ base: 2, md: 3, lg: 5 }}
          gap="3"
          data-testid="facet-selects"
        >
          {SELECTS.map((s) => (
            <FacetSelect
              key={s.key}
              label={t(s.label)}
              anyLabel={t(s.any)}
              value={params[s.key]}
              options={options[s.key]}
              onChange={(value) => onUpdate((p) => ({ ...p, [s.key]: value }))}
              testId={`facet-${s.key}`}
            />
          ))}
        </SimpleGrid>
        <ActiveFilters
          params={params}
          options={options}
          tagLabel={tagLabel}
          onChange={onUpdate}
          onClear={() => onUpdate(clearFilters)}
        />
      </Stack>
    </Stack>
  );
}
