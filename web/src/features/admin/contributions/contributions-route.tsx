import { useQuery } from '@apollo/client/react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { graphql } from '@/gql';
import { useT } from '@/i18n/i18n-provider';
import { useLiveSearchParams } from '@/lib/use-live-search-params';
import { AdminPage } from '../shell/admin-page';
import { AdminTabs } from '../shell/admin-tabs';
import { BackToDashboard } from '../shell/back-to-dashboard';
import { ContributionQueue } from './contribution-queue';
import { QUEUE_STATUSES, type QueueStatus, STATUS_LABELS } from './labels';

export const ContributionCountsQuery = graphql(`
  query ContributionCounts {
    contributionCounts {
      pending
      approved
      rejected
      expired
    }
  }
`);

const isStatus = (value: string | null): value is QueueStatus =>
  value !== null && (QUEUE_STATUSES as readonly string[]).includes(value);

/** /admin/contribuicoes (issue 36): what visitors sent, by status, and the decisions on it. */
export default function ContributionsRoute() {
  return (
    <AdminPage title="admin.meta.contributions">
      <Contributions />
    </AdminPage>
  );
}

function Contributions() {
  const t = useT();
  const [params, setParams] = useLiveSearchParams();
  // The status lives in the address, so a reload (or a link) lands on the same list.
  const param = params.get('status');
  const status: QueueStatus = isStatus(param) ? param : 'pending';
  // Fresh on every visit: visitors keep sending, and another admin may have decided meanwhile.
  const counts = useQuery(ContributionCountsQuery, { fetchPolicy: 'cache-and-network' }).data?.contributionCounts;
  const onTab = (value: string) =>
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        if (value === 'pending') copy.delete('status');
        else copy.set('status', value);
        return copy;
      },
      { replace: true },
    );
  return (
    <Stack gap="8">
      <Stack gap="2">
        <BackToDashboard />
        <Heading as="h1" size="2xl">
          {t('admin.dashboard.contributions')}
        </Heading>
        <Text color="fg.muted" maxW="3xl">
          {t('admin.contributions.intro')}
        </Text>
      </Stack>
      <AdminTabs
        label={t('admin.contributions.filter')}
        value={status}
        onValueChange={onTab}
        tabs={QUEUE_STATUSES.map((value) => ({
          value,
          label:
            counts === undefined
              ? t(STATUS_LABELS[value])
              : t('admin.contributions.tab', { label: t(STATUS_LABELS[value]), count: counts[value] }),
          content: <ContributionQueue status={value} total={counts?.[value]} />,
        }))}
      />
    </Stack>
  );
}
