import { Alert } from '@chakra-ui/react';
import { useT } from '@/i18n/i18n-provider';

/** Said before anything is sent, and again at the end: no personal data in the screenshots. */
export function PersonalDataWarning(props: { id?: string }) {
  const t = useT();
  return (
    <Alert.Root id={props.id} status="warning" data-testid="personal-data-warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('submitApp.privacyTitle')}</Alert.Title>
        <Alert.Description>{t('submitApp.privacyText')}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
