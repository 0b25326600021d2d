import { useQuery } from '@apollo/client/react';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { graphql } from '@/gql';
import { useT } from '@/i18n/i18n-provider';
import { AdminTabs } from '../shell/admin-tabs';
import { EmailHtml } from './email-html';

const DigestPreviewQuery = graphql(`
  query NewsletterDigestPreview($language: Language!) {
    newsletterDigestPreview(language: $language) {
      subject
      html
      text
      screenCount
      appCount
    }
  }
`);

function PreviewPanel(props: { language: 'pt' | 'en' }) {
  const t = useT();
  const { data, loading, error } = useQuery(DigestPreviewQuery, {
    variables: { language: props.language },
    fetchPolicy: 'network-only',
  });
  if (loading && !data) return <Text color="fg.muted">{t('admin.loading')}</Text>;
  if (error) return <Text color="red.700">{t('admin.genericError')}</Text>;
  const preview = data?.newsletterDigestPreview;
  if (!preview) return <Text data-testid="digest-nothing-new">{t('admin.newsletter.nothingNew')}</Text>;
  return (
    <Stack gap="4" pt="4" data-testid={`digest-preview-${props.language}`}>
      <Text fontWeight="semibold" overflowWrap="anywhere">
        {t('admin.newsletter.subject', { subject: preview.subject })}
      </Text>
      <Stack gap="2">
        <Heading as="h3" size="sm">
          {t('admin.newsletter.html')}
        </Heading>
        <EmailHtml html={preview.html} label={t('admin.newsletter.html')} />
      </Stack>
      <Stack gap="2">
        <Heading as="h3" size="sm">
          {t('admin.newsletter.text')}
        </Heading>
        <Box
          as="pre"
          tabIndex={0}
          aria-label={t('admin.newsletter.text')}
          fontSize="sm"
          whiteSpace="pre-wrap"
          overflowWrap="anywhere"
          maxH="80"
          overflowY="auto"
          p="3"
          borderWidth="1px"
          rounded="md"
          bg="bg.subtle"
        >
          {preview.text}
        </Box>
      </Stack>
    </Stack>
  );
}

/** The digest as it would go out now, in Portuguese and in English. */
export function DigestPreview() {
  const t = useT();
  return (
    <Stack as="section" aria-labelledby="digest-preview-title" gap="3" borderWidth="1px" rounded="xl" p="5">
      <Heading as="h2" size="lg" id="digest-preview-title">
        {t('admin.newsletter.previewTitle')}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {t('admin.newsletter.previewHelp')}
      </Text>
      <AdminTabs
        label={t('admin.newsletter.previewLanguages')}
        tabs={[
          { value: 'pt', label: 'Português', content: <PreviewPanel language="pt" /> },
          { value: 'en', label: 'English', content: <PreviewPanel language="en" /> },
        ]}
      />
    </Stack>
  );
}
