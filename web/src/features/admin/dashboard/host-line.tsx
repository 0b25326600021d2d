import { useQuery } from '@apollo/client/react';
import { Text } from '@chakra-ui/react';
import { graphql } from '@/gql';
import { useT } from '@/i18n/i18n-provider';
import { useAdminSession } from '@/lib/admin-session';

const DashboardHostQuery = graphql(`
  query DashboardHost {
    imageHostStatus {
      name
      cloudName
      configured
      message
    }
  }
`);

/** Names where images are stored (the card's title keeps the spec's "Cloudinary" wording either way). */
export function HostLine() {
  const t = useT();
  // A logout evicts the host's status before this re-renders: read once, then only from the cache, so
  // the eviction does not ask again without a session (a refused call).
  const admin = useAdminSession().status === 'admin';
  const host = useQuery(DashboardHostQuery, { skip: !admin, nextFetchPolicy: 'cache-only' }).data?.imageHostStatus;
  if (!host) return null;
  const text =
    host.name === 'local'
      ? t('admin.dashboard.hostLocal')
      : host.configured
        ? t('admin.dashboard.hostCloudinary', { cloud: host.cloudName })
        : t('admin.dashboard.hostMisconfigured', { reason: host.message ?? '' });
  return (
    <Text fontSize="sm" data-testid="image-host-line">
      {text}
    </Text>
  );
}
