import { Box, Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useId } from 'react';
import { NavLink } from 'react-router-dom';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { useAdminSession } from '@/lib/admin-session';
import { ADMIN_ENTRIES } from './admin-entries';

// Its own chunk: the menu machinery loads only for a verified admin, never on a visitor's first load.
const BarMenu = lazy(() => import('./admin-bar-menu'));

/** Spec section 2: only a verified admin sees it; a menu in the bar, a plain list in the phone menu. */
export function AdminMenu(props: { variant: 'bar' | 'panel'; onNavigate?: () => void }) {
  const session = useAdminSession();
  if (session.status !== 'admin') return null;
  return props.variant === 'bar' ? (
    <Suspense fallback={null}>
      <BarMenu />
    </Suspense>
  ) : (
    <PanelMenu onNavigate={props.onNavigate} />
  );
}

function PanelMenu(props: { onNavigate?: () => void }) {
  const t = useT();
  const { localize } = useLanguage();
  const { logout } = useAdminSession();
  const headingId = useId();
  const item = { px: '3', py: '2', rounded: 'md', fontWeight: 'medium', color: 'fg' } as const;
  return (
    <Box mt="3" pt="3" borderTopWidth="1px" data-testid="admin-menu-panel">
      <Text id={headingId} px="3" pb="1" fontSize="sm" fontWeight="semibold" color="fg.muted">
        {t('nav.admin')}
      </Text>
      <Stack as="ul" aria-labelledby={headingId} listStyleType="none" m="0" p="0" gap="1">
        {ADMIN_ENTRIES.map((entry) => (
          <li key={entry.to}>
            <ChakraLink
              asChild
              display="block"
              {...item}
              _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
              css={{ '&[aria-current=page]': { color: 'brand.fg', bg: 'brand.subtle' } }}
            >
              <NavLink to={localize(entry.to)} onClick={props.onNavigate}>
                {t(entry.label)}
              </NavLink>
            </ChakraLink>
          </li>
        ))}
        <li>
          <Button
            variant="ghost"
            {...item}
            w="full"
            h="auto"
            justifyContent="start"
            fontSize="md"
            onClick={() => {
              props.onNavigate?.();
              logout();
            }}
          >
            {t('nav.logout')}
          </Button>
        </li>
      </Stack>
    </Box>
  );
}
