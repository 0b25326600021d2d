import { type ReactNode, useEffect, useState } from 'react';
import type { Refusal } from '@/components/collections/call-failure';
import type { KeyContext } from '@/components/collections/edit-link';
import type { CollectionPage_CollectionFragment } from '@/gql/graphql';
import { useT } from '@/i18n/i18n-provider';
import type { EditorParts, Notice } from './collection-view';
import { DetailsForm } from './details-form';
import { EditPanel } from './edit-panel';
import { ItemEditor, moveButtonId } from './item-editor';
import { useCollectionEdits } from './use-collection-edits';
import { useDragOrder } from './use-drag-order';

/**
 * A collection's page in edit mode (this browser holds its key): the page as everyone sees it, plus
 * the panel, the items' controls and dragging. A chunk of its own, loaded only with a key: the forms,
 * the mutations and their rules were ~4 KB of every visitor's scripts. A refused key (a newer edit
 * link, or a wrong one) ends edit mode and forgets the key, saying why (the notice is the route's,
 * so it stays once edit mode has ended).
 */
export default function CollectionEditor(props: {
  collection: CollectionPage_CollectionFragment;
  /** The key's request context and edit link (from edit-link.ts, which the route's chunk holds). */
  keyContext: KeyContext;
  editLink: string;
  setNotice: (notice: Notice | null) => void;
  /** This browser's stored keys are the route's to change (collection-store.ts stays in its chunk). */
  onKeyRenewed: (key: string) => void;
  onKeyRefused: () => void;
  /** Deleted: the route forgets the key too. */
  onDeleted: () => void;
  /** The page as everyone sees it, with edit mode's parts: passed in, so this chunk shares no module with the route's. */
  view: (editor: EditorParts) => ReactNode;
}) {
  const t = useT();
  const c = props.collection;
  const edits = useCollectionEdits(c.id, props.keyContext);
  const setNotice = props.setNotice;
  const [focusAfterMove, setFocusAfterMove] = useState<{ itemId: number; n: number } | null>(null);
  const items = c.items;

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
      props.onKeyRefused();
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
  const drag = useDragOrder(true, items, move);

  const panel = (
    <EditPanel
      id={c.id}
      link={props.editLink}
      busy={edits.busy}
      onRenew={async () => {
        setNotice(null);
        const outcome = await edits.renew();
        if (outcome.ok && outcome.key) props.onKeyRenewed(outcome.key);
        else if (!outcome.ok) refused(outcome.refusal);
        return outcome.ok;
      }}
      onDelete={async () => {
        const outcome = await edits.destroy();
        if (!outcome.ok) return void refused(outcome.refusal);
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
  );

  return props.view({
    panel,
    drag,
    item: (item, index) => (
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
    ),
  });
}
