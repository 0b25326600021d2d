import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Link as ChakraLink, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { toaster } from '@/components/ui/toaster-store';
import { graphql } from '@/gql';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { forgetAppScreens } from '../shell/content-cache';
import { ScreenFields } from './screen-fields';
import { EMPTY_SCREEN, newRecordId } from './screen-form';
import { useScreenForm } from './use-screen-form';

const ADD_TOAST = 'screen-add';

const AdminAppOptionsQuery = graphql(`
  query AdminAppOptions {
    airtableConfigured
    apps {
      id
      dbId
      name
      slug
    }
  }
`);

const CreateScreenMutation = graphql(`
  mutation CreateScreen($input: CreateScreenInput!) {
    createScreen(input: $input) {
      __typename
      ... on CreateScreenSuccess {
        data {
          id
          name
          app {
            id
            name
            slug
            screenCount
          }
        }
      }
      ...ResultError
    }
  }
`);

type Created = { name: string; app: { name: string; slug: string } };

/** The Add New Screen form (spec sections 2, 4, 5 and 8). */
export function AddScreenForm() {
  const t = useT();
  const { localize } = useLanguage();
  const form = useScreenForm({
    initial: () => EMPTY_SCREEN,
    failedMessage: 'admin.screens.failed',
    toastId: ADD_TOAST,
    clearProblemsOnSend: true,
  });
  const [created, setCreated] = useState<Created | null>(null);
  // A new generation remounts the tag picker, so a reset also clears a half-typed tag.
  const [generation, setGeneration] = useState(0);
  const apps = useQuery(AdminAppOptionsQuery);
  const [create, { loading }] = useMutation(CreateScreenMutation);
  const options = useMemo(
    () => apps.data && [...apps.data.apps].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')),
    [apps.data],
  );

  // No Airtable base: the spec's required record id is made here, and the admin may keep it.
  const noBase = apps.data?.airtableConfigured === false;
  const blank = () => ({ ...EMPTY_SCREEN, airtableId: noBase ? newRecordId() : '' });
  const { values, onChange } = form;
  useEffect(() => {
    if (noBase && values.airtableId === '') onChange('airtableId', newRecordId());
    // Once, when the server says there is no base: an id the admin cleared later stays cleared.
  }, [noBase]);

  const reset = () => {
    form.reset(blank());
    setGeneration((g) => g + 1);
  };

  const onSubmit = form.onSubmit(loading, async (input) => {
    const { data } = await create({
      variables: { input },
      update(cache, result) {
        const payload = result.data?.createScreen;
        // Spec section 4, "screens list refreshed".
        if (payload?.__typename === 'CreateScreenSuccess') forgetAppScreens(cache, payload.data.app);
      },
    });
    const result = data?.createScreen;
    if (result?.__typename !== 'CreateScreenSuccess') return { done: false, refusal: result };
    toaster.success({ id: ADD_TOAST, title: t('admin.screens.success'), description: t('admin.screens.successDesc') });
    setCreated(result.data);
    reset();
    return { done: true };
  });

  return (
    <Stack as="section" aria-labelledby="add-screen-title" gap="6" maxW="2xl">
      <Heading as="h2" size="xl" id="add-screen-title">
        {t('admin.screens.formTitle')}
      </Heading>
      <form ref={form.formRef} noValidate onSubmit={onSubmit} aria-labelledby="add-screen-title">
        <Stack gap="6">
          <ScreenFields
            key={generation}
            values={form.values}
            problems={form.problems}
            onChange={form.onChange}
            apps={options}
            airtableIdHelp={noBase ? t('admin.screens.airtableIdGenerated') : undefined}
          />
          <HStack gap="3" wrap="wrap">
            <Button type="submit" colorPalette="brand" loading={loading} loadingText={t('admin.screens.submitting')}>
              {t('admin.screens.submit')}
            </Button>
            <Button type="button" variant="outline" onClick={reset} disabled={loading}>
              {t('admin.screens.reset')}
            </Button>
          </HStack>
        </Stack>
      </form>
      <Stack role="status" gap="1" minH="12" data-testid="created-screen">
        {created && (
          <>
            <Text>{t('admin.screens.created', { name: created.name })}</Text>
            <ChakraLink asChild color="brand.fg" fontWeight="medium">
              <Link to={localize(`/app/${created.app.slug}`)}>
                {t('admin.screens.viewApp', { app: created.app.name })}
              </Link>
            </ChakraLink>
          </>
        )}
      </Stack>
    </Stack>
  );
}
