import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Both forms' frame: the title, what the form is for, then the form (a readable width). */
export function ContributePage(props: { title: string; intro: string; children: ReactNode }) {
  return (
    <Stack gap="6" maxW="2xl">
      <Stack gap="3">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
          {props.title}
        </Heading>
        <Text color="fg.muted" fontSize="md">
          {props.intro}
        </Text>
      </Stack>
      {props.children}
    </Stack>
  );
}
