import { useMutation } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { toaster } from '@/components/ui/toaster-store';
import { graphql } from '@/gql';
import { useT } from '@/i18n/i18n-provider';
import { callErrorMessage, resultError } from '@/lib/result-error';
import { ConfirmDialog } from '../shell/confirm-dialog';

const CancelJobMutation = graphql(`
  mutation CancelJob($id: Int!) {
    cancelJob(id: $id) {
      __typename
      ... on CancelJobSuccess {
        data {
          id
          ...JobProgress_Job
        }
      }
      ...ResultError
    }
  }
`);

/** Stops a queued or running job after a confirmation (a running one stops at its next record). */
export function CancelJob(props: { id: number; requested: boolean }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const [cancel, { loading }] = useMutation(CancelJobMutation);
  const failed = (message: string | undefined) =>
    toaster.error({ id: 'cancel-job', title: t('admin.error'), description: message ?? t('admin.genericError') });

  const onConfirm = async () => {
    try {
      const { data } = await cancel({ variables: { id: props.id } });
      const outcome = data?.cancelJob;
      if (outcome?.__typename === 'CancelJobSuccess')
        toaster.success({ id: 'cancel-job', title: t('admin.job.cancelRequested') });
      else failed(resultError(outcome)?.message);
    } catch (error) {
      failed(callErrorMessage(error));
    }
    setConfirming(false);
  };

  return (
    <>
      <Button
        alignSelf="start"
        variant="outline"
        colorPalette="red"
        onClick={() => setConfirming(true)}
        disabled={props.requested}
      >
        {props.requested ? t('admin.job.cancelling') : t('admin.job.cancel')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('admin.job.cancelTitle', { id: props.id })}
        description={t('admin.job.cancelDesc')}
        confirmLabel={t('admin.job.cancelConfirm')}
        cancelLabel={t('admin.job.keepRunning')}
        pending={loading}
        onConfirm={onConfirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
