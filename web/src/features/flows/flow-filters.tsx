import { chakra, Flex, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import type { AppType, Platform } from '@/gql/graphql';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import type { FlowParams } from './flow-params';
import { APP_TYPES, PLATFORMS } from './flow-params';

const Select = chakra('select', {
  base: { h: '9', w: 'full', ps: '3', pe: '8', fontSize: 'sm', bg: 'bg', borderWidth: '1px', borderRadius: 'l2' },
});

function Choice(props: {
  label: string;
  any: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  onChange: (v: string | undefined) => void;
}) {
  const id = useId();
  return (
    <Stack gap="1" minW="10rem" flex="1">
      <chakra.label htmlFor={id} fontSize="xs" fontWeight="medium" color="fg.muted">
        {props.label}
      </chakra.label>
      <Select id={id} value={props.value ?? ''} onChange={(e) => props.onChange(e.target.value || undefined)}>
        <option value="">{props.any}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Stack>
  );
}

/** The gallery's filters on the rows' apps; each choice lives in the address (?type=, ?platform=…). */
export function FlowFilters(props: {
  params: FlowParams;
  categories: { name: string; nameEn: string }[];
  onChange: (change: Partial<FlowParams>) => void;
}) {
  const t = useT();
  const { language } = useLanguage();
  const { params, onChange } = props;
  const countries = params.country ? [{ value: params.country, label: params.country }] : [];
  return (
    <Flex gap="3" wrap="wrap" data-testid="flow-filters">
      <Choice
        label={t('filters.type')}
        any={t('filters.allTypes')}
        value={params.type}
        options={APP_TYPES.map((v) => ({ value: v, label: t(`appType.${v}`) }))}
        onChange={(v) => onChange({ type: v as AppType | undefined })}
      />
      <Choice
        label={t('filters.platform')}
        any={t('filters.allPlatforms')}
        value={params.platform}
        options={PLATFORMS.map((v) => ({ value: v, label: t(`platform.${v}`) }))}
        onChange={(v) => onChange({ platform: v as Platform | undefined })}
      />
      <Choice
        label={t('filters.category')}
        any={t('filters.allCategories')}
        value={params.category}
        options={props.categories.map((c) => ({ value: c.name, label: language === 'en' ? c.nameEn : c.name }))}
        onChange={(v) => onChange({ category: v })}
      />
      {countries.length > 0 && (
        <Choice
          label={t('filters.country')}
          any={t('filters.allCountries')}
          value={params.country}
          options={countries}
          onChange={(v) => onChange({ country: v })}
        />
      )}
    </Flex>
  );
}
