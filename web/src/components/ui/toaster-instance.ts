// The Chakra toaster store. It pulls in the toast state machine (~7 KB gzip), so pages reach it only
// through toaster-store, which loads it with the toast UI on the first toast.
import { createToaster } from '@chakra-ui/react';

export const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: 5000,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});
