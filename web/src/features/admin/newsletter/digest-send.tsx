import { useMutation } from '@apollo/client/react';
import { Badge, Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { toaster } from '@/components/ui/toaster-store';
import { type FragmentType, graphql, useFragment } from '@/gql';
import { useT } from '@/i18n/i18n-provider';
import { callErrorMessage, resultError } from '@/lib/result-error';
import { isActive } from '../jobs/job-labels';
import { JobProgress } from '../jobs/job-progress';
import { ConfirmDialog } from '../shell/confirm-dialog';

export const DigestSendFragment = graphql(`
  fragment DigestSend_Status on NewsletterStatus {
    subscribers {
      confirmed
    }
    lastDigestJob {
      id
      status
    }
    digests {
      id
      status
      createdAt
      screenCount
      figures {
        total
        queued
        retrying
        sent
        failed
        suppressed
        skipped
      }
    }
  }
`);

const SendDigestMutation = graphql(`
  mutation SendNewsletterDigest {
    sendNewsletterDigest {
      __typename
      ... on SendNewsletterDigestSuccess {
        data {
          id
          ...JobProgress_Job
        }
      }
      ...ResultError
    }
  }
`);

/** Sending the digest (asked first), its live progress, and the latest digests with their figures. */
export function DigestSend(props: {
  status: FragmentType<typeof DigestSendFragment>;
  ready: boolean;
  onChange: () => void;
}) {
  const t = useT();
  const intl = useIntl();
  const s = useFragment(DigestSendFragment, props.status);
  const [asking, setAsking] = useState(false);
  const [started, setStarted] = useState<number | null>(null);
  const [send, { loading }] = useMutation(SendDigestMutation);
  const reasonId = useId();
  const followed = started ?? s.lastDigestJob?.id ?? null;
  const busy = s.lastDigestJob ? isActive(s.lastDigestJob.status) : false;
  const failed = (description?: string) =>
    toaster.error({ id: 'newsletter-send', title: t('admin.newsletter.sendFailed'), description });
  const onConfirm = async () => {
    try {
      const { data } = await send();
      const result = data?.sendNewsletterDigest;
      if (result?.__typename === 'SendNewsletterDigestSuccess') {
        toaster.success({ id: 'newsletter-send', title: t('admin.newsletter.sent') });
        setStarted(result.data.id);
        props.onChange();
      } else failed(resultError(result)?.message);
    } catch (error) {
      failed(callErrorMessage(error));
    } finally {
      setAsking(false);
    }
  };
  return (
    <Stack as="section" aria-labelledby="newsletter-send-title" gap="4" borderWidth="1px" rounded="xl" p="5">
      <Heading as="h2" size="lg" id="newsletter-send-title">
        {t('admin.newsletter.sendTitle')}
      </Heading>
      <Text color="fg.muted" fontSize="sm" id={reasonId}>
        {t('admin.newsletter.sendHelp')}
      </Text>
      <Button
        alignSelf="start"
        colorPalette="brand"
        onClick={() => setAsking(true)}
        disabled={!props.ready || busy}
        aria-describedby={reasonId}
      >
        {t('admin.newsletter.send')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('admin.newsletter.sendConfirmTitle')}
        description={t('admin.newsletter.sendConfirmBody', { count: s.subscribers.confirmed })}
        confirmLabel={t('admin.newsletter.send')}
        pendingLabel={t('admin.newsletter.sending')}
        pending={loading}
        onConfirm={onConfirm}
        onClose={() => setAsking(false)}
      />
      {followed !== null && (
        <JobProgress jobId={followed} title={t('admin.newsletter.jobTitle')} onFinished={() => props.onChange()} />
      )}
      <Heading as="h3" size="md">
        {t('admin.newsletter.historyTitle')}
      </Heading>
      {s.digests.length === 0 ? (
        <Text color="fg.muted">{t('admin.newsletter.historyEmpty')}</Text>
      ) : (
        <List.Root gap="3" listStyleType="none" ms="0" data-testid="digest-history">
          {s.digests.map((d) => (
            <List.Item key={d.id} display="flex" flexDirection="column" gap="1">
              <Text as="span" fontWeight="medium">
                {t('admin.newsletter.historyRow', {
                  id: d.id,
                  when: intl.formatDate(d.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
                  screens: d.screenCount,
                })}{' '}
                <Badge colorPalette={d.status === 'sent' ? 'green' : d.status === 'sending' ? 'blue' : 'gray'}>
                  {t('admin.newsletter.digestStatus', { status: d.status })}
                </Badge>
              </Text>
              <Text as="span" fontSize="sm" color="fg.muted">
                {t('admin.newsletter.figures', { ...d.figures })}
              </Text>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
