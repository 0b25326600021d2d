import { useQuery } from '@apollo/client/react';
import { Badge, Link as ChakraLink, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { AppLogo } from '@/components/app-logo';
import { graphql } from '@/gql';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { useLiveSearchParams } from '@/lib/use-live-search-params';
import { AppEditor } from './app-editor';
import { AppPicker } from './app-picker';
import { AppScreens } from './app-screens';
import { STATUS_LABELS, STATUS_PALETTES } from './app-status';
import { ScreenUpload } from './screen-upload';

const AdminAppsQuery = graphql(`
  query AdminApps {
    adminApps {
      id
      dbId
      name
      ...AppPicker_App
    }
    categories {
      name
    }
  }
`);

const AdminAppQuery = graphql(`
  query AdminApp($id: Int!) {
    adminApp(id: $id) {
      id
      dbId
      name
      slug
      logoSrc
      adminStatus
      screenCount
      ...AppEditor_App
      screens {
        id
        dbId
        name
        flow
        altText
        ...AdminScreenRow_Screen
        ...EditScreenDialog_Screen
      }
    }
  }
`);

/** Reads the chosen app from the address (?app=<id>), so a reload or a shared link keeps it. */
function useChosenApp(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useLiveSearchParams();
  const id = Number(params.get('app'));
  const choose = (next: number | null) =>
    setParams((p) => {
      const copy = new URLSearchParams(p);
      if (next === null) copy.delete('app');
      else copy.set('app', String(next));
      return copy;
    });
  return [Number.isInteger(id) && id > 0 ? id : null, choose];
}

/** Issue 10: editing what is published, one app at a time. */
export function EditContent() {
  const t = useT();
  const { localize } = useLanguage();
  const [chosen, choose] = useChosenApp();
  // Fresh on every visit: another admin (or the sync) may have changed the catalogue.
  const apps = useQuery(AdminAppsQuery, { fetchPolicy: 'cache-and-network' });
  const detail = useQuery(AdminAppQuery, {
    variables: { id: chosen ?? 0 },
    skip: chosen === null,
    fetchPolicy: 'cache-and-network',
  });
  const app = chosen === null ? undefined : detail.data?.adminApp;
  const options = apps.data?.adminApps;

  return (
    <Stack gap="8">
      <AppPicker apps={options} value={chosen} onChange={choose} />
      {chosen !== null && !app && detail.loading && (
        <HStack role="status" gap="3">
          <Spinner size="sm" color="brand.solid" />
          <Text>{t('admin.loading')}</Text>
        </HStack>
      )}
      {chosen !== null && !app && !detail.loading && (
        <Text role="status" color="fg.muted">
          {t('admin.edit.appMissing')}
        </Text>
      )}
      {app && (
        <Stack as="section" aria-labelledby="admin-edit-app" gap="8" key={app.id}>
          <Stack gap="2">
            <HStack gap="3" wrap="wrap">
              <AppLogo src={app.logoSrc} name={app.name} size={40} decorative />
              <Heading as="h2" size="xl" id="admin-edit-app">
                {app.name}
              </Heading>
              <Badge colorPalette={STATUS_PALETTES[app.adminStatus]} size="lg" data-testid="admin-app-status">
                {t(STATUS_LABELS[app.adminStatus])}
              </Badge>
            </HStack>
            <ChakraLink asChild color="brand.fg" fontWeight="medium" alignSelf="start">
              <Link to={localize(`/app/${app.slug}`)}>{t('admin.edit.publicPage', { app: app.name })}</Link>
            </ChakraLink>
          </Stack>
          <AppEditor app={app} knownCategories={(apps.data?.categories ?? []).map((c) => c.name)} />
          <ScreenUpload
            appId={app.dbId}
            flows={[...new Set(app.screens.map((s) => s.flow))]}
            onPublished={() => void detail.refetch()}
          />
          <AppScreens app={app} screens={app.screens} apps={options} />
        </Stack>
      )}
    </Stack>
  );
}
