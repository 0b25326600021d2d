import { Badge, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { type FragmentType, graphql, useFragment } from '@/gql';
import { useT } from '@/i18n/i18n-provider';

export const HostStatusFragment = graphql(`
  fragment HostStatusCard_ImageHostStatus on ImageHostStatus {
    configured
    cloudName
    name
    message
  }
`);

/**
 * Spec section 2, the status card's three states: checking, connected (with the cloud name, the
 * bucket or the local media store), and not configured (with the server's reason when it gave one).
 */
export function HostStatusCard(props: {
  status: FragmentType<typeof HostStatusFragment> | undefined;
  loading: boolean;
  error?: string;
}) {
  const t = useT();
  const status = useFragment(HostStatusFragment, props.status);
  const frame = { borderWidth: '1px', rounded: 'xl', p: { base: '4', md: '5' }, 'data-testid': 'host-status' };

  if (props.loading) {
    return (
      <HStack {...frame} role="status" gap="3">
        <Spinner size="sm" color="brand.solid" />
        <Text>{t('admin.host.checking')}</Text>
      </HStack>
    );
  }
  if (status?.configured) {
    return (
      <Stack {...frame} role="status" gap="2">
        <Badge colorPalette="green" size="lg" alignSelf="start">
          {t('admin.host.connected')}
        </Badge>
        <Text>
          {status.name === 'local'
            ? t('admin.host.localStore')
            : status.name === 's3'
              ? t('admin.host.bucket', { bucket: status.cloudName })
              : t('admin.host.cloudName', { cloudName: status.cloudName })}
        </Text>
      </Stack>
    );
  }
  const detail = status?.message ?? props.error;
  return (
    <Stack {...frame} role="status" gap="2" borderColor="red.300" bg="red.50">
      <Badge colorPalette="red" size="lg" alignSelf="start">
        {t('admin.host.notConfigured')}
      </Badge>
      <Text>{t(status?.name === 's3' ? 'admin.host.s3NotConfiguredDesc' : 'admin.host.notConfiguredDesc')}</Text>
      {detail && (
        <Text fontSize="sm" color="red.800" wordBreak="break-word">
          {t('admin.host.detail', { message: detail })}
        </Text>
      )}
    </Stack>
  );
}
