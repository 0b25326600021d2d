import { useApolloClient } from '@apollo/client/react';
import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useT } from '@/i18n/i18n-provider';
import type { MessageId } from '@/i18n/messages';
import { useAdminSession } from '@/lib/admin-session';
import { MAIN_ID } from '@/lib/main-id';
import { useDocumentHead } from '@/lib/use-document-head';
import { AdminBanner } from './admin-banner';
import { registerAdminCacheTypes } from './admin-cache-types';
import { AdminIntl } from './admin-intl';
import { LoginForm } from './login-form';

/** Every admin route: the admin messages, the page title, and the login gate (spec section 4). */
export function AdminPage(props: { title: MessageId; children: ReactNode }) {
  // Before any admin answer reaches the cache (idempotent: once per cache).
  registerAdminCacheTypes(useApolloClient());
  return (
    <AdminIntl>
      <Gate title={props.title}>{props.children}</Gate>
    </AdminIntl>
  );
}

function Gate(props: { title: MessageId; children: ReactNode }) {
  const t = useT();
  const { status } = useAdminSession();
  useDocumentHead({ title: t(props.title) });
  // Logging in or out swaps the page's content under the focused button: start again from the top
  // of the content, as after a navigation (the first check after loading moves nothing).
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current !== 'unknown' && previous.current !== status) document.getElementById(MAIN_ID)?.focus();
    previous.current = status;
  }, [status]);
  // The server and the first browser render cannot know the stored token; the check follows hydration.
  if (status === 'unknown') {
    return (
      <Center py="20" gap="3" role="status">
        <Spinner size="sm" color="brand.solid" />
        <Text>{t('admin.checking')}</Text>
      </Center>
    );
  }
  if (status === 'anonymous') return <LoginForm />;
  return (
    <Stack gap="8">
      <AdminBanner />
      {props.children}
    </Stack>
  );
}
