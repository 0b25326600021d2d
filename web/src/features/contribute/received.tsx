import { Box, Button, Link as ChakraLink, Field, Flex, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { LineIcon } from '@/components/line-icon';
import { useT } from '@/i18n/i18n-provider';
import { copyText } from '@/lib/clipboard';

/**
 * The confirmation: the status link, the one way to follow the outcome (no email is asked for, so
 * none can be sent). Focus moves to its heading, so the outcome is what a screen reader reads next.
 */
export function Received(props: { statusUrl: string; onAnother: () => void; details?: ReactNode }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <Stack
      as="section"
      aria-labelledby="contribution-received"
      gap="4"
      p={{ base: '4', md: '6' }}
      borderWidth="1px"
      borderColor="green.300"
      bg="green.50"
      rounded="l3"
      data-testid="contribution-received"
    >
      <Heading as="h2" id="contribution-received" size="xl" ref={heading} tabIndex={-1} outline="none">
        <span aria-hidden="true">✓ </span>
        {t('contribute.receivedTitle')}
      </Heading>
      <Text>{t('contribute.received')}</Text>
      {props.details}
      <Text fontWeight="semibold">{t('contribute.keepLink')}</Text>
      <Field.Root>
        <Field.Label>{t('contribute.statusLinkLabel')}</Field.Label>
        <Flex gap="2" w="full" direction={{ base: 'column', sm: 'row' }}>
          <Input
            readOnly
            value={props.statusUrl}
            onFocus={(e) => e.currentTarget.select()}
            fontFamily="mono"
            fontSize="sm"
            bg="bg"
            flex="1"
          />
          <Button
            variant="outline"
            bg="bg"
            onClick={async () => setCopied((await copyText(props.statusUrl)) ? 'yes' : 'no')}
          >
            <LineIcon name="link" size={16} />
            {t('contribute.copyLink')}
          </Button>
        </Flex>
      </Field.Root>
      <Box role="status" fontSize="sm" minH="5">
        {copied === 'yes' && <Text color="green.700">✓ {t('contribute.linkCopied')}</Text>}
        {copied === 'no' && <Text color="red.700">{t('contribute.copyFailed')}</Text>}
      </Box>
      <HStack gap="4" wrap="wrap">
        <ChakraLink href={props.statusUrl} data-status-link color="brand.fg" fontWeight="medium">
          {t('contribute.openStatus')}
        </ChakraLink>
        <Button variant="outline" bg="bg" onClick={props.onAnother}>
          {t('contribute.sendAnother')}
        </Button>
      </HStack>
    </Stack>
  );
}
