import { Box, Link as ChakraLink, Flex, HStack, IconButton } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { LineIcon } from '@/components/line-icon';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { AdminMenu } from './admin-menu';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { NavLinks } from './nav-links';

/** Logo, links, the Admin menu (verified admins only) and the language switcher; a toggle menu on phones. */
export function Header() {
  const t = useT();
  const { localize } = useLanguage();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();

  useEffect(() => setOpen(false), [pathname]);

  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px">
      <Flex maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} h="16" align="center" justify="space-between" gap="4">
        <ChakraLink asChild aria-label={t('nav.home')} _hover={{ textDecoration: 'none' }} rounded="md">
          <Link to={localize('/')}>
            <Logo />
          </Link>
        </ChakraLink>
        <HStack as="nav" aria-label={t('nav.main')} gap="4" hideBelow="md">
          <NavLinks direction="row" gap="1" />
          <AdminMenu variant="bar" />
          <LanguageSwitcher />
        </HStack>
        <IconButton
          hideFrom="md"
          variant="ghost"
          aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((v) => !v)}
        >
          <MenuIcon open={open} />
        </IconButton>
      </Flex>
      <Box
        id={menuId}
        as="nav"
        aria-label={t('nav.main')}
        hideFrom="md"
        hidden={!open}
        borderTopWidth="1px"
        px="4"
        py="3"
        onKeyDown={(e) => {
          if (e.key === 'Escape') setOpen(false);
        }}
      >
        <NavLinks direction="column" gap="1" onNavigate={() => setOpen(false)} />
        <AdminMenu variant="panel" onNavigate={() => setOpen(false)} />
        <Box mt="3">
          <LanguageSwitcher />
        </Box>
      </Box>
    </Box>
  );
}

function MenuIcon(props: { open: boolean }) {
  return <LineIcon name={props.open ? 'close' : 'menu'} size={24} />;
}
