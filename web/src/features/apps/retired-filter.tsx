import { Button, Text } from '@chakra-ui/react';
import { useT } from '@/i18n/i18n-provider';

/** ?status=retired: services that no longer exist, kept out of the default list (issue 61). */
export const RETIRED = 'retired';

/** A toggle between the running services (the default) and the retired ones. */
export function RetiredFilter(props: { on: boolean; onChange: (on: boolean) => void }) {
  const t = useT();
  return (
    <Button
      variant={props.on ? 'solid' : 'outline'}
      size="sm"
      aria-pressed={props.on}
      onClick={() => props.onChange(!props.on)}
    >
      {t('apps.retiredFilter')}
    </Button>
  );
}

/** Said above the list while it shows retired services, so the visitor knows why it is short. */
export function RetiredIntro() {
  const t = useT();
  return (
    <Text color="fg.muted" data-testid="retired-intro">
      {t('apps.retiredIntro')}
    </Text>
  );
}
