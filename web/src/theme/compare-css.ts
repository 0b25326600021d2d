import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * Issue 38: the 'Compare' toggle under each screen card (components/compare/compare-toggle), as
 * plain class rules: /screens renders fifty of them, and Chakra props would resolve each one's styles.
 */
export const compareCss: Record<string, SystemStyleObject> = {
  '.vp-compare-toggle': {
    alignSelf: 'flex-start',
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    mt: '1.5',
    minH: '7',
    px: '2',
    fontSize: 'xs',
    fontWeight: 'medium',
    color: 'fg.muted',
    bg: 'transparent',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border',
    borderRadius: 'full',
    cursor: 'pointer',
    focusRing: 'outside',
    _hover: { bg: 'bg.muted', color: 'fg' },
  },
  '.vp-compare-toggle[aria-pressed="true"]': {
    color: 'brand.fg',
    bg: 'brand.subtle',
    borderColor: 'brand.border',
    _hover: { color: 'brand.fg', bg: 'brand.muted' },
  },
};
