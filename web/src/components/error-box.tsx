import { Alert } from '@chakra-ui/react';
import { useT } from '@/i18n/i18n-provider';
import { callErrorMessage } from '@/lib/call-error-message';

/**
 * Spec section 8: 'Error: {message}' on the list and detail pages. The message is the server's when
 * it gave one (worded in the page's language, which every call asks for); a failed transport or an
 * answer without words ("Received status code 500") becomes the site's own sentence.
 */
export function ErrorBox(props: { error?: unknown; message?: string }) {
  const t = useT();
  const message = props.message ?? callErrorMessage(props.error) ?? t('common.serverTrouble');
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{t('common.error', { message })}</Alert.Title>
    </Alert.Root>
  );
}
