import { useQuery } from '@apollo/client/react';
import { Badge, Box, Heading, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useEffect, useEffectEvent, useState } from 'react';
import { graphql, useFragment } from '@/gql';
import { useT } from '@/i18n/i18n-provider';
import { progressRecipe } from '../shell/display-recipes';
import { CancelJob } from './cancel-job';
import { JobFigures } from './job-figures';
import { isActive, jobStatus, percentDone, typeLabel } from './job-labels';

export const JobProgressFragment = graphql(`
  fragment JobProgress_Job on Job {
    id
    kind
    status
    type
    cancelRequested
    error
    progress {
      total
      processed
      succeeded
      failed
      currentBatch
      batches
      etaSeconds
      message
    }
    failures {
      record
      reason
    }
  }
`);

const AdminJobQuery = graphql(`
  query AdminJob($id: Int!) {
    job(id: $id) {
      id
      ...JobProgress_Job
    }
  }
`);

/** How often a queued or running job is asked about (a finished one is not asked again). */
export const POLL_MS = 1000;

/**
 * A job followed live: polled while queued or running, then left alone. Shared by the image
 * migrations and the Airtable sync.
 */
export function JobProgress(props: {
  jobId: number;
  title: string;
  /** The panel's heading level where it sits (its failures' heading is one below). */
  level?: 2 | 3;
  pollMs?: number;
  /** Once per job, when it is seen finished; `watched` when this panel saw it queued or running. */
  onFinished?: (how: { watched: boolean }) => void;
}) {
  const t = useT();
  // The id of the job seen finished: a new job id starts polling again.
  const [finishedId, setFinishedId] = useState<number | null>(null);
  const { data, error } = useQuery(AdminJobQuery, {
    variables: { id: props.jobId },
    fetchPolicy: 'network-only',
    pollInterval: finishedId === props.jobId ? 0 : (props.pollMs ?? POLL_MS),
    notifyOnNetworkStatusChange: false,
  });
  const job = useFragment(JobProgressFragment, data?.job);
  const done = job ? !isActive(job.status) : false;

  // Whether this panel saw the job queued or running, i.e. watched it end (not just found it ended).
  const [liveId, setLiveId] = useState<number | null>(null);
  const activeId = job && !done ? job.id : null;
  useEffect(() => {
    if (activeId !== null) setLiveId(activeId);
  }, [activeId]);
  const finished = useEffectEvent((id: number) => props.onFinished?.({ watched: liveId === id }));
  const doneId = job && done ? job.id : null;
  useEffect(() => {
    if (doneId === null) return;
    setFinishedId(doneId);
    finished(doneId);
  }, [doneId]);

  if (!job) {
    return error ? <Text color="red.700">{t('admin.job.loadFailed')}</Text> : null;
  }

  const level = props.level ?? 3;
  const status = jobStatus(job.status);
  const percent = percentDone(job);
  const type = typeLabel(job.type);
  return (
    <Stack gap="4" borderWidth="1px" rounded="xl" p={{ base: '4', md: '5' }} data-testid="job-progress">
      <HStack justify="space-between" align="start" gap="3" wrap="wrap">
        <Stack gap="0.5" minW="0">
          <Heading as={level === 2 ? 'h2' : 'h3'} size="md">
            {props.title} <Text as="span">#{job.id}</Text>
          </Heading>
          {type && (
            <Text color="fg.muted" fontSize="sm">
              {t(type)}
            </Text>
          )}
        </Stack>
        <Box role="status" aria-live="polite">
          <Badge colorPalette={status.palette} size="lg" data-testid="job-status">
            {status.id ? t(status.id) : job.status}
          </Badge>
        </Box>
      </HStack>
      <Progress.Root recipe={progressRecipe} colorPalette="brand" value={percent} max={100}>
        <HStack justify="space-between" mb="1.5">
          <Progress.Label>{t('admin.job.progress')}</Progress.Label>
          <Progress.ValueText aria-live="off">{percent === null ? '' : `${percent}%`}</Progress.ValueText>
        </HStack>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <JobFigures job={job} />
      {/* The sync's own summary (created, updated, hidden…): the server writes it in English. A
          migration's says what the figures above already show. */}
      {job.kind !== 'image-migration' && job.progress.message && (
        <Text fontSize="sm" color="fg.muted" lang="en">
          {job.progress.message}
        </Text>
      )}
      {job.error && (
        <Text fontSize="sm" color="red.700">
          {t('admin.job.errorText', { message: job.error })}
        </Text>
      )}
      {job.failures.length > 0 && (
        <Stack gap="1.5">
          <Heading as={level === 2 ? 'h3' : 'h4'} size="sm">
            {t('admin.job.failures')}
          </Heading>
          <Stack as="ul" gap="1" fontSize="sm" listStyleType="none" m="0" p="0" data-testid="job-failures">
            {job.failures.map((f) => (
              <Text as="li" key={f.record} wordBreak="break-word">
                <Text as="span" fontWeight="medium">
                  {f.record}
                </Text>
                : {f.reason}
              </Text>
            ))}
          </Stack>
        </Stack>
      )}
      {!done && <CancelJob id={job.id} requested={job.cancelRequested} />}
    </Stack>
  );
}
