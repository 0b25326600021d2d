// Split from the Chakra toaster snippet: the store is tiny and imported by pages, while the toast
// UI (and its state machine) loads only once the page is interactive.
import { createToaster } from '@chakra-ui/react';

export const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: 5000,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});
