import { useQuery } from '@apollo/client/react';
import { Stack, Text } from '@chakra-ui/react';
import { graphql } from '@/gql';
import { useT } from '@/i18n/i18n-provider';
import { AdminPage } from '../shell/admin-page';
import { AdminPageHeading } from '../shell/admin-page-heading';
import { AdminTabs } from '../shell/admin-tabs';
import { useTabParam } from '../shell/use-tab-param';
import { ContributionQueue } from './contribution-queue';
import { QUEUE_STATUSES, type QueueStatus, STATUS_LABELS } from './labels';

export const ContributionCountsQuery = graphql(`
  query ContributionCounts {
    contributionCounts {
      pending
      approved
      rejected
      expired
      awaitingImages
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
  // The status lives in the address, so a reload (or a link) lands on the same list.
  const [params, onTab] = useTabParam('status', 'pending');
  const param = params.get('status');
  const status: QueueStatus = isStatus(param) ? param : 'pending';
  // Fresh on every visit: visitors keep sending, and another admin may have decided meanwhile.
  const counts = useQuery(ContributionCountsQuery, { fetchPolicy: 'cache-and-network' }).data?.contributionCounts;
  return (
    <Stack gap="8">
      <AdminPageHeading title="admin.dashboard.contributions" intro="admin.contributions.intro" introMaxW="3xl" />
      {counts && counts.awaitingImages > 0 && (
        <Text data-testid="awaiting-images" maxW="3xl">
          {t('admin.contributions.awaitingImages', { count: counts.awaitingImages })}
        </Text>
      )}
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
