import type { RecipeDefinition } from '@chakra-ui/react';

// The site's theme has no textarea recipe (only what every page renders is in it): a trimmed copy of
// Chakra's (outline, size md), passed through the `recipe` prop. Only lazily loaded forms use it
// (contributions, collections, the admin screens), so it stays out of the first-load bundle.
// A plain object on purpose: Chakra's recipes imported here would pull its default theme along.
export const textareaRecipe: RecipeDefinition = {
  className: 'vp-textarea',
  base: {
    width: '100%',
    minWidth: '0',
    outline: '0',
    position: 'relative',
    appearance: 'none',
    textAlign: 'start',
    borderRadius: 'l2',
    textStyle: 'sm',
    px: '3',
    py: '2',
    scrollPaddingBottom: '2',
    bg: 'transparent',
    borderWidth: '1px',
    borderColor: 'border',
    focusVisibleRing: 'inside',
    '--focus-color': 'colors.colorPalette.focusRing',
    '--error-color': 'colors.border.error',
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    _invalid: { focusRingColor: 'var(--error-color)', borderColor: 'var(--error-color)' },
  },
};
