import { Heading, Stack, Text } from '@chakra-ui/react';
import { useT } from '@/i18n/i18n-provider';
import type { MessageId } from '@/i18n/messages';
import { BackToDashboard } from './back-to-dashboard';

/** An admin page's top: the way back to the dashboard, its heading, and a line on what it is for. */
export function AdminPageHeading(props: { title: MessageId; intro: MessageId; introMaxW?: string }) {
  const t = useT();
  return (
    <Stack gap="2">
      <BackToDashboard />
      <Heading as="h1" size="2xl">
        {t(props.title)}
      </Heading>
      <Text color="fg.muted" maxW={props.introMaxW}>
        {t(props.intro)}
      </Text>
    </Stack>
  );
}
