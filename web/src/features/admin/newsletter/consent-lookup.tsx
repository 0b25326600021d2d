import { useLazyQuery } from '@apollo/client/react';
import { Box, Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { graphql } from '@/gql';
import { useT } from '@/i18n/i18n-provider';
import { FormField } from '../shell/form-field';

const ConsentRecordQuery = graphql(`
  query NewsletterConsentRecord($email: String!) {
    newsletterConsentRecord(email: $email) {
      email
      status
      json
    }
  }
`);

/** The proof of consent of one address, shown and downloadable (for its owner or an auditor). */
export function ConsentLookup() {
  const t = useT();
  const [email, setEmail] = useState('');
  const [find, { data, loading, called, error }] = useLazyQuery(ConsentRecordQuery, { fetchPolicy: 'network-only' });
  const record = data?.newsletterConsentRecord;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim()) find({ variables: { email: email.trim() } }).catch(() => undefined);
  };
  const download = () => {
    if (!record) return;
    const url = URL.createObjectURL(new Blob([record.json], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `consent-${record.email.replace(/[^a-z0-9@._-]/gi, '_')}.json`;
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack as="section" aria-labelledby="newsletter-consent-title" gap="4" borderWidth="1px" rounded="xl" p="5">
      <Heading as="h2" size="lg" id="newsletter-consent-title">
        {t('admin.newsletter.consentTitle')}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {t('admin.newsletter.consentHelp')}
      </Text>
      <form noValidate onSubmit={onSubmit} aria-labelledby="newsletter-consent-title">
        <HStack align="end" gap="3" wrap="wrap">
          <Box flex="1" minW="56">
            <FormField label={t('admin.newsletter.consentEmail')}>
              <Input type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
            </FormField>
          </Box>
          <Button type="submit" variant="outline" colorPalette="brand" loading={loading} disabled={!email.trim()}>
            {t('admin.newsletter.consentFind')}
          </Button>
        </HStack>
      </form>
      <Box role="status" aria-live="polite">
        {error && <Text color="red.700">{t('admin.genericError')}</Text>}
        {called && !loading && !error && !record && <Text>{t('admin.newsletter.consentNone')}</Text>}
      </Box>
      {record && (
        <Stack gap="3" data-testid="consent-record">
          <Box
            as="pre"
            tabIndex={0}
            aria-label={t('admin.newsletter.consentTitle')}
            fontSize="sm"
            whiteSpace="pre-wrap"
            overflowWrap="anywhere"
            maxH="96"
            overflowY="auto"
            p="3"
            borderWidth="1px"
            rounded="md"
            bg="bg.subtle"
          >
            {record.json}
          </Box>
          <Button alignSelf="start" variant="outline" onClick={download}>
            {t('admin.newsletter.consentDownload')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
