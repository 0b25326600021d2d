import { Link as ChakraLink, Stack, type StackProps } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { useLanguage, useT } from '@/i18n/i18n-provider';

const LINKS = [
  { to: '/', label: 'nav.apps', end: true },
  { to: '/screens', label: 'nav.screens', end: false },
  { to: '/about', label: 'nav.about', end: false },
  // Issue 36: visitors ask for an app; issue 37: they send an app's screenshots.
  { to: '/solicitar-aplicativo', label: 'nav.requestApp', end: false },
  { to: '/enviar-aplicativo', label: 'nav.submitApp', end: false },
] as const;

/** Apps, Screens, About, Request app and Submit app, in the active language; the header and the mobile menu share them. */
export function NavLinks(props: StackProps & { onNavigate?: () => void }) {
  const { onNavigate, ...stack } = props;
  const t = useT();
  const { localize } = useLanguage();
  return (
    <Stack as="ul" listStyleType="none" m="0" p="0" {...stack}>
      {LINKS.map((link) => (
        <li key={link.to}>
          <ChakraLink
            asChild
            display="block"
            px="3"
            py="2"
            rounded="md"
            fontWeight="medium"
            color="fg"
            _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
            css={{ '&[aria-current=page]': { color: 'brand.fg', bg: 'brand.subtle' } }}
          >
            <NavLink to={localize(link.to)} end={link.end} onClick={onNavigate}>
              {t(link.label)}
            </NavLink>
          </ChakraLink>
        </li>
      ))}
    </Stack>
  );
}
