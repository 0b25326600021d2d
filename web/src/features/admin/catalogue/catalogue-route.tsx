import { Heading, Stack } from '@chakra-ui/react';
import { useT } from '@/i18n/i18n-provider';
import { AdminPage } from '../shell/admin-page';
import { AdminTabs } from '../shell/admin-tabs';
import { BackToDashboard } from '../shell/back-to-dashboard';
import { CategoriesPanel } from './categories-panel';
import { NewAppForm } from './new-app-form';

/** /admin/catalogo: a new app (every field, a logo file or address) and the categories of the tab strip. */
export default function CatalogueRoute() {
  return (
    <AdminPage title="admin.meta.catalogue">
      <Catalogue />
    </AdminPage>
  );
}

function Catalogue() {
  const t = useT();
  return (
    <Stack gap="6" py="6">
      <BackToDashboard />
      <Heading as="h1" size="xl">
        {t('admin.catalogue.title')}
      </Heading>
      <AdminTabs
        label={t('admin.catalogue.title')}
        tabs={[
          { value: 'app', label: t('admin.catalogue.newApp'), content: <NewAppForm /> },
          { value: 'categories', label: t('admin.catalogue.categories'), content: <CategoriesPanel /> },
        ]}
      />
    </Stack>
  );
}
