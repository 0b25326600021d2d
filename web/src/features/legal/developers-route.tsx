import { useQuery } from '@apollo/client/react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { ErrorBox } from '@/components/error-box';
import { graphql } from '@/gql';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { useDocumentHead } from '@/lib/use-document-head';
import { MarkdownView } from './markdown-view';

// Through GraphQL (not the REST call the terms use) so the server renders the whole text: integrators,
// crawlers and assistants read it without JavaScript, its examples already naming this site (issue 59).
const DevelopersDocQuery = graphql(`
  query DevelopersDoc($language: String) {
    siteDocument(title: "desenvolvedores", language: $language) {
      id
      content
    }
  }
`);

/** The APIs and open data for integrators (issues 35, 59), in both languages. */
export default function DevelopersRoute() {
  const t = useT();
  const { language } = useLanguage();
  const { data, error, loading } = useQuery(DevelopersDocQuery, { variables: { language } });
  useDocumentHead({ title: t('meta.developers.title'), description: t('developers.body') });
  const content = data?.siteDocument?.content;
  return (
    <Stack as="article" gap="4" maxW="3xl" aria-busy={loading}>
      <Heading as="h1" size="3xl">
        {t('developers.title')}
      </Heading>
      {content ? (
        <MarkdownView source={content} />
      ) : error || !loading ? (
        <ErrorBox error={error} />
      ) : (
        <Text color="fg.muted" role="status">
          {t('common.loading')}
        </Text>
      )}
    </Stack>
  );
}
