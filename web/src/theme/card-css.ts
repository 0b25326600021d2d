import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * The app card's look as plain class rules, compiled once with the theme. The apps list renders
 * dozens of cards: with Chakra style props each card resolved ~8 style objects while hydrating,
 * the longest task of the first load; plain elements with these classes cost next to nothing.
 */
export const cardCss: Record<string, SystemStyleObject> = {
  '.vp-card': {
    display: 'block',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border',
    borderRadius: 'xl',
    overflow: 'hidden',
    bg: 'bg',
    color: 'fg',
    textDecoration: 'none',
    transition: 'box-shadow 0.2s, transform 0.2s',
    colorPalette: 'brand',
    focusRing: 'outside',
    _hover: { shadow: 'md', textDecoration: 'none' },
  },
  '.vp-card[data-planned]': { bg: 'bg.subtle' },
  '.vp-card--planned': { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1.5', p: '4' },
  '.vp-card--planned .vp-logo': { opacity: 0.7, filter: 'grayscale(1)', mb: '1' },
  '.vp-card__name--full': { whiteSpace: 'normal', lineClamp: '2' },
  '.vp-card__badges': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', mt: '1' },
  '.vp-card__media': { display: 'block' },
  '.vp-card__media img': { objectPosition: 'top' },
  // Priority pictures skip the fade, so the server-rendered ones paint before hydration (LCP).
  '.vp-card__media--priority img': { opacity: '1 !important', transition: 'none' },
  '.vp-card__empty': {
    aspectRatio: '9 / 14',
    bg: 'bg.muted',
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    alignItems: 'center',
    justifyContent: 'center',
    p: '4',
  },
  '.vp-card__footer': { display: 'flex', alignItems: 'center', gap: '3', p: '3' },
  '.vp-card__text': { display: 'flex', flexDirection: 'column', minWidth: '0', flex: '1' },
  '.vp-card__name': { fontWeight: 'semibold', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '.vp-card__meta': { fontSize: 'xs', color: 'fg.muted' },
  '.vp-card__note': { fontSize: 'sm', color: 'fg.muted', textAlign: 'center' },
  '.vp-logo': { flexShrink: 0, borderRadius: 'md' },
};
