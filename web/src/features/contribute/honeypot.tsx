import { Box } from '@chakra-ui/react';
import { useT } from '@/i18n/i18n-provider';

// Its own file: the submit page's form uses it too, without the other forms' code (issue 62).
/** The honeypot (server/services/contributions/contributions.ts, HONEYPOT): people never see it; robots fill it. */
export const HONEYPOT = 'website';

/** Off-screen and hidden from assistive technology; out of the tab order; never filled in by the browser. */
export function Honeypot() {
  const t = useT();
  return (
    <Box aria-hidden="true" position="absolute" left="-10000px" top="auto" w="1px" h="1px" overflow="hidden">
      <label>
        {t('contribute.honeypot')}
        <input type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </Box>
  );
}
