import { Text } from '@chakra-ui/react';
import { type ComponentProps, lazy, Suspense, useEffect } from 'react';
import { useT } from '@/i18n/i18n-provider';
import { onFirstInteraction } from '@/lib/on-first-interaction';

// The confirmation (and its clipboard helper) shows only after a send, so it is not part of what the
// form's page first loads (issue 62): fetched at the visitor's first interaction, long before a send.
const load = () => import('./received');
const Lazy = lazy(() => load().then((m) => ({ default: m.Received })));

/** Fetches the confirmation's code at the visitor's first interaction with the page. */
export function usePrefetchReceived() {
  useEffect(() => onFirstInteraction(() => void load()), []);
}

/** The confirmation (./received), fetched when first needed. */
export function Received(props: ComponentProps<typeof Lazy>) {
  const t = useT();
  return (
    <Suspense
      fallback={
        <Text color="fg.muted" role="status">
          {t('common.loading')}
        </Text>
      }
    >
      <Lazy {...props} />
    </Suspense>
  );
}
