/**
 * The site's trimmed theme has no 'disabled' layer style, so a disabled button looked like an active
 * one: dimmed here, unless it is disabled because it is loading (its spinner says so already).
 */
export const dimWhenDisabled = {
  '&:is(:disabled, [data-disabled]):not([data-loading])': { opacity: 0.5, cursor: 'not-allowed' },
} as const;
