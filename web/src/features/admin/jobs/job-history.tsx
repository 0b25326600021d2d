import { Badge, Box, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { type FragmentType, graphql, useFragment } from '@/gql';
import { useT } from '@/i18n/i18n-provider';
import { jobStatus, typeLabel } from './job-labels';

export const JobHistoryFragment = graphql(`
  fragment JobHistory_Job on Job {
    id
    type
    status
    startedAt
    finishedAt
    progress {
      total
      processed
      succeeded
      failed
    }
  }
`);

const Th = chakra('th', {
  base: { textAlign: 'start', fontWeight: 'semibold', px: '3', py: '2', whiteSpace: 'nowrap' },
});
const Td = chakra('td', { base: { px: '3', py: '2', borderTopWidth: '1px', whiteSpace: 'nowrap' } });

/** Past runs with their figures, newest first (the page refreshes it when a run ends). */
export function JobHistory(props: { jobs: FragmentType<typeof JobHistoryFragment>[] | undefined; loading: boolean }) {
  const t = useT();
  const intl = useIntl();
  const titleId = useId();
  const jobs = useFragment(JobHistoryFragment, props.jobs);
  const when = (value: string | null | undefined) =>
    value ? intl.formatDate(value, { dateStyle: 'short', timeStyle: 'medium' }) : '—';
  const heads = ['id', 'type', 'status', 'processed', 'succeeded', 'failed', 'started', 'finished'] as const;

  return (
    <Stack gap="3">
      <Heading as="h2" size="lg" id={titleId}>
        {t('admin.history.title')}
      </Heading>
      {jobs && jobs.length === 0 && <Text color="fg.muted">{t('admin.history.empty')}</Text>}
      {!jobs && props.loading && <Text color="fg.muted">{t('admin.loading')}</Text>}
      {jobs && jobs.length > 0 && (
        // Scrolls sideways on phones; focusable so the keyboard can scroll it too.
        <Box
          overflowX="auto"
          borderWidth="1px"
          rounded="lg"
          tabIndex={0}
          role="region"
          aria-labelledby={titleId}
          focusRing="outside"
        >
          <chakra.table w="full" fontSize="sm" css={{ borderCollapse: 'collapse' }} data-testid="job-history">
            <thead>
              <tr>
                {heads.map((h) => (
                  <Th key={h} scope="col">
                    {t(`admin.history.${h}`)}
                  </Th>
                ))}
              </tr>
            </thead>
            <tbody>
              {jobs.map((job) => {
                const status = jobStatus(job.status);
                const type = typeLabel(job.type);
                return (
                  <tr key={job.id} data-job-id={job.id}>
                    <Td fontVariantNumeric="tabular-nums">#{job.id}</Td>
                    <Td>{type ? t(type) : (job.type ?? '—')}</Td>
                    <Td>
                      <Badge colorPalette={status.palette}>{status.id ? t(status.id) : job.status}</Badge>
                    </Td>
                    <Td fontVariantNumeric="tabular-nums">
                      {t('admin.job.ofTotal', { count: job.progress.processed, total: job.progress.total })}
                    </Td>
                    <Td fontVariantNumeric="tabular-nums">{job.progress.succeeded}</Td>
                    <Td fontVariantNumeric="tabular-nums">{job.progress.failed}</Td>
                    <Td>{when(job.startedAt)}</Td>
                    <Td>{when(job.finishedAt)}</Td>
                  </tr>
                );
              })}
            </tbody>
          </chakra.table>
        </Box>
      )}
    </Stack>
  );
}
