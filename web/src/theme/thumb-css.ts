import type { SystemStyleObject } from '@chakra-ui/react';

/** Screen thumbnails (components/screen-thumb) and the gallery's cards, as plain class rules. */
export const thumbCss: Record<string, SystemStyleObject> = {
  '.vp-thumb': {
    display: 'block',
    width: 'full',
    textAlign: 'start',
    borderRadius: 'lg',
    cursor: 'zoom-in',
    focusRing: 'outside',
  },
  '.vp-thumb__media': {
    flexShrink: 0,
    borderRadius: 'lg',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border',
  },
  '.vp-thumb__media img': { objectPosition: 'top' },
  // Priority pictures skip the fade, so the server-rendered ones paint before hydration (LCP).
  '.vp-thumb__media--priority img': { opacity: '1 !important', transition: 'none' },
  '.vp-thumb:hover img': { transform: 'scale(1.02)' },
  '.vp-thumb__name': { display: 'block', mt: '2', fontSize: 'sm', fontWeight: 'medium', lineClamp: '2' },
  '.vp-gcard': { display: 'flex', flexDirection: 'column', gap: '1' },
  '.vp-gcard__app': {
    alignSelf: 'flex-start',
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    fontSize: 'sm',
    color: 'fg.muted',
    borderRadius: 'l1',
    textDecoration: 'none',
    textUnderlineOffset: '3px',
    focusRing: 'outside',
    _hover: { textDecoration: 'underline' },
  },
};
