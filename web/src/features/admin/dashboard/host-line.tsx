import { useQuery } from '@apollo/client/react';
import { Text } from '@chakra-ui/react';
import { graphql } from '@/gql';
import { useT } from '@/i18n/i18n-provider';

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
  const host = useQuery(DashboardHostQuery).data?.imageHostStatus;
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
