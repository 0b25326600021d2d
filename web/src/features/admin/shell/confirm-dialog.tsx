import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { useT } from '@/i18n/i18n-provider';

/**
 * Asks before something that cannot be undone (deleting a screen, cancelling a run). An alert
 * dialog: focus starts on the safe choice, Escape and the backdrop cancel.
 */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel?: string;
  pendingLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={props.open}
      onOpenChange={(e) => {
        if (!e.open && !props.pending) props.onClose();
      }}
      initialFocusEl={() => cancelRef.current}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content maxW="md">
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{props.description}</Text>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button ref={cancelRef} variant="outline" onClick={props.onClose} disabled={props.pending}>
                {props.cancelLabel ?? t('admin.cancel')}
              </Button>
              <Button
                colorPalette="red"
                onClick={props.onConfirm}
                loading={props.pending}
                loadingText={props.pendingLabel}
              >
                {props.confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
