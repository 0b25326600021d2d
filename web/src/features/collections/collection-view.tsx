import { Alert, Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Refusal } from '@/components/collections/call-failure';
import { forgetCollection, rememberCollection } from '@/components/collections/collection-store';
import { EmptyState } from '@/components/empty-state';
import type { CollectionPage_CollectionFragment } from '@/gql/graphql';
import { useT } from '@/i18n/i18n-provider';
import { COMPARE_MAX, CollectionActions } from './collection-actions';
import { CollectionItem } from './collection-item';
import { CompareTick } from './compare-tick';
import { DetailsForm } from './details-form';
import { EditPanel } from './edit-panel';
import { ItemEditor, moveButtonId } from './item-editor';
import { useCollectionEdits } from './use-collection-edits';
import { useDragOrder } from './use-drag-order';

type Notice = { status: 'error' | 'success'; text: string };

/**
 * A collection's page: its title and description, what anyone can do with it, and its screens in
 * order. With its edit key (`editKey`) it is also the editor; a refused key (a newer edit link, or
 * a wrong one) ends edit mode here and forgets the key, saying why.
 */
export function CollectionView(props: {
  collection: CollectionPage_CollectionFragment;
  editKey: string | null;
  onDeleted: () => void;
}) {
  const t = useT();
  const intl = useIntl();
  const c = props.collection;
  const edits = useCollectionEdits(c.id, props.editKey);
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeBox = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [focusAfterMove, setFocusAfterMove] = useState<{ itemId: number; n: number } | null>(null);
  const editing = props.editKey !== null;
  const items = c.items;

  useEffect(() => {
    if (notice) noticeBox.current?.focus();
  }, [notice]);
  // A moved item's button keeps the focus at its new place (its twin when it reached an end).
  useEffect(() => {
    if (!focusAfterMove) return;
    const up = document.getElementById(moveButtonId(focusAfterMove.itemId, 'up')) as HTMLButtonElement | null;
    const down = document.getElementById(moveButtonId(focusAfterMove.itemId, 'down')) as HTMLButtonElement | null;
    (up && !up.disabled ? up : down)?.focus();
  }, [focusAfterMove]);

  /** Says what a refusal means here; a refused key ends edit mode. Returns the field words if any. */
  const refused = (refusal: Refusal): Record<string, string> | null => {
    if (refusal.kind === 'key-refused') {
      forgetCollection(c.id);
      setNotice({ status: 'error', text: t('collections.keyRefused') });
      return null;
    }
    if (refusal.kind === 'invalid' && refusal.fields && Object.keys(refusal.fields).length > 0) return refusal.fields;
    const text = refusal.kind === 'gone' ? t('collections.goneNow') : (refusal.message ?? t('collections.failed'));
    setNotice({ status: 'error', text });
    return null;
  };

  const move = async (itemId: number, position: number) => {
    if (position < 0 || position >= items.length || edits.busy) return;
    setNotice(null);
    const outcome = await edits.move(itemId, position);
    if (!outcome.ok) return void refused(outcome.refusal);
    setFocusAfterMove((prev) => ({ itemId, n: (prev?.n ?? 0) + 1 }));
  };
  const drag = useDragOrder(editing, items, move);

  const screenIds = items.flatMap((i) =>
    i.screen && !i.removed && selected.has(i.screen.dbId) ? [i.screen.dbId] : [],
  );
  const toggle = (dbId: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(dbId);
      else next.delete(dbId);
      return next;
    });

  return (
    <Stack gap="8">
      <Stack gap="3" maxW="3xl">
        <Text fontSize="sm" color="fg.muted" fontWeight="medium">
          {t('collections.kicker')}
        </Text>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight" wordBreak="break-word">
          {c.title}
        </Heading>
        {c.description && (
          <Text fontSize="md" whiteSpace="pre-wrap" wordBreak="break-word" data-testid="collection-description">
            {c.description}
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted">
          {t('collections.meta', {
            count: c.itemCount,
            date: intl.formatDate(c.updatedAt, { dateStyle: 'medium' }),
          })}
        </Text>
      </Stack>
      <CollectionActions id={c.id} selected={screenIds} />
      {notice && (
        <Alert.Root ref={noticeBox} status={notice.status} role="alert" tabIndex={-1} outline="none">
          <Alert.Indicator />
          <Alert.Title>{notice.text}</Alert.Title>
        </Alert.Root>
      )}
      {editing && props.editKey && (
        <EditPanel
          id={c.id}
          editKey={props.editKey}
          busy={edits.busy}
          onRenew={async () => {
            setNotice(null);
            const outcome = await edits.renew();
            if (outcome.ok && outcome.key) rememberCollection({ id: c.id, title: c.title, editKey: outcome.key });
            else if (!outcome.ok) refused(outcome.refusal);
            return outcome.ok;
          }}
          onDelete={async () => {
            const outcome = await edits.destroy();
            if (!outcome.ok) return void refused(outcome.refusal);
            forgetCollection(c.id);
            props.onDeleted();
          }}
          details={
            <DetailsForm
              key={`${c.title}\n${c.description ?? ''}`}
              title={c.title}
              description={c.description ?? null}
              busy={edits.busy === 'details'}
              onSave={async (input) => {
                setNotice(null);
                const outcome = await edits.rename(input);
                if (!outcome.ok) return refused(outcome.refusal);
                setNotice({ status: 'success', text: t('collections.detailsSaved') });
                return null;
              }}
            />
          }
        />
      )}
      {items.length === 0 ? (
        <EmptyState title={t('collections.empty')} hints={[t('collections.emptyHint')]} />
      ) : (
        <Box>
          <Heading as="h2" srOnly>
            {t('collections.screensHeading')}
          </Heading>
          <SimpleGrid as="ol" listStyleType="none" m="0" p="0" columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="5">
            {items.map((item, index) => (
              <CollectionItem
                key={item.id}
                item={item}
                index={index}
                drag={drag?.(item.id, index)}
                select={
                  item.screen && !item.removed ? (
                    <CompareTick
                      label={t('collections.compareTick', { name: item.screen.name })}
                      checked={selected.has(item.screen.dbId)}
                      disabled={!selected.has(item.screen.dbId) && screenIds.length >= COMPARE_MAX}
                      onChange={(on) => item.screen && toggle(item.screen.dbId, on)}
                    />
                  ) : null
                }
                edit={
                  editing ? (
                    <ItemEditor
                      item={item}
                      index={index}
                      total={items.length}
                      busy={edits.busy}
                      onMove={(position) => void move(item.id, position)}
                      onRemove={async () => {
                        setNotice(null);
                        const outcome = await edits.remove(item.id);
                        if (!outcome.ok) refused(outcome.refusal);
                      }}
                      onNote={async (note) => {
                        setNotice(null);
                        const outcome = await edits.note(item.id, note);
                        if (outcome.ok) return null;
                        const fields = refused(outcome.refusal);
                        return fields ? (Object.values(fields)[0] ?? null) : null;
                      }}
                    />
                  ) : undefined
                }
              />
            ))}
          </SimpleGrid>
        </Box>
      )}
    </Stack>
  );
}
