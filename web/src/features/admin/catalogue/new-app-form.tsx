import { useMutation, useQuery } from '@apollo/client/react';
import { Button, chakra, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { type FormEvent, useDeferredValue, useState } from 'react';
import { graphql } from '@/gql';
import type { AdminStatus, AppType, Platform } from '@/gql/graphql';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { callErrorMessage } from '@/lib/call-error-message';
import { refusalMessage } from '@/lib/result-error';
import { forgetApps } from '../shell/content-cache';
import { FormField } from '../shell/form-field';
import { putFile } from './put-file';

const SlugPreviewQuery = graphql(`
  query AppSlugPreview($name: String!) {
    appSlugPreview(name: $name) {
      slug
      takenBy
    }
  }
`);

const CreateAppMutation = graphql(`
  mutation CreateApp($input: CreateAppInput!) {
    createApp(input: $input) {
      __typename
      ... on CreateAppSuccess {
        data {
          id
          dbId
          slug
        }
      }
      ...ResultError
    }
  }
`);

const TYPES: AppType[] = ['Federal', 'State', 'Municipal'];
const PLATFORMS: Platform[] = ['iOS', 'Android', 'Web', 'CrossPlatform'];
const STATUSES: AdminStatus[] = ['live', 'Planejado', 'Hide'];
const EMPTY = {
  name: '',
  type: '',
  platform: '',
  categories: '',
  country: 'Brasil',
  language: '',
  url: '',
  appInfo: '',
  status: 'live',
  logoUrl: '',
};

/** Every field the catalogue uses; the slug is previewed as the name is typed. */
export function NewAppForm() {
  const t = useT();
  const { language } = useLanguage();
  const [form, setForm] = useState(EMPTY);
  const [logo, setLogo] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const name = useDeferredValue(form.name.trim());
  const preview = useQuery(SlugPreviewQuery, { variables: { name }, skip: !name }).data?.appSlugPreview;
  const [create, { loading }] = useMutation(CreateAppMutation);
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    try {
      const { data } = await create({
        variables: {
          input: {
            name: form.name,
            type: (form.type || null) as AppType | null,
            platform: (form.platform || null) as Platform | null,
            categories: form.categories
              .split(',')
              .map((c) => c.trim())
              .filter(Boolean),
            country: form.country,
            language: form.language,
            url: form.url,
            appInfo: form.appInfo,
            status: form.status as AdminStatus,
            logoUrl: logo ? null : form.logoUrl || null,
          },
        },
        update: (cache) => forgetApps(cache),
      });
      const result = data?.createApp;
      if (result?.__typename !== 'CreateAppSuccess') {
        setOutcome({ ok: false, text: result ? refusalMessage(result) : t('admin.app.saveFailed') });
        return;
      }
      const lang = language === 'en' ? 'en' : 'pt-BR';
      const refused = logo ? await putFile(`/api/admin/apps/${result.data.dbId}/logo`, logo, lang) : null;
      setOutcome(
        refused
          ? { ok: false, text: t('admin.catalogue.logoRefused', { reason: refused }) }
          : { ok: true, text: t('admin.catalogue.created', { slug: result.data.slug }) },
      );
      if (!refused) setForm(EMPTY);
    } catch (error) {
      setOutcome({ ok: false, text: callErrorMessage(error) ?? t('admin.app.saveFailed') });
    }
  };

  const select = (key: keyof typeof EMPTY, values: string[], blank: boolean) => (
    <NativeSelect.Root>
      <NativeSelect.Field name={key} value={form[key]} onChange={set(key)}>
        {blank && <option value="">—</option>}
        {values.map((v) => (
          <option key={v} value={v}>
            {v}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );

  return (
    <chakra.form noValidate onSubmit={onSubmit} aria-label={t('admin.catalogue.newApp')} maxW="3xl" pt="4">
      <Stack gap="4">
        <FormField
          label={t('admin.catalogue.name')}
          required
          help={
            preview
              ? preview.takenBy
                ? t('admin.catalogue.slugTaken', { slug: preview.slug, name: preview.takenBy })
                : t('admin.catalogue.slug', { slug: preview.slug })
              : undefined
          }
        >
          <Input name="name" value={form.name} onChange={set('name')} />
        </FormField>
        <FormField label={t('admin.catalogue.type')}>{select('type', TYPES, true)}</FormField>
        <FormField label={t('admin.catalogue.platform')}>{select('platform', PLATFORMS, true)}</FormField>
        <FormField label={t('admin.catalogue.appCategories')} help={t('admin.catalogue.appCategoriesHelp')}>
          <Input name="categories" value={form.categories} onChange={set('categories')} />
        </FormField>
        <FormField label={t('admin.catalogue.country')}>
          <Input name="country" value={form.country} onChange={set('country')} />
        </FormField>
        <FormField label={t('admin.catalogue.language')}>
          <Input name="language" value={form.language} onChange={set('language')} />
        </FormField>
        <FormField label={t('admin.catalogue.url')}>
          <Input name="url" type="url" value={form.url} onChange={set('url')} />
        </FormField>
        <FormField label={t('admin.catalogue.appInfo')}>
          <Textarea name="appInfo" value={form.appInfo} onChange={set('appInfo')} />
        </FormField>
        <FormField label={t('admin.app.status')}>{select('status', STATUSES, false)}</FormField>
        <FormField label={t('admin.catalogue.logoFile')}>
          <Input
            type="file"
            name="logo"
            accept="image/png,image/jpeg,image/webp"
            p="1"
            onChange={(e) => setLogo(e.target.files?.[0] ?? null)}
          />
        </FormField>
        <FormField label={t('admin.catalogue.logoUrl')}>
          <Input name="logoUrl" type="url" value={form.logoUrl} onChange={set('logoUrl')} disabled={logo !== null} />
        </FormField>
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={loading}>
          {t('admin.catalogue.create')}
        </Button>
        {outcome && (
          <Text role={outcome.ok ? 'status' : 'alert'} color={outcome.ok ? 'green.700' : 'red.700'}>
            {outcome.text}
          </Text>
        )}
      </Stack>
    </chakra.form>
  );
}
