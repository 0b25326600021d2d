import type { SlotRecipeDefinition } from '@chakra-ui/react';

// Trimmed copies of Chakra's tabs (line variant, size md) and progress (outline, rounded, md) recipes,
// passed through the components' `recipe` prop for the same reason as field-recipes.ts: plain objects,
// so the theme every public page loads stays as it is.

export const tabsRecipe: SlotRecipeDefinition = {
  className: 'vp-tabs',
  slots: ['root', 'list', 'trigger', 'content', 'indicator'],
  base: {
    root: { position: 'relative', display: 'block', '--tabs-height': 'sizes.10' },
    list: {
      display: 'flex',
      position: 'relative',
      isolation: 'isolate',
      minH: 'var(--tabs-height)',
      borderBottomWidth: '1px',
      borderColor: 'border',
      overflowX: 'auto',
    },
    trigger: {
      outline: '0',
      minH: 'var(--tabs-height)',
      display: 'flex',
      alignItems: 'center',
      fontWeight: 'medium',
      position: 'relative',
      cursor: 'button',
      gap: '2',
      py: '2',
      px: '4',
      textStyle: 'sm',
      whiteSpace: 'nowrap',
      color: 'fg.muted',
      borderBottomWidth: '2px',
      borderColor: 'transparent',
      mb: '-1px',
      _focusVisible: { zIndex: 1, outline: '2px solid', outlineColor: 'colorPalette.focusRing' },
      _selected: { color: 'fg', borderColor: 'colorPalette.solid' },
      _disabled: { cursor: 'not-allowed', opacity: 0.5 },
    },
    content: { focusVisibleRing: 'inside', width: '100%', pt: '6' },
  },
};

export const progressRecipe: SlotRecipeDefinition = {
  className: 'vp-progress',
  slots: ['root', 'label', 'track', 'range', 'valueText', 'view', 'circle', 'circleTrack', 'circleRange'],
  base: {
    root: { textStyle: 'sm', position: 'relative' },
    track: {
      overflow: 'hidden',
      position: 'relative',
      h: '3',
      borderRadius: 'l1',
      bgColor: 'bg.muted',
      shadow: 'inset',
    },
    range: {
      display: 'flex',
      height: '100%',
      transitionProperty: 'width',
      transitionDuration: 'slow',
      bgColor: 'colorPalette.solid',
      _indeterminate: {
        '--animate-from-x': '-40%',
        '--animate-to-x': '100%',
        position: 'absolute',
        minWidth: '50%',
        animation: 'position 1s ease infinite normal none running',
        bgColor: 'transparent',
        backgroundImage:
          'linear-gradient(to right, transparent 0%, var(--chakra-colors-color-palette-solid) 50%, transparent 100%)',
      },
    },
    label: { display: 'inline-flex', fontWeight: 'medium', alignItems: 'center', gap: '1' },
    valueText: { textStyle: 'xs', lineHeight: '1', fontWeight: 'medium' },
  },
};
