import { Button, Menu } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { useAdminSession } from '@/lib/admin-session';
import { ADMIN_ENTRIES } from './admin-entries';

/** The Admin menu in the header bar (wide screens), for a verified admin. */
export default function AdminBarMenu() {
  const t = useT();
  const { localize } = useLanguage();
  const { logout } = useAdminSession();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm" colorPalette="brand" data-testid="admin-menu">
          {t('nav.admin')}
        </Button>
      </Menu.Trigger>
      {/* Not portalled: the open menu stays inside its landmark (axe 'region'). */}
      <Menu.Positioner>
        <Menu.Content minW="48">
          {ADMIN_ENTRIES.map((entry) => (
            <Menu.Item key={entry.to} value={entry.to} asChild>
              <Link to={localize(entry.to)}>{t(entry.label)}</Link>
            </Menu.Item>
          ))}
          <Menu.Separator />
          <Menu.Item value="logout" onSelect={() => logout()}>
            {t('nav.logout')}
          </Menu.Item>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
