import { Box, chakra, SimpleGrid } from '@chakra-ui/react';
import { useT } from '@/i18n/i18n-provider';
import { isActive, splitSeconds } from './job-labels';

type Figures = {
  kind: string;
  status: string;
  progress: {
    total: number;
    processed: number;
    succeeded: number;
    failed: number;
    currentBatch: number;
    batches: number;
    etaSeconds?: number | null;
  };
};

/** A job's counters as a description list: processed of total, succeeded, failed, batch, time left. */
export function JobFigures(props: { job: Figures }) {
  const t = useT();
  const { progress } = props.job;
  const eta = progress.etaSeconds;
  const rows: [string, string][] = [
    [t('admin.job.processed'), t('admin.job.ofTotal', { count: progress.processed, total: progress.total })],
    [t('admin.job.succeededCount'), String(progress.succeeded)],
    [t('admin.job.failedCount'), String(progress.failed)],
    [
      props.job.kind === 'airtable-sync' ? t('admin.job.step') : t('admin.job.batch'),
      t('admin.job.ofTotal', { count: progress.currentBatch, total: progress.batches }),
    ],
  ];
  if (isActive(props.job.status) && eta !== null && eta !== undefined) {
    rows.push([t('admin.job.eta'), t('admin.job.etaValue', splitSeconds(eta))]);
  }
  return (
    <SimpleGrid as="dl" columns={{ base: 2, md: rows.length }} gap="3" m="0" data-testid="job-figures">
      {rows.map(([term, value]) => (
        <Box key={term} bg="bg.subtle" rounded="md" px="3" py="2">
          <chakra.dt fontSize="xs" color="fg.muted">
            {term}
          </chakra.dt>
          <chakra.dd m="0" fontWeight="semibold" fontVariantNumeric="tabular-nums">
            {value}
          </chakra.dd>
        </Box>
      ))}
    </SimpleGrid>
  );
}
