import { Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import type { AppType, Platform } from '@/gql/graphql';
import { useT } from '@/i18n/i18n-provider';
import { FormField } from '../shell/form-field';

export type AppIdentity = {
  name: string;
  type: string;
  platform: string;
  country: string;
  language: string;
  logoUrl: string;
};

const TYPES: AppType[] = ['Federal', 'State', 'Municipal'];
const PLATFORMS: Platform[] = ['iOS', 'Android', 'Web', 'CrossPlatform'];

/** The app's name (its slug follows: the old one keeps redirecting), type, platform, country, language, logo. */
export function AppIdentityFields(props: { value: AppIdentity; slug: string; onChange: (v: AppIdentity) => void }) {
  const t = useT();
  const v = props.value;
  const set = (key: keyof AppIdentity) => (e: { target: { value: string } }) =>
    props.onChange({ ...v, [key]: e.target.value });
  const select = (key: 'type' | 'platform', values: string[]) => (
    <NativeSelect.Root>
      <NativeSelect.Field name={key} value={v[key]} onChange={set(key)}>
        <option value="">—</option>
        {values.map((x) => (
          <option key={x} value={x}>
            {x}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormField label={t('admin.catalogue.name')} help={t('admin.catalogue.slug', { slug: props.slug })}>
        <Input name="name" value={v.name} onChange={set('name')} />
      </FormField>
      <FormField label={t('admin.catalogue.logoUrl')}>
        <Input name="logoUrl" type="url" value={v.logoUrl} onChange={set('logoUrl')} />
      </FormField>
      <FormField label={t('admin.catalogue.type')}>{select('type', TYPES)}</FormField>
      <FormField label={t('admin.catalogue.platform')}>{select('platform', PLATFORMS)}</FormField>
      <FormField label={t('admin.catalogue.country')}>
        <Input name="country" value={v.country} onChange={set('country')} />
      </FormField>
      <FormField label={t('admin.catalogue.language')}>
        <Input name="language" value={v.language} onChange={set('language')} />
      </FormField>
    </SimpleGrid>
  );
}
