import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { toaster } from '@/components/ui/toaster-store';
import { graphql } from '@/gql';
import { useT } from '@/i18n/i18n-provider';
import { callErrorMessage, resultError } from '@/lib/result-error';
import { JobProgress } from '../jobs/job-progress';
import { forgetApps } from '../shell/content-cache';
import { DeletedRecords } from './deleted-records';

const AirtableStatusQuery = graphql(`
  query AirtableStatus {
    airtableConfigured
    jobs(kind: "airtable-sync", first: 1) {
      id
    }
    deletedRecords {
      airtableId
      ...DeletedRecords_Record
    }
  }
`);

const StartSyncMutation = graphql(`
  mutation StartAirtableSync {
    startAirtableSync {
      __typename
      ... on StartAirtableSyncSuccess {
        data {
          id
          ...JobProgress_Job
        }
      }
      ...ResultError
    }
  }
`);

/** The dashboard's Airtable card: start a sync, follow the latest one, restore deleted records. */
export function AirtableCard() {
  const t = useT();
  const client = useApolloClient();
  const status = useQuery(AirtableStatusQuery, { fetchPolicy: 'cache-and-network' });
  const [start, { loading }] = useMutation(StartSyncMutation);
  const [started, setStarted] = useState<number | null>(null);
  const followed = started ?? status.data?.jobs[0]?.id ?? null;
  // Only a known "not configured" disables it: while loading, the server's refusal still explains itself.
  const unavailable = status.data?.airtableConfigured === false;
  const reasonId = useId();
  const failed = (message: string | undefined) =>
    toaster.error({
      id: 'airtable-sync',
      title: t('admin.sync.failed'),
      description: message ?? t('admin.genericError'),
    });

  const onStart = async () => {
    try {
      const { data } = await start();
      const result = data?.startAirtableSync;
      if (result?.__typename === 'StartAirtableSyncSuccess') {
        toaster.success({
          id: 'airtable-sync',
          title: t('admin.sync.started'),
          description: t('admin.sync.startedDesc'),
        });
        setStarted(result.data.id);
      } else failed(resultError(result)?.message);
    } catch (error) {
      failed(callErrorMessage(error));
    }
  };

  const onFinished = (how: { watched: boolean }) => {
    if (!how.watched && started === null) return;
    // What the sync wrote shows on the public pages: their cached lists are read again.
    forgetApps(client.cache);
    status.refetch().catch(() => undefined);
  };

  return (
    <Stack as="section" aria-labelledby="admin-airtable-title" gap="4" borderWidth="1px" rounded="xl" p="5">
      <Heading as="h2" size="lg" id="admin-airtable-title">
        {t('admin.sync.title')}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {t('admin.sync.help')}
      </Text>
      <Button
        alignSelf="start"
        colorPalette="brand"
        onClick={onStart}
        loading={loading}
        loadingText={t('admin.sync.starting')}
        disabled={unavailable}
        aria-describedby={unavailable ? reasonId : undefined}
      >
        {t('admin.sync.start')}
      </Button>
      {unavailable && (
        <Text id={reasonId} fontSize="sm" color="orange.800" data-testid="sync-unavailable">
          {t('admin.sync.notConfigured')}
        </Text>
      )}
      {followed !== null && <JobProgress jobId={followed} title={t('admin.sync.jobTitle')} onFinished={onFinished} />}
      <DeletedRecords
        records={status.data?.deletedRecords}
        onRestored={() => status.refetch().catch(() => undefined)}
      />
    </Stack>
  );
}
