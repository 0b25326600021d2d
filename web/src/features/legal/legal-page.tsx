import { Heading, Stack, Text } from '@chakra-ui/react';
import { useT } from '@/i18n/i18n-provider';
import type { MessageId } from '@/i18n/messages';
import { useDocumentHead } from '@/lib/use-document-head';

export function LegalPage(props: { title: MessageId; body: MessageId; metaTitle: MessageId }) {
  const t = useT();
  useDocumentHead({ title: t(props.metaTitle), description: t(props.body) });
  return (
    <Stack gap="4" maxW="3xl">
      <Heading as="h1" size="3xl">
        {t(props.title)}
      </Heading>
      <Text color="fg.muted" fontSize="lg">
        {t(props.body)}
      </Text>
    </Stack>
  );
}
