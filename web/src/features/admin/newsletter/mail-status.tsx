import { Alert, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { type FragmentType, graphql, useFragment } from '@/gql';
import { useT } from '@/i18n/i18n-provider';

export const MailStatusFragment = graphql(`
  fragment MailStatus_Status on NewsletterStatus {
    smtpServer
    publicUrl
    problems {
      code
      message
    }
    schedule
    nextScheduledAt
    ratePerSecond
    concurrency
    subscribers {
      confirmed
      pending
      unconfirmed
      suppressed
    }
    waitingConfirmations
  }
`);

const SCHEDULE = {
  off: 'admin.newsletter.scheduleOff',
  daily: 'admin.newsletter.scheduleDaily',
  weekly: 'admin.newsletter.scheduleWeekly',
} as const;

/** The mail server, the public address, pace and schedule, and why nothing can go out (when so). */
export function MailStatus(props: { status: FragmentType<typeof MailStatusFragment> }) {
  const t = useT();
  const intl = useIntl();
  const s = useFragment(MailStatusFragment, props.status);
  const rows: [string, string][] = [
    [t('admin.newsletter.smtp'), s.smtpServer ?? t('admin.newsletter.smtpNone')],
    [t('admin.newsletter.publicUrl'), s.publicUrl ?? t('admin.newsletter.publicUrlNone')],
    [
      t('admin.newsletter.pace'),
      t('admin.newsletter.paceValue', { rate: s.ratePerSecond, concurrency: s.concurrency }),
    ],
    [t('admin.newsletter.schedule'), t(SCHEDULE[s.schedule as keyof typeof SCHEDULE] ?? SCHEDULE.off)],
  ];
  return (
    <Stack as="section" aria-labelledby="newsletter-status-title" gap="4" borderWidth="1px" rounded="xl" p="5">
      <Heading as="h2" size="lg" id="newsletter-status-title">
        {t('admin.newsletter.statusTitle')}
      </Heading>
      {s.problems.length > 0 && (
        <Alert.Root status="warning" data-testid="newsletter-problems">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('admin.newsletter.blocked')}</Alert.Title>
            <Alert.Description>
              <List.Root ps="4">
                {s.problems.map((p) => (
                  <List.Item key={p.code}>{p.message}</List.Item>
                ))}
              </List.Root>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gap="3">
        {rows.map(([label, value]) => (
          <Stack key={label} gap="0.5" minW="0">
            <Text as="dt" fontSize="sm" color="fg.muted">
              {label}
            </Text>
            <Text as="dd" fontWeight="medium" overflowWrap="anywhere">
              {value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      {s.nextScheduledAt && (
        <Text fontSize="sm">
          {t('admin.newsletter.nextRun', {
            when: intl.formatDate(s.nextScheduledAt, { dateStyle: 'medium', timeStyle: 'short' }),
          })}
        </Text>
      )}
      <Stack gap="1">
        <Heading as="h3" size="sm">
          {t('admin.newsletter.subscribers')}
        </Heading>
        <Text data-testid="newsletter-counts">
          {[
            t('admin.newsletter.confirmed', { count: s.subscribers.confirmed }),
            t('admin.newsletter.pending', { count: s.subscribers.pending }),
            t('admin.newsletter.unconfirmed', { count: s.subscribers.unconfirmed }),
            t('admin.newsletter.suppressed', { count: s.subscribers.suppressed }),
          ].join(' · ')}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('admin.newsletter.waiting', { count: s.waitingConfirmations })}
        </Text>
      </Stack>
    </Stack>
  );
}
