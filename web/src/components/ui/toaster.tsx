'use client';

// Chakra CLI snippet (vendored), adapted to spec section 9: one toast at a time, 5 s by default,
// F8 focuses the region, 420 px wide at most, and a 50 px swipe to the right dismisses.
// The toast UI is loaded on demand (see layout); pages raise toasts through toaster-store.
import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';
import { type PointerEvent, useRef } from 'react';
import { toaster } from './toaster-instance';

const SWIPE_THRESHOLD = 50;

function useSwipeToDismiss(id: string) {
  const start = useRef<number | null>(null);
  return {
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      start.current = e.clientX;
    },
    onPointerUp: (e: PointerEvent<HTMLElement>) => {
      if (start.current !== null && e.clientX - start.current > SWIPE_THRESHOLD) toaster.dismiss(id);
      start.current = null;
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}

function ToastItem(props: { toast: Parameters<Parameters<typeof ChakraToaster>[0]['children']>[0] }) {
  const { toast } = props;
  const swipe = useSwipeToDismiss(toast.id ?? '');
  return (
    <Toast.Root
      width={{ md: 'sm' }}
      maxW="420px"
      style={{ touchAction: 'pan-y' }}
      // WCAG AA: white on the default green.600 is 3.3:1; green.700 gives 5:1.
      css={{ '&[data-type=success]': { bg: 'green.700' } }}
      {...swipe}
    >
      {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
      <Stack gap="1" flex="1" maxWidth="100%">
        {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
        {/* Full opacity: the recipe's 0.8 takes the description under 4.5:1 on the coloured toasts. */}
        {toast.description && <Toast.Description opacity={1}>{toast.description}</Toast.Description>}
      </Stack>
      {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
      {toast.closable !== false && <Toast.CloseTrigger />}
    </Toast.Root>
  );
}

export default function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => <ToastItem toast={toast} />}
      </ChakraToaster>
    </Portal>
  );
}
