'use client';

// Chakra CLI snippet (vendored), trimmed: the site has no colour-mode switch, and the system is ours.
// Its global CSS is the generated stylesheet web/src/main.tsx imports, not injected per page.
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { providedSystem } from '@/theme/system';

export function Provider(props: { children: ReactNode }) {
  return <ChakraProvider value={providedSystem()}>{props.children}</ChakraProvider>;
}
