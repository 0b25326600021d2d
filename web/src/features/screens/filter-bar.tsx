import { Box, Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { type FormEvent, useEffect, useState } from 'react';
import { RemovableChip } from '@/components/removable-chip';
import { useT } from '@/i18n/i18n-provider';
import type { MessageId } from '@/i18n/messages';
import type { FilterKey, ScreenFilters } from './use-screen-filters';

const CHIP_LABEL: Record<FilterKey, MessageId> = {
  tag: 'screens.tagFilter',
  category: 'screens.categoryFilter',
  country: 'screens.countryFilter',
  search: 'screens.searchFilter',
};

/** Search box plus one removable chip per active URL filter. */
export function FilterBar(props: { values: ScreenFilters; onSet: (key: FilterKey, value: string | null) => void }) {
  const t = useT();
  const [search, setSearch] = useState(props.values.search ?? '');
  useEffect(() => setSearch(props.values.search ?? ''), [props.values.search]);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    props.onSet('search', search);
  };
  const active = (Object.keys(CHIP_LABEL) as FilterKey[]).filter((k) => props.values[k]);
  return (
    <Stack gap="3">
      <Box as="search">
        <form onSubmit={onSubmit}>
          <Field.Root>
            <Field.Label srOnly>{t('screens.search')}</Field.Label>
            <HStack gap="2" maxW="md">
              <Input
                type="search"
                name="search"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                placeholder={t('screens.search')}
                maxLength={200}
              />
              <Button type="submit" variant="outline">
                {t('screens.searchButton')}
              </Button>
            </HStack>
          </Field.Root>
        </form>
      </Box>
      {active.length > 0 && (
        <HStack as="ul" aria-label={t('screens.activeFilters')} listStyleType="none" m="0" p="0" gap="2" wrap="wrap">
          {active.map((key) => {
            const label = t(CHIP_LABEL[key], { value: props.values[key] });
            return (
              <li key={key}>
                <RemovableChip
                  label={label}
                  removeLabel={t('screens.removeFilter', { label })}
                  onRemove={() => props.onSet(key, null)}
                  colorPalette="brand"
                />
              </li>
            );
          })}
        </HStack>
      )}
    </Stack>
  );
}
