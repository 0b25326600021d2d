import { Stack } from '@chakra-ui/react';
import { useT } from '@/i18n/i18n-provider';
import { AdminPage } from '../shell/admin-page';
import { AdminPageHeading } from '../shell/admin-page-heading';
import { AdminTabs } from '../shell/admin-tabs';
import { useTabParam } from '../shell/use-tab-param';
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
  // The tab lives in the address with the chosen app, so a reload lands where the admin was.
  const [params, onTab] = useTabParam('tab');
  const tab = params.get('tab') ?? (params.has('app') ? 'edit' : 'add');
  return (
    <Stack gap="8">
      <AdminPageHeading title="admin.dashboard.screens" intro="admin.dashboard.screensDesc" />
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
