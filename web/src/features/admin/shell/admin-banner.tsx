import { Alert, Button } from '@chakra-ui/react';
import { useT } from '@/i18n/i18n-provider';
import { useAdminSession } from '@/lib/admin-session';

/** Spec section 2: shown on every admin page once logged in. */
export function AdminBanner() {
  const t = useT();
  const { logout } = useAdminSession();
  return (
    <Alert.Root status="info" colorPalette="brand" alignItems="center" data-testid="admin-banner">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('admin.banner')}</Alert.Title>
      </Alert.Content>
      <Button size="sm" variant="outline" colorPalette="brand" bg="bg" onClick={() => logout()}>
        {t('nav.logout')}
      </Button>
    </Alert.Root>
  );
}
