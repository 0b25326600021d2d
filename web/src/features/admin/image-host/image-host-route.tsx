import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { graphql } from '@/gql';
import { useT } from '@/i18n/i18n-provider';
import { callErrorMessage } from '@/lib/result-error';
import { AdminPage } from '../shell/admin-page';
import { AdminTabs } from '../shell/admin-tabs';
import { BackToDashboard } from '../shell/back-to-dashboard';
import { BatchMigrationTab } from './batch-migration-tab';
import { HostStatusCard } from './host-status-card';
import { TestUploadForm } from './test-upload-form';

const ImageHostStatusQuery = graphql(`
  query ImageHostStatus {
    imageHostStatus {
      name
      configured
      ...HostStatusCard_ImageHostStatus
    }
  }
`);

const MigrationJobsQuery = graphql(`
  query MigrationJobs {
    jobs(kind: "image-migration", first: 10) {
      id
      status
      ...JobHistory_Job
    }
  }
`);

/** /admin/cloudinary: the image migration tool (spec sections 2, 4, 5 and 8), with live progress. */
export default function ImageHostRoute() {
  return (
    <AdminPage title="admin.meta.imageHost">
      <ImageHost />
    </AdminPage>
  );
}

function ImageHost() {
  const t = useT();
  // Asked again on every visit and on Refresh Status: the provider may have come back or gone away.
  const status = useQuery(ImageHostStatusQuery, { fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const jobs = useQuery(MigrationJobsQuery, { fetchPolicy: 'network-only' });
  const host = status.data?.imageHostStatus;
  const checking = status.loading || status.networkStatus === NetworkStatus.refetch;
  const configured = !checking && host?.configured === true;
  const refreshJobs = () => {
    jobs.refetch().catch(() => undefined);
  };

  return (
    <Stack gap="8">
      <Stack gap="3">
        <BackToDashboard />
        <HStack justify="space-between" align="start" gap="4" wrap="wrap">
          <Stack gap="1" minW="0">
            <Heading as="h1" size="2xl">
              {host?.name === 'cloudinary' ? t('admin.host.titleCloudinary') : t('admin.host.title')}
            </Heading>
            {host?.name === 'local' && <Text color="fg.muted">{t('admin.host.localLine')}</Text>}
            {host?.name === 's3' && <Text color="fg.muted">{t('admin.host.s3Line')}</Text>}
          </Stack>
          <Button variant="outline" onClick={() => status.refetch().catch(() => undefined)} disabled={checking}>
            {t('admin.host.refresh')}
          </Button>
        </HStack>
      </Stack>
      <HostStatusCard
        status={checking ? undefined : host}
        loading={checking}
        error={status.error ? (callErrorMessage(status.error) ?? status.error.message) : undefined}
      />
      <AdminTabs
        label={t('admin.host.tools')}
        tabs={[
          {
            value: 'migration',
            label: t('admin.migration.tab'),
            content: (
              <BatchMigrationTab
                configured={configured}
                jobs={jobs.data?.jobs}
                jobsLoading={jobs.loading}
                refreshJobs={refreshJobs}
              />
            ),
          },
          { value: 'upload', label: t('admin.upload.tab'), content: <TestUploadForm configured={configured} /> },
        ]}
      />
    </Stack>
  );
}
