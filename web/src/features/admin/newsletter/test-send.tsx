import { useMutation } from '@apollo/client/react';
import { Button, Heading, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { toaster } from '@/components/ui/toaster-store';
import { graphql } from '@/gql';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { callErrorMessage, resultError } from '@/lib/result-error';
import { FormField } from '../shell/form-field';

const SendTestMutation = graphql(`
  mutation SendNewsletterTest($email: String!, $language: Language!) {
    sendNewsletterTest(email: $email, language: $language) {
      __typename
      ... on SendNewsletterTestSuccess {
        data {
          email
        }
      }
      ...ResultError
    }
  }
`);

/** Sends the digest as it is now to one address, in one language. */
export function TestSend(props: { ready: boolean }) {
  const t = useT();
  const { language: siteLanguage } = useLanguage();
  const [email, setEmail] = useState('');
  const [language, setLanguage] = useState<'pt' | 'en'>(siteLanguage === 'en' ? 'en' : 'pt');
  const [send, { loading }] = useMutation(SendTestMutation);
  const failed = (description?: string) =>
    toaster.error({ id: 'newsletter-test', title: t('admin.newsletter.testFailed'), description });
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { data } = await send({ variables: { email: email.trim(), language } });
      const result = data?.sendNewsletterTest;
      if (result?.__typename === 'SendNewsletterTestSuccess') {
        toaster.success({ id: 'newsletter-test', title: t('admin.newsletter.testSent', { email: result.data.email }) });
      } else failed(resultError(result)?.message);
    } catch (error) {
      failed(callErrorMessage(error));
    }
  };
  return (
    <Stack as="section" aria-labelledby="newsletter-test-title" gap="4" borderWidth="1px" rounded="xl" p="5">
      <Heading as="h2" size="lg" id="newsletter-test-title">
        {t('admin.newsletter.testTitle')}
      </Heading>
      <form noValidate onSubmit={onSubmit} aria-labelledby="newsletter-test-title">
        <Stack gap="4">
          <FormField label={t('admin.newsletter.testEmail')} required>
            <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          </FormField>
          <FormField label={t('admin.newsletter.testLanguage')}>
            <NativeSelect.Root>
              <NativeSelect.Field value={language} onChange={(e) => setLanguage(e.target.value === 'en' ? 'en' : 'pt')}>
                <option value="pt">Português</option>
                <option value="en">English</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <Button
            type="submit"
            alignSelf="start"
            colorPalette="brand"
            variant="outline"
            loading={loading}
            loadingText={t('admin.newsletter.testSending')}
            disabled={!props.ready || !email.trim()}
          >
            {t('admin.newsletter.testSend')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
