import { Box } from '@chakra-ui/react';
import { useT } from '@/i18n/i18n-provider';

/** The compare tick: a native checkbox (the theme carries no checkbox recipe) named after its screen. */
export function CompareTick(props: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const t = useT();
  return (
    <Box as="label" display="inline-flex" alignItems="center" gap="1.5" fontSize="sm" flexShrink={0} cursor="pointer">
      <input
        type="checkbox"
        checked={props.checked}
        disabled={props.disabled}
        aria-label={props.label}
        onChange={(e) => props.onChange(e.target.checked)}
        style={{ width: '1.1rem', height: '1.1rem', accentColor: 'var(--chakra-colors-brand-600)' }}
      />
      <span aria-hidden="true">{t('collections.compareShort')}</span>
    </Box>
  );
}
