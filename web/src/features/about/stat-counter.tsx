import { Box, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useCountUp } from './use-count-up';

/** One animated figure; assistive tech and no-JS readers get the final number straight away. */
export function StatCounter(props: { label: string; value: number | undefined; children?: ReactNode; testId: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = useCountUp(props.value, ref);
  const intl = useIntl();
  return (
    <Stack ref={ref} as="li" gap="2" p="6" borderWidth="1px" rounded="xl" bg="bg" data-testid={props.testId}>
      <Text
        fontSize="4xl"
        fontWeight="bold"
        color="brand.fg"
        lineHeight="1"
        fontVariantNumeric="tabular-nums"
        aria-hidden="true"
        data-value={shown}
      >
        {intl.formatNumber(shown)}
      </Text>
      <Box as="span" srOnly>
        {props.value === undefined ? '' : intl.formatNumber(props.value)}
      </Box>
      <Text fontWeight="medium">{props.label}</Text>
      {props.children}
    </Stack>
  );
}
