import { useQuery } from '@apollo/client/react';
import { Text } from '@chakra-ui/react';
import { graphql } from '@/gql';
import { useT } from '@/i18n/i18n-provider';
import { useAdminSession } from '@/lib/admin-session';

const DashboardContributionsQuery = graphql(`
  query DashboardContributions {
    contributionCounts {
      pending
    }
  }
`);

/** How many visitors' submissions wait for a decision (issue 36), under the queue's link. */
export function PendingLine() {
  const t = useT();
  const admin = useAdminSession().status === 'admin';
  // Fresh on every visit: visitors send at any time.
  const { data } = useQuery(DashboardContributionsQuery, { skip: !admin, fetchPolicy: 'cache-and-network' });
  const pending = data?.contributionCounts.pending;
  return (
    <Text
      fontSize="sm"
      fontWeight={pending ? 'semibold' : undefined}
      color={pending ? 'brand.fg' : undefined}
      minH="5"
      data-testid="contributions-pending"
    >
      {pending === undefined ? '' : t('admin.dashboard.pending', { count: pending })}
    </Text>
  );
}
