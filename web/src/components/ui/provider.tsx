'use client';

// Chakra CLI snippet (vendored), trimmed: the site has no colour-mode switch, and the system is ours.
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { getSystem } from '@/theme/system';

export function Provider(props: { children: ReactNode }) {
  return <ChakraProvider value={getSystem()}>{props.children}</ChakraProvider>;
}
