import { Alert } from '@chakra-ui/react';
import { useT } from '@/i18n/i18n-provider';

/** Spec section 8: 'Error: {message}' on the list and detail pages. */
export function ErrorBox(props: { message: string }) {
  const t = useT();
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{t('common.error', { message: props.message })}</Alert.Title>
    </Alert.Root>
  );
}
