import { Box, Link as ChakraLink, Flex, HStack, IconButton } from '@chakra-ui/react';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { LineIcon } from '@/components/line-icon';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { AdminMenu } from './admin-menu';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { NavLinks } from './nav-links';

/** Logo, links, the Admin menu (verified admins only) and the language switcher; a toggle menu on phones and tablets. */
export function Header() {
  const t = useT();
  const { localize } = useLanguage();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [pathname]);
  useDismiss(open, headerRef, (how) => {
    setOpen(false);
    // Escape hands focus back to the toggle; a press elsewhere keeps it where the visitor put it.
    if (how === 'escape') toggleRef.current?.focus();
  });

  return (
    <Box as="header" ref={headerRef} position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px">
      <Flex maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} h="16" align="center" justify="space-between" gap="4">
        <ChakraLink asChild aria-label={t('nav.home')} _hover={{ textDecoration: 'none' }} rounded="md">
          <Link to={localize('/')}>
            <Logo />
          </Link>
        </ChakraLink>
        {/* The bar from 1024 px: at 768 its five links, the switcher (and an admin's menu) wrapped; the toggle menu below. */}
        <HStack as="nav" aria-label={t('nav.main')} gap="4" hideBelow="lg">
          <NavLinks direction="row" gap="1" />
          <AdminMenu variant="bar" />
          <LanguageSwitcher />
        </HStack>
        <IconButton
          ref={toggleRef}
          hideFrom="lg"
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
        hideFrom="lg"
        hidden={!open}
        borderTopWidth="1px"
        px="4"
        py="3"
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

/** Where a menu of the panel (the language menu) opens, outside the header: its clicks and keys are its own. */
const inOpenMenu = (target: EventTarget | null) =>
  target instanceof Element && target.closest('[role="menu"], [data-scope="menu"]') !== null;

/**
 * The phone menu closes as a visitor expects: Escape (unless a menu inside it is open and takes the
 * key), a press outside the header, or scrolling the page away from it (it does not stay pinned over
 * the content).
 */
function useDismiss(
  open: boolean,
  header: RefObject<HTMLElement | null>,
  close: (how: 'escape' | 'outside' | 'scroll') => void,
) {
  const latest = useRef(close);
  latest.current = close;
  useEffect(() => {
    if (!open) return;
    const startY = window.scrollY;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented || inOpenMenu(e.target)) return;
      if (document.querySelector('[role="menu"][data-state="open"]')) return;
      latest.current('escape');
    };
    const onPointer = (e: PointerEvent) => {
      if (header.current?.contains(e.target as Node) || inOpenMenu(e.target)) return;
      latest.current('outside');
    };
    const onScroll = () => {
      if (Math.abs(window.scrollY - startY) > SCROLL_CLOSE_PX) latest.current('scroll');
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [open, header]);
}
const SCROLL_CLOSE_PX = 48;

function MenuIcon(props: { open: boolean }) {
  return <LineIcon name={props.open ? 'close' : 'menu'} size={24} />;
}
