import { useQuery } from '@apollo/client/react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { toaster } from '@/components/ui/toaster-store';
import { graphql } from '@/gql';
import { useT } from '@/i18n/i18n-provider';
import { useAdminSession } from '@/lib/admin-session';
import { downloadSubscribersCsv } from './download-csv';

const AdminSubscriberCountQuery = graphql(`
  query AdminSubscriberCount {
    newsletter {
      subscriberCount
    }
    newsletterStatus {
      problems {
        code
        message
      }
    }
  }
`);

/** The subscriber count and the CSV export for the mailing tool (the only way addresses leave the server). */
export function SubscribersExport() {
  const t = useT();
  const { token } = useAdminSession();
  const [busy, setBusy] = useState(false);
  // Fresh on every visit: the footer's cached count may be older than this session.
  const { data } = useQuery(AdminSubscriberCountQuery, { fetchPolicy: 'cache-and-network' });
  const count = data?.newsletter.subscriberCount;
  const problems = data?.newsletterStatus.problems ?? [];

  const download = async () => {
    if (!token || busy) return;
    setBusy(true);
    try {
      await downloadSubscribersCsv(token);
    } catch {
      toaster.error({ title: t('admin.error'), description: t('admin.subscribers.failed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack as="section" aria-labelledby="admin-subscribers-title" gap="3" borderWidth="1px" rounded="xl" p="5">
      <Heading as="h2" size="lg" id="admin-subscribers-title">
        {t('admin.subscribers.title')}
      </Heading>
      <Text fontSize="2xl" fontWeight="semibold" data-testid="admin-subscriber-count" minH="9">
        {count === undefined ? '' : t('admin.subscribers.count', { count })}
      </Text>
      <Text color="fg.muted" fontSize="sm">
        {t('admin.subscribers.help')}
      </Text>
      {/* Without a mail server (or PUBLIC_URL) nothing goes out: said here too, not only on the newsletter page. */}
      {problems.map((p) => (
        <Text key={p.code} fontSize="sm" color="orange.800" data-testid="newsletter-problem">
          {p.message}
        </Text>
      ))}
      <Button
        alignSelf="start"
        colorPalette="brand"
        variant="outline"
        onClick={download}
        loading={busy}
        loadingText={t('admin.subscribers.downloading')}
      >
        {t('admin.subscribers.download')}
      </Button>
    </Stack>
  );
}
