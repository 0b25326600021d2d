import { Box, HStack, Text } from '@chakra-ui/react';

/** Brand mark: a phone screen beside a card, in gov.br blue and yellow. */
export function Logo(props: { size?: number }) {
  const size = props.size ?? 32;
  return (
    <HStack gap="2" align="center">
      <Box as="span" display="inline-flex" aria-hidden="true">
        <svg width={size} height={size} viewBox="0 0 32 32" focusable="false" aria-hidden="true">
          <rect width="32" height="32" rx="7" fill="#1351B4" />
          <rect x="7" y="6" width="11" height="20" rx="2.5" fill="#fff" />
          <rect x="20" y="10" width="5" height="12" rx="1.5" fill="#FFCD07" />
        </svg>
      </Box>
      <Text as="span" fontWeight="bold" fontSize="lg" letterSpacing="tight" color="fg">
        Vitrine Pública
      </Text>
    </HStack>
  );
}
