import { Box, Center, Link as ChakraLink, Spinner, Text } from '@chakra-ui/react';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useToasterWanted, wantToaster } from '@/components/ui/toaster-store';
import { useT } from '@/i18n/i18n-provider';
import { MAIN_ID } from '@/lib/main-id';
import { onFirstInteraction } from '@/lib/on-first-interaction';
import { useFocusHeadingOnNavigation } from '@/lib/use-focus-heading';
import { useHydrated } from '@/lib/use-hydrated';
import { Footer } from './footer';
import { Header } from './header';
import { LanguageSuggestion } from './language-suggestion';

// Toasts only follow user actions, so their UI stays out of the first load: it is fetched at the
// visitor's first interaction (or first toast).
const Toaster = lazy(() => import('@/components/ui/toaster'));

/**
 * Each page gets its own boundary so the 'Carregando...' fallback also shows on client navigation.
 * On the first load React hydrates the page inside it after the frame around it.
 */
export function PageSuspense(props: { children: ReactNode }) {
  const t = useT();
  return (
    <Suspense fallback={<PageLoading label={t('common.loading')} />}>
      {props.children}
      <HydratedMark />
    </Suspense>
  );
}

/** Lets tests (and anyone debugging) know the page itself, not only its frame, is interactive. */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

export function Layout() {
  const t = useT();
  const { pathname } = useLocation();

  // Spec section 2: every navigation scrolls to the top (query changes such as ?screen= do not).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  useFocusHeadingOnNavigation(pathname, MAIN_ID);

  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <ChakraLink
        href={`#${MAIN_ID}`}
        position="absolute"
        left="2"
        top="-20"
        zIndex="skipLink"
        bg="bg"
        px="3"
        py="2"
        rounded="md"
        _focus={{ top: '2' }}
      >
        {t('nav.skipToContent')}
      </ChakraLink>
      <Header />
      <Box
        as="main"
        id={MAIN_ID}
        tabIndex={-1}
        flex="1"
        w="full"
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py="6"
        outline="none"
      >
        <Outlet />
      </Box>
      <Footer />
      <LanguageSuggestion />
      <ToasterOnceHydrated />
    </Box>
  );
}

/**
 * Its own component, so that the switch to "hydrated" re-renders only this and not the whole page
 * (that re-render of every card was the longest task of the first load).
 */
function ToasterOnceHydrated() {
  const hydrated = useHydrated();
  const wanted = useToasterWanted();
  useEffect(() => onFirstInteraction(wantToaster), []);
  if (!hydrated || !wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

function PageLoading(props: { label: string }) {
  return (
    <Center py="20" gap="3" role="status">
      <Spinner size="sm" color="brand.solid" />
      <Text>{props.label}</Text>
    </Center>
  );
}
