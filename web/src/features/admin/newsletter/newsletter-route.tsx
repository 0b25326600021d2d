import { useQuery } from '@apollo/client/react';
import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { graphql } from '@/gql';
import { useT } from '@/i18n/i18n-provider';
import { AdminPage } from '../shell/admin-page';
import { BackToDashboard } from '../shell/back-to-dashboard';
import { ConsentLookup } from './consent-lookup';
import { DigestPreview } from './digest-preview';
import { DigestSend } from './digest-send';
import { MailStatus } from './mail-status';
import { TestSend } from './test-send';

const NewsletterPageQuery = graphql(`
  query NewsletterPage {
    newsletterStatus {
      problems {
        code
      }
      subscribers {
        confirmed
      }
      ...MailStatus_Status
      ...DigestSend_Status
    }
  }
`);

/** /admin/newsletter: where sending stands, the digest's preview, a test, sending it, proof of consent. */
export default function NewsletterRoute() {
  return (
    <AdminPage title="admin.meta.newsletter">
      <Newsletter />
    </AdminPage>
  );
}

function Newsletter() {
  const t = useT();
  const { data, error, refetch } = useQuery(NewsletterPageQuery, { fetchPolicy: 'cache-and-network' });
  const status = data?.newsletterStatus;
  const ready = status ? status.problems.length === 0 : false;
  const refresh = () => {
    refetch().catch(() => undefined);
  };
  return (
    <Stack gap="8">
      <Stack gap="3">
        <BackToDashboard />
        <Heading as="h1" size="2xl">
          {t('admin.newsletter.title')}
        </Heading>
        <Text color="fg.muted">{t('admin.newsletter.subtitle')}</Text>
      </Stack>
      {error && !status && (
        <Text color="red.700" role="alert">
          {t('admin.newsletter.loadFailed')}
        </Text>
      )}
      {status && <MailStatus status={status} />}
      <DigestPreview />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <TestSend ready={ready} />
        {status && <DigestSend status={status} ready={ready} onChange={refresh} />}
      </SimpleGrid>
      <ConsentLookup />
    </Stack>
  );
}
