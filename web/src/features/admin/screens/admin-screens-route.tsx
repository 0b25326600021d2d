import { Heading, Stack, Text } from '@chakra-ui/react';
import { useT } from '@/i18n/i18n-provider';
import { useLiveSearchParams } from '@/lib/use-live-search-params';
import { AdminPage } from '../shell/admin-page';
import { AdminTabs } from '../shell/admin-tabs';
import { BackToDashboard } from '../shell/back-to-dashboard';
import { AddScreenForm } from './add-screen-form';
import { EditContent } from './edit-content';

/** /admin/screens (spec section 2): the Add New Screen form, and editing what is published (issue 10). */
export default function AdminScreensRoute() {
  return (
    <AdminPage title="admin.meta.screens">
      <Screens />
    </AdminPage>
  );
}

function Screens() {
  const t = useT();
  const [params, setParams] = useLiveSearchParams();
  // The tab lives in the address with the chosen app, so a reload lands where the admin was.
  const tab = params.get('tab') ?? (params.has('app') ? 'edit' : 'add');
  const onTab = (value: string) =>
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        copy.set('tab', value);
        return copy;
      },
      { replace: true },
    );
  return (
    <Stack gap="8">
      <Stack gap="2">
        <BackToDashboard />
        <Heading as="h1" size="2xl">
          {t('admin.dashboard.screens')}
        </Heading>
        <Text color="fg.muted">{t('admin.dashboard.screensDesc')}</Text>
      </Stack>
      <AdminTabs
        label={t('admin.dashboard.screens')}
        value={tab === 'edit' ? 'edit' : 'add'}
        onValueChange={onTab}
        tabs={[
          { value: 'add', label: t('admin.screens.tabAdd'), content: <AddScreenForm /> },
          { value: 'edit', label: t('admin.screens.tabEdit'), content: <EditContent /> },
        ]}
      />
    </Stack>
  );
}
