import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * The English offer on a Portuguese page (app/layout/language-suggestion), as plain class rules:
 * Lighthouse's browser asks for English, so every measured Portuguese page drew it, and as Chakra
 * components it built and inserted their styles in the browser right after hydration.
 */
export const offerCss: Record<string, SystemStyleObject> = {
  '.vp-offer': {
    position: 'fixed',
    insetEnd: { base: '2', md: '4' },
    insetStart: { base: '2', md: 'auto' },
    bottom: { base: '2', md: '4' },
    zIndex: 'toast',
    maxW: { md: 'sm' },
    bg: 'bg',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border.emphasized',
    rounded: 'xl',
    shadow: 'lg',
    ps: '4',
    pe: '10',
    py: '3',
  },
  '.vp-offer__text': { fontSize: 'sm', mt: '0', mb: '2' },
  '.vp-offer__actions': { display: 'flex', flexWrap: 'wrap', gap: '2' },
  '.vp-offer__button': {
    display: 'inline-flex',
    alignItems: 'center',
    h: '9',
    px: '3.5',
    fontSize: 'sm',
    fontWeight: 'medium',
    rounded: 'l2',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border',
    bg: 'transparent',
    color: 'fg',
    cursor: 'pointer',
    focusRing: 'outside',
    _hover: { bg: 'bg.muted' },
  },
  '.vp-offer__button--solid': {
    bg: 'brand.solid',
    color: 'brand.contrast',
    borderColor: 'transparent',
    _hover: { bg: 'brand.700' },
  },
  '.vp-offer__close': {
    position: 'absolute',
    top: '1',
    insetEnd: '1',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    w: '9',
    h: '9',
    rounded: 'l2',
    borderWidth: '0',
    bg: 'transparent',
    color: 'fg.muted',
    cursor: 'pointer',
    focusRing: 'outside',
    _hover: { bg: 'bg.muted' },
  },
};
