import type { SystemStyleObject } from '@chakra-ui/react';

/** components/plain-switch: a visually hidden native checkbox and the track and thumb after it. */
export const switchCss: Record<string, SystemStyleObject> = {
  '.vp-switch': {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2.5',
    fontSize: 'sm',
    cursor: 'pointer',
    userSelect: 'none',
  },
  '.vp-switch__input': {
    position: 'absolute',
    opacity: 0,
    width: '1px',
    height: '1px',
    margin: 0,
  },
  '.vp-switch__control': {
    position: 'relative',
    flexShrink: 0,
    width: '9',
    height: '5',
    borderRadius: 'full',
    // gray.500 keeps the off track at 3:1 or more against the page (WCAG 1.4.11).
    bg: 'gray.500',
    transition: 'background 0.2s',
    _after: {
      content: '""',
      position: 'absolute',
      top: '2px',
      left: '2px',
      width: '4',
      height: '4',
      borderRadius: 'full',
      bg: 'white',
      boxShadow: 'sm',
      transition: 'transform 0.2s',
    },
  },
  '.vp-switch__input:checked + .vp-switch__control': { bg: 'brand.solid' },
  '.vp-switch__input:checked + .vp-switch__control::after': { transform: 'translateX(1rem)' },
  '.vp-switch__input:focus-visible + .vp-switch__control': {
    outlineWidth: '2px',
    outlineStyle: 'solid',
    outlineColor: 'brand.focusRing',
    outlineOffset: '2px',
  },
};
