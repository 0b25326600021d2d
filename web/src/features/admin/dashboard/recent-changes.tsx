import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { graphql } from '@/gql';
import { useT } from '@/i18n/i18n-provider';
import { AuditEntry } from './audit-entry';

const AuditLogQuery = graphql(`
  query AuditLog($first: Int!) {
    auditLog(first: $first) {
      id
      ...AuditEntry_Entry
    }
  }
`);

export const AUDIT_PAGE = 20;

/** The audit log: the latest admin writes, newest first (who, what, when, before and after). */
export function RecentChanges() {
  const t = useT();
  const { data, error, refetch, networkStatus } = useQuery(AuditLogQuery, {
    variables: { first: AUDIT_PAGE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const refreshing = networkStatus === NetworkStatus.refetch || networkStatus === NetworkStatus.loading;
  const entries = data?.auditLog;
  return (
    <Stack as="section" aria-labelledby="admin-changes-title" gap="4" data-testid="recent-changes">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Heading as="h2" size="lg" id="admin-changes-title">
          {t('admin.changes.title')}
        </Heading>
        <Button
          variant="outline"
          size="sm"
          onClick={() => refetch().catch(() => undefined)}
          loading={refreshing}
          loadingText={t('admin.refreshing')}
        >
          {t('admin.refresh')}
        </Button>
      </HStack>
      {error && !entries && <Text color="red.700">{t('admin.changes.failed')}</Text>}
      {entries?.length === 0 && <Text color="fg.muted">{t('admin.changes.empty')}</Text>}
      {entries && entries.length > 0 && (
        <Stack as="ol" gap="3" listStyleType="none" m="0" p="0" aria-labelledby="admin-changes-title">
          {entries.map((entry) => (
            <AuditEntry key={entry.id} entry={entry} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
