import type { SlotRecipeDefinition } from '@chakra-ui/react';

// A trimmed copy of Chakra's native-select recipe (outline, size md), passed to the
// components through their `recipe` prop, so the site's theme (in every page's first load) stays as is.
// Plain objects on purpose: importing Chakra's recipes, or even defineRecipe(), from this lazy chunk
// made the bundler move Chakra's whole default theme (~15 KB gzip) into the first-load bundle.

const disabled = { opacity: 0.5, cursor: 'not-allowed' };
const invalid = { focusRingColor: 'var(--error-color)', borderColor: 'var(--error-color)' };

// The textarea's recipe is the one the public forms use (one definition per class name).
export { textareaRecipe } from '@/components/textarea-recipe';

export const nativeSelectRecipe: SlotRecipeDefinition = {
  className: 'vp-native-select',
  slots: ['root', 'field', 'indicator'],
  base: {
    root: { height: 'fit-content', display: 'flex', width: '100%', position: 'relative' },
    field: {
      width: '100%',
      minWidth: '0',
      height: '10',
      outline: '0',
      appearance: 'none',
      borderRadius: 'l2',
      textStyle: 'sm',
      lineHeight: 'normal',
      ps: '3',
      pe: '8',
      bg: 'transparent',
      borderWidth: '1px',
      borderColor: 'border',
      focusVisibleRing: 'inside',
      '--error-color': 'colors.border.error',
      _disabled: disabled,
      _invalid: invalid,
      '& > option, & > optgroup': { bg: 'bg' },
    },
    indicator: {
      position: 'absolute',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      pointerEvents: 'none',
      top: '50%',
      insetEnd: '2',
      transform: 'translateY(-50%)',
      height: '100%',
      color: 'fg.muted',
      textStyle: 'lg',
      _disabled: { opacity: '0.5' },
      _invalid: { color: 'fg.error' },
      _icon: { width: '1em', height: '1em' },
    },
  },
};
