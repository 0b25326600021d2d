import { useQuery } from '@apollo/client/react';
import { Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql } from '@/gql';
import { useT } from '@/i18n/i18n-provider';
import { useAdminSession } from '@/lib/admin-session';

const DashboardBackupQuery = graphql(`
  query DashboardBackup {
    lastBackup {
      at
      ok
      bytes
      error
    }
  }
`);

/** The last backup's time, size and result, or plainly that there is none (issue 58). */
export function BackupLine() {
  const t = useT();
  const intl = useIntl();
  const admin = useAdminSession().status === 'admin';
  const result = useQuery(DashboardBackupQuery, { skip: !admin, nextFetchPolicy: 'cache-only' });
  if (!result.data) return null;
  const last = result.data.lastBackup;
  const at = last && intl.formatDate(last.at, { dateStyle: 'medium', timeStyle: 'short' });
  const size = last?.bytes != null ? intl.formatNumber(last.bytes / (1 << 20), { maximumFractionDigits: 1 }) : '?';
  const text = !last
    ? t('admin.dashboard.backupNone')
    : last.ok
      ? t('admin.dashboard.backupOk', { at, size })
      : t('admin.dashboard.backupFailed', { at, error: last.error ?? '' });
  return (
    <Text fontSize="sm" color={last && !last.ok ? 'fg.error' : undefined} data-testid="backup-line">
      {text}
    </Text>
  );
}
