import { useQuery } from '@apollo/client/react';
import { Box, Link as ChakraLink, HStack, Stack, Text } from '@chakra-ui/react';
import { type ComponentProps, lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { AppLogo } from '@/components/app-logo';
import { EmptyState } from '@/components/empty-state';
import { ErrorBox } from '@/components/error-box';
import { graphql } from '@/gql';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { useDocumentHead } from '@/lib/use-document-head';
import { useLiveSearchParams } from '@/lib/use-live-search-params';
import { ContributePage } from './contribute-page';
import type { FieldSpec } from './contribution-form';

// The form shows only once the app is known: this page without one (or with an unknown one) is the
// message alone, so the form's code is fetched when it is needed (issue 62). The server renders the
// form in its one pass (its renderer waits for no lazy part), so it has the module before rendering;
// the browser, given the app in the address, starts fetching it with the page, and keeps the server's
// markup until it arrives. One component type in the browser throughout, so nothing typed is lost.
const loadForm = () => import('./contribution-form');
const ServerForm = import.meta.env.SSR ? (await loadForm()).ContributionForm : undefined;
const LazyForm = lazy(() => loadForm().then((m) => ({ default: m.ContributionForm })));
if (!import.meta.env.SSR && new URLSearchParams(window.location.search).get('app')) void loadForm();

function ContributionForm(props: ComponentProps<typeof LazyForm>) {
  const Form = ServerForm ?? LazyForm;
  return (
    <Suspense fallback={null}>
      <Form {...props} />
    </Suspense>
  );
}

const ContributionSubjectQuery = graphql(`
  query ContributionSubject($idOrSlug: String!) {
    app(idOrSlug: $idOrSlug) {
      id
      name
      slug
      logoSrc
      screens {
        id
        dbId
        airtableId
        name
      }
    }
  }
`);

const FIELDS: FieldSpec[] = [
  {
    name: 'message',
    label: 'contribute.correctionLabel',
    hint: 'contribute.correctionHint',
    required: true,
    multiline: true,
  },
];

/**
 * Suggest a correction (issue 36), from the app page (?app=<slug>) and the viewer (&screen=<id>): what
 * it is about comes first, from the API as the app page reads it; an unknown app gets a clear message
 * and no form.
 */
export default function SuggestCorrectionRoute() {
  const t = useT();
  const { localize } = useLanguage();
  const [params] = useLiveSearchParams();
  const key = (params.get('app') ?? '').trim();
  const screenKey = (params.get('screen') ?? '').trim();
  const { data, loading, error } = useQuery(ContributionSubjectQuery, { variables: { idOrSlug: key }, skip: !key });
  useDocumentHead({
    title: t('meta.suggestCorrection.title'),
    description: t('meta.suggestCorrection.description'),
  });
  const app = data?.app;

  let body: ReactNode;
  if (error) body = <ErrorBox error={error} />;
  else if (!key || (!loading && !app)) {
    body = (
      <EmptyState title={t('contribute.appMissing')} hints={[t('contribute.appMissingHint')]}>
        <HStack gap="5" wrap="wrap" justify="center">
          <ChakraLink asChild color="brand.fg" fontWeight="medium">
            <Link to={localize('/')}>{t('contribute.seeApps')}</Link>
          </ChakraLink>
          <ChakraLink asChild color="brand.fg" fontWeight="medium">
            <Link to={localize('/solicitar-aplicativo')}>{t('contribute.requestInstead')}</Link>
          </ChakraLink>
        </HStack>
      </EmptyState>
    );
  } else if (!app) {
    body = (
      <Text color="fg.muted" role="status">
        {t('common.loading')}
      </Text>
    );
  } else {
    const screen = screenKey
      ? app.screens.find((s) => String(s.dbId) === screenKey || s.airtableId === screenKey)
      : undefined;
    body = (
      <>
        <Box borderWidth="1px" rounded="l2" p="4" bg="bg.subtle" data-testid="contribution-subject">
          <Text fontSize="sm" color="fg.muted">
            {t('contribute.about')}
          </Text>
          <HStack gap="3" mt="2" align="center">
            <AppLogo src={app.logoSrc} name={app.name} size={40} decorative />
            <Stack gap="0" minW="0">
              <ChakraLink asChild fontWeight="semibold" color="fg">
                <Link to={localize(`/app/${app.slug}`)}>{app.name}</Link>
              </ChakraLink>
              {screen && <Text fontSize="sm">{t('contribute.aboutScreen', { name: screen.name })}</Text>}
            </Stack>
          </HStack>
          {screenKey && !screen && (
            <Text fontSize="sm" color="orange.700" mt="2">
              {t('contribute.screenMissing')}
            </Text>
          )}
        </Box>
        <ContributionForm
          kind="correction"
          fields={FIELDS}
          hidden={{ app: app.slug, ...(screen ? { screenId: String(screen.dbId) } : {}) }}
          submitLabel="contribute.sendCorrection"
        />
      </>
    );
  }

  return (
    <ContributePage title={t('contribute.correctionTitle')} intro={t('contribute.correctionIntro')}>
      {body}
    </ContributePage>
  );
}
