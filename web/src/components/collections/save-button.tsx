import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { LineIcon } from '@/components/line-icon';
import { useT } from '@/i18n/i18n-provider';

// The dialog (forms, mutations, local storage) is a chunk of its own: the viewer, the cards and the
// app page carry only this button. It is fetched when the button is hovered or focused, or pressed.
const load = () => import('./save-dialog');
const SaveDialog = lazy(() => load().then((m) => ({ default: m.SaveDialog })));
const prefetch = () => void load().catch(() => undefined);

function BookmarkIcon(props: { size: number }) {
  return (
    <LineIcon size={props.size}>
      <path d="M6 4h12v16l-6-4-6 4z" />
    </LineIcon>
  );
}

/**
 * 'Salvar em coleção' / 'Save to collection' (issue 38). `overlay` is the cards' small icon button,
 * plain markup styled by class (theme/thumb-css), on the corner of a thumbnail; its name says which
 * screen. The dialog stays mounted after its first opening so closing animates as usual.
 */
export function SaveToCollectionButton(props: {
  screenId: number;
  screenName: string;
  variant?: 'button' | 'overlay';
  /** Saves these screens together (a flow's row); `screenName` then names the row. */
  screenIds?: readonly number[];
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const onClick = () => {
    setUsed(true);
    setOpen(true);
  };
  const common = { onClick, onPointerEnter: prefetch, onFocus: prefetch, 'aria-haspopup': 'dialog' as const };
  return (
    <>
      {props.variant === 'overlay' ? (
        <button
          type="button"
          className="vp-save"
          aria-label={t('collections.saveScreen', { name: props.screenName })}
          title={t('collections.save')}
          data-testid="save-to-collection"
          {...common}
        >
          <BookmarkIcon size={18} />
        </button>
      ) : (
        <Button variant="outline" size="sm" data-testid="save-to-collection" {...common}>
          <BookmarkIcon size={16} />
          {t('collections.save')}
        </Button>
      )}
      {used && (
        <Suspense fallback={null}>
          <SaveDialog
            open={open}
            onClose={() => setOpen(false)}
            screenId={props.screenId}
            screenName={props.screenName}
            screenIds={props.screenIds}
          />
        </Suspense>
      )}
    </>
  );
}
