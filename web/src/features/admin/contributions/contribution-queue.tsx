import { NetworkStatus } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Center, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { graphql } from '@/gql';
import type { ContributionQueueQuery as QueueData } from '@/gql/graphql';
import { useT } from '@/i18n/i18n-provider';
import { ContributionItem, itemHeadingId } from './contribution-item';
import { type DecisionAction, DecisionDialog, type Finish } from './decision-dialog';
import type { QueueStatus } from './labels';

/** Submissions per page (the server allows up to 50). */
export const QUEUE_PAGE = 20;

const ContributionQueueQuery = graphql(`
  query ContributionQueue($status: ContributionStatus!, $first: Int!, $after: Int) {
    contributions(status: $status, first: $first, after: $after) {
      id
      ...ContributionItem_Contribution
      ...DecisionDialog_Contribution
    }
  }
`);

type QueueItem = QueueData['contributions'][number];
type Deciding = { item: QueueItem; action: DecisionAction; focusNext: string };

/**
 * One status's submissions (pending oldest first, the others newest first), a page at a time, with
 * the decisions on pending ones. `total` is the status's count, which says whether there is more.
 */
export function ContributionQueue(props: { status: QueueStatus; total: number | undefined }) {
  const t = useT();
  const { data, error, loading, networkStatus, fetchMore, refetch } = useQuery(ContributionQueueQuery, {
    variables: { status: props.status, first: QUEUE_PAGE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const items = data?.contributions;
  const client = useApolloClient();
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  // A short page means the server has no more, whatever the count said (another admin decided
  // meanwhile); a new count (visitors keep sending) is worth asking again.
  const [exhaustedAt, setExhaustedAt] = useState<number | undefined>();
  const [moreFailed, setMoreFailed] = useState(false);
  const summaryId = `contributions-${props.status}-summary`;
  // Where the focus goes next: after a decision the neighbour's heading (or the summary when the list
  // is empty), after "more" the first new item. Applied once that element is on screen.
  const focusTarget = useRef<string | null>(null);
  // The same for the dialog's own return of the focus, which comes after (Cancel: back to the button).
  const afterDialog = useRef<string | null>(null);
  useEffect(() => {
    const element = focusTarget.current && document.getElementById(focusTarget.current);
    if (!element) return;
    focusTarget.current = null;
    element.focus();
  });

  const fetchingMore = networkStatus === NetworkStatus.fetchMore;
  const refreshing = networkStatus === NetworkStatus.refetch;
  // One read at a time: a first page (a refresh, or the visit's own read) landing after a "more" page
  // would drop that page, and a "more" page landing after a refresh would join it after a gap.
  const reading = networkStatus < NetworkStatus.ready;
  const shown = items?.length ?? 0;
  const hasMore = props.total !== undefined && exhaustedAt !== props.total && shown > 0 && shown < props.total;

  const more = async () => {
    const last = items?.at(-1);
    if (!last || reading) return;
    setMoreFailed(false);
    try {
      const page = await fetchMore({ variables: { after: last.id } });
      const added = page.data?.contributions ?? [];
      if (added.length < QUEUE_PAGE) setExhaustedAt(props.total);
      // The first new item takes the focus, so the keyboard reads on where the list grew.
      if (added[0]) focusTarget.current = itemHeadingId(added[0].id);
    } catch {
      setMoreFailed(true);
    }
  };

  const refresh = () => {
    if (reading && items) return;
    setExhaustedAt(undefined);
    setMoreFailed(false);
    refetch().catch(() => undefined);
    client.refetchQueries({ include: ['ContributionCounts'] }).catch(() => undefined);
  };

  const open = (index: number, action: DecisionAction) => {
    const list = items ?? [];
    const item = list[index];
    if (!item) return;
    // Chosen now, while the list still holds the item: the item that takes its place, else the one before.
    const neighbour = list[index + 1] ?? list[index - 1];
    afterDialog.current = null;
    setDeciding({ item, action, focusNext: neighbour ? itemHeadingId(neighbour.id) : summaryId });
  };

  const finish = (how: Finish) => {
    if (deciding) {
      focusTarget.current = deciding.focusNext;
      afterDialog.current = deciding.focusNext;
    }
    setDeciding(null);
    // Decided elsewhere, or gone: read the list and the counts again so they show what is true now.
    if (how === 'closed') refresh();
  };

  if (!items) {
    if (error) return <LoadFailed onRetry={refresh} retrying={refreshing || loading} />;
    return (
      <Center py="12" gap="3" role="status">
        <Spinner size="sm" color="brand.solid" />
        <Text>{t('admin.loading')}</Text>
      </Center>
    );
  }

  return (
    <Stack gap="5" data-testid={`contribution-queue-${props.status}`} aria-busy={reading}>
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Text id={summaryId} tabIndex={-1} color="fg.muted" role="status" outline="none">
          {items.length === 0
            ? t('admin.contributions.empty', { status: props.status })
            : t('admin.contributions.shown', { shown, total: Math.max(shown, props.total ?? shown) })}
        </Text>
        <Button
          variant="outline"
          size="sm"
          onClick={refresh}
          loading={refreshing}
          loadingText={t('admin.refreshing')}
          disabled={reading && !refreshing}
        >
          {t('admin.refresh')}
        </Button>
      </HStack>
      {items.length > 0 && (
        <Stack as="ol" gap="4" listStyleType="none" m="0" p="0">
          {items.map((c, index) => (
            <li key={c.id}>
              <ContributionItem
                contribution={c}
                onApprove={() => open(index, 'approve')}
                onReject={() => open(index, 'reject')}
              />
            </li>
          ))}
        </Stack>
      )}
      {moreFailed && <Text color="red.700">{t('admin.contributions.loadFailed')}</Text>}
      {hasMore && (
        <Button
          alignSelf="center"
          variant="outline"
          colorPalette="brand"
          onClick={more}
          loading={fetchingMore}
          disabled={reading && !fetchingMore}
          loadingText={t('admin.contributions.loadingMore')}
        >
          {t('admin.contributions.more')}
        </Button>
      )}
      {deciding && (
        <DecisionDialog
          contribution={deciding.item}
          action={deciding.action}
          onCancel={() => setDeciding(null)}
          onFinish={finish}
          finalFocusEl={() => (afterDialog.current ? document.getElementById(afterDialog.current) : null)}
        />
      )}
    </Stack>
  );
}

function LoadFailed(props: { onRetry: () => void; retrying: boolean }) {
  const t = useT();
  return (
    <Stack gap="3" align="start" py="6" role="alert">
      <Text color="red.700">{t('admin.contributions.loadFailed')}</Text>
      <Button variant="outline" size="sm" onClick={props.onRetry} loading={props.retrying}>
        {t('admin.refresh')}
      </Button>
    </Stack>
  );
}
