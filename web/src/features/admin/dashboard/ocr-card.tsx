import { useQuery } from '@apollo/client/react';
import { Badge, Heading, List, Stack, Text } from '@chakra-ui/react';
import { graphql } from '@/gql';
import { useT } from '@/i18n/i18n-provider';
import { useAdminSession } from '@/lib/admin-session';
import { jobStatus } from '../jobs/job-labels';

const OcrJobsQuery = graphql(`
  query OcrJobs {
    jobs(kind: "ocr", first: 10) {
      id
      status
      error
      params
      finishedAt
    }
  }
`);

const screenOf = (params: string) => {
  try {
    return (JSON.parse(params) as { screenId?: number }).screenId;
  } catch {
    return undefined;
  }
};

/** The latest text readings (OCR jobs), failures with their reason; the retry is on the screen's row. */
export function OcrCard() {
  const t = useT();
  const admin = useAdminSession().status === 'admin';
  const { data, loading } = useQuery(OcrJobsQuery, { fetchPolicy: 'cache-and-network', skip: !admin });
  const jobs = data?.jobs;
  return (
    <Stack gap="3" borderWidth="1px" rounded="xl" p="5" data-testid="ocr-jobs">
      <Heading as="h2" size="md">
        {t('admin.ocr.title')}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {t('admin.ocr.desc')}
      </Text>
      {!jobs && loading && <Text color="fg.muted">{t('admin.loading')}</Text>}
      {jobs && jobs.length === 0 && <Text color="fg.muted">{t('admin.history.empty')}</Text>}
      {jobs && jobs.length > 0 && (
        <List.Root gap="1.5" listStyleType="none" ms="0" fontSize="sm">
          {jobs.map((job) => {
            const status = jobStatus(job.status);
            const screen = screenOf(job.params);
            return (
              <List.Item key={job.id} data-job-id={job.id} display="flex" gap="2" flexWrap="wrap" alignItems="baseline">
                <Text as="span" fontVariantNumeric="tabular-nums">
                  #{job.id}
                  {screen ? ` · ${t('admin.ocr.screen', { id: screen })}` : ''}
                </Text>
                <Badge colorPalette={status.palette}>{status.id ? t(status.id) : job.status}</Badge>
                {job.error && (
                  <Text as="span" color="fg.error" wordBreak="break-word">
                    {job.error}
                  </Text>
                )}
              </List.Item>
            );
          })}
        </List.Root>
      )}
    </Stack>
  );
}
