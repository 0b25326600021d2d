import { Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { CopyLinkButton } from '@/components/screen-viewer/copy-link-button';

/** The comparison's title row, for screens and for flows: heading, what is compared, way back, link to copy. */
export function CompareHeader(props: { heading: ReactNode; subtitle: string; back: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <Flex gap="4" justify="space-between" align={{ base: 'start', md: 'end' }} wrap="wrap">
      <Stack gap="2">
        {props.heading}
        <Text color="fg.muted">{props.subtitle}</Text>
      </Stack>
      <HStack gap="4" wrap="wrap">
        {props.back}
        <CopyLinkButton path={`${pathname}${search}`} />
      </HStack>
    </Flex>
  );
}
