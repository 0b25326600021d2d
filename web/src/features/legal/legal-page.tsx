import { Heading, Stack, Text } from '@chakra-ui/react';
import { ErrorBox } from '@/components/error-box';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import type { MessageId } from '@/i18n/messages';
import { useDocumentHead } from '@/lib/use-document-head';
import { MarkdownView } from './markdown-view';
import { useLegalDoc } from './use-legal-doc';

/**
 * Terms and privacy: the head (title, description) and the heading come from the catalogs, so the
 * server renders them; the text itself is loaded on demand from the API in the page's language.
 */
export function LegalPage(props: { title: MessageId; body: MessageId; metaTitle: MessageId; docTitle: string }) {
  const t = useT();
  const { language } = useLanguage();
  const state = useLegalDoc(props.docTitle, language);
  useDocumentHead({ title: t(props.metaTitle), description: t(props.body) });
  return (
    <Stack as="article" gap="4" maxW="3xl" aria-busy={state.status === 'loading'}>
      <Heading as="h1" size="3xl">
        {t(props.title)}
      </Heading>
      {state.status === 'loading' ? (
        <Text color="fg.muted" role="status">
          {t('common.loading')}
        </Text>
      ) : state.status === 'error' ? (
        <ErrorBox message={state.message} />
      ) : (
        <MarkdownView source={state.doc.content} />
      )}
    </Stack>
  );
}
