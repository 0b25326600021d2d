import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Link as ChakraLink, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { toaster } from '@/components/ui/toaster-store';
import { graphql } from '@/gql';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { forgetAppScreens } from '../shell/content-cache';
import { FIELD_ORDER, ScreenFields } from './screen-fields';
import {
  EMPTY_SCREEN,
  problemsFromIssues,
  type ScreenField,
  type ScreenFormValues,
  type ScreenProblems,
  toCreateInput,
  validateScreen,
} from './screen-form';

const AdminAppOptionsQuery = graphql(`
  query AdminAppOptions {
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
      ... on ValidationError {
        message
        issues {
          path
          message
        }
      }
      ... on ConflictError {
        message
      }
    }
  }
`);

type Created = { name: string; app: { name: string; slug: string } };

/** The Add New Screen form (spec sections 2, 4, 5 and 8). */
export function AddScreenForm() {
  const t = useT();
  const { localize } = useLanguage();
  const [values, setValues] = useState<ScreenFormValues>(EMPTY_SCREEN);
  const [problems, setProblems] = useState<ScreenProblems>({});
  const [created, setCreated] = useState<Created | null>(null);
  // A new generation remounts the tag picker, so a reset also clears a half-typed tag.
  const [generation, setGeneration] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const apps = useQuery(AdminAppOptionsQuery);
  const [create, { loading }] = useMutation(CreateScreenMutation);
  const options = useMemo(
    () => apps.data && [...apps.data.apps].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')),
    [apps.data],
  );

  const onChange = <K extends ScreenField>(field: K, value: ScreenFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setProblems((p) => (p[field] ? { ...p, [field]: undefined } : p));
  };

  const reset = () => {
    setValues(EMPTY_SCREEN);
    setProblems({});
    setGeneration((g) => g + 1);
  };

  const showProblems = (found: ScreenProblems) => {
    setProblems(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    const element = first && formRef.current?.elements.namedItem(first);
    if (element instanceof HTMLElement) element.focus();
  };

  const failed = (message?: string) =>
    toaster.error({ title: t('admin.error'), description: message || t('admin.screens.failed') });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const found = validateScreen(values);
    if (Object.keys(found).length > 0) return showProblems(found);
    setProblems({});
    try {
      const { data } = await create({
        variables: { input: toCreateInput(values) },
        update(cache, result) {
          const payload = result.data?.createScreen;
          // Spec section 4, "screens list refreshed".
          if (payload?.__typename === 'CreateScreenSuccess') forgetAppScreens(cache, payload.data.app);
        },
      });
      const result = data?.createScreen;
      if (result?.__typename === 'CreateScreenSuccess') {
        toaster.success({ title: t('admin.screens.success'), description: t('admin.screens.successDesc') });
        setCreated(result.data);
        reset();
        return;
      }
      if (result?.__typename === 'ValidationError') showProblems(problemsFromIssues(result.issues));
      if (result?.__typename === 'ConflictError') showProblems({ airtableId: { text: result.message } });
      failed(result?.message);
    } catch (error) {
      failed(CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : undefined);
    }
  };

  return (
    <Stack as="section" aria-labelledby="add-screen-title" gap="6" maxW="2xl">
      <Heading as="h2" size="xl" id="add-screen-title">
        {t('admin.screens.formTitle')}
      </Heading>
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="add-screen-title">
        <Stack gap="6">
          <ScreenFields key={generation} values={values} problems={problems} onChange={onChange} apps={options} />
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
