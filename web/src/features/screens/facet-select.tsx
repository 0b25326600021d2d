import { chakra, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { useT } from '@/i18n/i18n-provider';
import { type FilterOption, findOption } from './facet-options';

const ANY = '';

/**
 * A native select: keyboard and screen-reader behaviour for free, the phone's own picker, and no
 * extra component code in the first load. Options show their counts given the other filters;
 * options with none are not offered (the API leaves them out).
 */
export function FacetSelect(props: {
  label: string;
  anyLabel: string;
  value: string | undefined;
  options: FilterOption[];
  onChange: (value: string | undefined) => void;
  testId?: string;
}) {
  const t = useT();
  const id = useId();
  const chosen = findOption(props.options, props.value);
  // A value the facets do not list (nothing matches it with the other filters) still shows as chosen.
  const options =
    props.value && !chosen
      ? [{ value: props.value, label: props.value, aliases: [] }, ...props.options]
      : props.options;
  return (
    <Stack gap="1" minW="0">
      <chakra.label htmlFor={id} fontSize="xs" fontWeight="medium" color="fg.muted">
        {props.label}
      </chakra.label>
      <SelectBox
        id={id}
        value={chosen?.value ?? props.value ?? ANY}
        onChange={(e) => props.onChange(e.target.value || undefined)}
        data-testid={props.testId}
      >
        <option value={ANY}>{props.anyLabel}</option>
        {options.map((o: FilterOption) => (
          <option key={o.value} value={o.value}>
            {o.count === undefined ? o.label : t('filters.option', { label: o.label, count: o.count })}
          </option>
        ))}
      </SelectBox>
    </Stack>
  );
}

/** The look of the site's inputs, on a plain <select>. */
export const SelectBox = chakra('select', {
  base: {
    h: '9',
    w: 'full',
    minW: '0',
    ps: '3',
    pe: '8',
    fontSize: 'sm',
    bg: 'bg',
    color: 'fg',
    borderWidth: '1px',
    borderColor: 'border',
    rounded: 'l2',
    cursor: 'pointer',
    textOverflow: 'ellipsis',
    focusVisibleRing: 'outside',
    _hover: { borderColor: 'border.emphasized' },
  },
});
