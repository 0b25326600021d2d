import { useQuery } from '@apollo/client/react';
import { Link as ChakraLink, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { ErrorBox } from '@/components/error-box';
import { graphql } from '@/gql';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { useDocumentHead } from '@/lib/use-document-head';

const FlowsIndexQuery = graphql(`
  query FlowsIndex {
    flowKinds {
      slug
      namePt
      nameEn
      appCount
    }
  }
`);

/** Issue 61 item 2: /fluxos, the journey kinds with how many public apps have a flow of each. */
export default function FlowsIndexRoute() {
  const t = useT();
  const { language, localize } = useLanguage();
  const { data, error, loading } = useQuery(FlowsIndexQuery);
  useDocumentHead({ title: t('meta.flows.title'), description: t('meta.flows.description') });
  const kinds = data?.flowKinds ?? [];
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
          {t('flows.title')}
        </Heading>
        <Text color="fg.muted">{t('flows.subtitle')}</Text>
      </Stack>
      {error && !data ? (
        <ErrorBox error={error} />
      ) : loading && !data ? (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h="20" borderRadius="l2" />
          ))}
        </SimpleGrid>
      ) : kinds.length === 0 ? (
        <EmptyState title={t('flows.indexEmpty')} />
      ) : (
        <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="4" listStyleType="none" data-testid="flow-kinds">
          {kinds.map((k) => (
            <li key={k.slug}>
              <Stack borderWidth="1px" borderRadius="l2" p="4" gap="1" h="full">
                <ChakraLink asChild color="brand.fg" fontWeight="semibold" fontSize="lg">
                  <Link to={localize(`/fluxos/${k.slug}`)}>{language === 'en' ? k.nameEn : k.namePt}</Link>
                </ChakraLink>
                <Text color="fg.muted" fontSize="sm">
                  {t('flows.kindApps', { count: k.appCount })}
                </Text>
              </Stack>
            </li>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
