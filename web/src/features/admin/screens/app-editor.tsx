import { useMutation } from '@apollo/client/react';
import { Button, chakra, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { type FormEvent, useId, useState } from 'react';
import { PlainSwitch } from '@/components/plain-switch';
import { toaster } from '@/components/ui/toaster-store';
import { type FragmentType, graphql, useFragment } from '@/gql';
import type { AdminStatus, AppType, Platform } from '@/gql/graphql';
import { useT } from '@/i18n/i18n-provider';
import { callErrorMessage, refusalMessage } from '@/lib/result-error';
import { forgetApps } from '../shell/content-cache';
import { textareaRecipe } from '../shell/field-recipes';
import { FormField } from '../shell/form-field';
import { type AppIdentity, AppIdentityFields } from './app-identity-fields';
import { STATUS_LABELS } from './app-status';
import { ChipListInput } from './chip-list-input';

export const AppEditorFragment = graphql(`
  fragment AppEditor_App on App {
    id
    dbId
    adminStatus
    appInfo
    url
    categories
    name
    slug
    type
    platform
    country
    language
    logo
    synced
    adminEdited
    retiredAt
  }
`);

const UpdateAppMutation = graphql(`
  mutation UpdateApp($id: Int!, $input: UpdateAppInput!) {
    updateApp(id: $id, input: $input) {
      __typename
      ... on UpdateAppSuccess {
        data {
          id
          planned
          ...AppEditor_App
          ...AppPicker_App
        }
      }
      ...ResultError
    }
  }
`);

const STATUSES: AdminStatus[] = ['live', 'Planejado', 'Hide'];
const isHttpUrl = (value: string) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

/** An app's status (which wins over the built-in planned list), info, url and categories. */
export function AppEditor(props: { app: FragmentType<typeof AppEditorFragment>; knownCategories: string[] }) {
  const t = useT();
  const app = useFragment(AppEditorFragment, props.app);
  const [status, setStatus] = useState<AdminStatus>(app.adminStatus);
  const [appInfo, setAppInfo] = useState(app.appInfo ?? '');
  const [url, setUrl] = useState(app.url ?? '');
  const [categories, setCategories] = useState<string[]>(app.categories);
  // Issue 61: a service that no longer exists keeps its page, out of the default lists.
  const wasRetired = app.retiredAt != null;
  const retiredDay = typeof app.retiredAt === 'string' ? app.retiredAt.slice(0, 10) : '';
  const [retired, setRetired] = useState(wasRetired);
  const [retiredAt, setRetiredAt] = useState(retiredDay);
  const [urlProblem, setUrlProblem] = useState(false);
  const [identity, setIdentity] = useState<AppIdentity>({
    name: app.name,
    type: app.type ?? '',
    platform: app.platform ?? '',
    country: app.country,
    language: app.language ?? '',
    logoUrl: app.logo ?? '',
  });
  const [save, { loading }] = useMutation(UpdateAppMutation);
  const statusId = useId();
  const statusHelpId = useId();

  const failed = (message: string | undefined) =>
    toaster.error({ id: 'app-edit', title: t('admin.error'), description: message || t('admin.app.saveFailed') });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const trimmed = url.trim();
    if (trimmed !== '' && !isHttpUrl(trimmed)) {
      setUrlProblem(true);
      (event.currentTarget.elements.namedItem('url') as HTMLElement | null)?.focus();
      return;
    }
    try {
      const { data } = await save({
        variables: {
          id: app.dbId,
          input: {
            status,
            appInfo: appInfo.trim(),
            url: trimmed,
            categories,
            name: identity.name,
            type: (identity.type || null) as AppType | null,
            platform: (identity.platform || null) as Platform | null,
            country: identity.country,
            language: identity.language,
            // Sent only when changed: the same address again is no new logo.
            logoUrl: identity.logoUrl === (app.logo ?? '') ? null : identity.logoUrl,
            // Sent only when changed: an app's lifecycle is rarely what an edit is about.
            ...(retired !== wasRetired || (retired && retiredAt !== retiredDay)
              ? { retired, ...(retired && retiredAt ? { retiredAt } : {}) }
              : {}),
          },
        },
        update(cache, result) {
          if (result.data?.updateApp.__typename === 'UpdateAppSuccess') forgetApps(cache);
        },
      });
      const result = data?.updateApp;
      if (result?.__typename === 'UpdateAppSuccess') {
        toaster.success({ id: 'app-edit', title: t('admin.app.saved'), description: t('admin.app.savedDesc') });
        return;
      }
      failed(result ? refusalMessage(result) : undefined);
    } catch (error) {
      failed(callErrorMessage(error));
    }
  };

  return (
    <chakra.form noValidate onSubmit={onSubmit} aria-label={t('admin.app.formLabel')} maxW="3xl">
      <Stack gap="5">
        <AppIdentityFields value={identity} slug={app.slug} onChange={setIdentity} />
        {app.synced && app.adminEdited.length > 0 && (
          <Text fontSize="sm" color="fg.muted">
            {t('admin.catalogue.keptEdits', { fields: app.adminEdited.join(', ') })}
          </Text>
        )}
        <Stack
          as="fieldset"
          gap="2"
          m="0"
          p="0"
          border="0"
          minW="0"
          aria-labelledby={statusId}
          aria-describedby={statusHelpId}
        >
          <Text as="legend" id={statusId} fontSize="sm" fontWeight="medium" mb="1.5">
            {t('admin.app.status')}
          </Text>
          <HStack gap="2" wrap="wrap">
            {STATUSES.map((value) => (
              <chakra.label
                key={value}
                display="flex"
                alignItems="center"
                gap="2"
                borderWidth="1px"
                rounded="md"
                px="3"
                py="2"
                cursor="pointer"
                borderColor={status === value ? 'brand.solid' : 'border'}
                bg={status === value ? 'brand.subtle' : undefined}
                _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
              >
                <chakra.input
                  type="radio"
                  name="status"
                  value={value}
                  checked={status === value}
                  onChange={() => setStatus(value)}
                  css={{ accentColor: 'var(--chakra-colors-brand-600)' }}
                />
                {t(STATUS_LABELS[value])}
              </chakra.label>
            ))}
          </HStack>
          <Text id={statusHelpId} fontSize="sm" color="fg.muted">
            {t('admin.app.statusHelp')}
          </Text>
        </Stack>
        <HStack gap="4" wrap="wrap" align="end">
          <PlainSwitch checked={retired} onChange={setRetired} label={t('admin.app.retired')} />
          {retired && (
            <FormField label={t('admin.app.retiredAt')}>
              <Input type="date" name="retiredAt" value={retiredAt} onChange={(e) => setRetiredAt(e.target.value)} />
            </FormField>
          )}
        </HStack>
        <FormField label={t('admin.app.info')}>
          <Textarea
            recipe={textareaRecipe}
            name="appInfo"
            rows={4}
            value={appInfo}
            onChange={(e) => setAppInfo(e.target.value)}
          />
        </FormField>
        <FormField
          label={t('admin.app.url')}
          help={t('admin.app.urlHelp')}
          problem={urlProblem ? { id: 'admin.app.invalidUrl' } : undefined}
        >
          <Input
            name="url"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={url}
            onChange={(e) => {
              setUrl(e.target.value);
              setUrlProblem(false);
            }}
          />
        </FormField>
        <ChipListInput
          legend={t('admin.app.categories')}
          values={categories}
          onChange={setCategories}
          name="category"
          inputLabel={t('admin.app.newCategory')}
          addLabel={t('admin.app.addCategory')}
          removeLabel={(name) => t('admin.app.removeCategory', { name })}
          palette={() => 'brand'}
          listTestId="app-categories"
          suggestions={props.knownCategories}
          emptyText={t('admin.app.noCategories')}
          listFirst
        />
        <Button type="submit" alignSelf="start" colorPalette="brand" loading={loading} loadingText={t('admin.saving')}>
          {t('admin.app.save')}
        </Button>
      </Stack>
    </chakra.form>
  );
}
