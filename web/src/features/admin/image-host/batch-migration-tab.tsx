import { Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { FragmentType } from '@/gql';
import { useT } from '@/i18n/i18n-provider';
import { JobHistory, type JobHistoryFragment } from '../jobs/job-history';
import { isActive } from '../jobs/job-labels';
import { JobProgress } from '../jobs/job-progress';
import { MigrationForm } from './migration-form';

type HistoryJob = { id: number; status: string } & FragmentType<typeof JobHistoryFragment>;

/** The oldest migration still queued or running: the one the queue works on now (or next). */
function activeJob(jobs: readonly HistoryJob[] | undefined): number | null {
  const active = (jobs ?? []).filter((j) => isActive(j.status)).sort((a, b) => a.id - b.id);
  return active[0]?.id ?? null;
}

/**
 * The Batch Migration tab: the form, the run being followed (the one just started, or on arrival
 * one already queued or running, so a reload keeps following it) and the past runs.
 */
export function BatchMigrationTab(props: {
  configured: boolean;
  jobs: HistoryJob[] | undefined;
  jobsLoading: boolean;
  refreshJobs: () => void;
}) {
  const t = useT();
  const [followed, setFollowed] = useState<number | null>(null);
  const active = activeJob(props.jobs);

  // Only picks up a run when none is followed: a finished run stays on screen with its figures.
  useEffect(() => {
    if (active !== null) setFollowed((current) => current ?? active);
  }, [active]);

  const { refreshJobs } = props;
  return (
    <Stack gap="8">
      <MigrationForm
        configured={props.configured}
        onStarted={(id) => {
          setFollowed(id);
          refreshJobs();
        }}
      />
      {followed !== null && (
        <JobProgress jobId={followed} title={t('admin.job.migrationTitle')} level={2} onFinished={refreshJobs} />
      )}
      <JobHistory jobs={props.jobs} loading={props.jobsLoading} />
    </Stack>
  );
}
