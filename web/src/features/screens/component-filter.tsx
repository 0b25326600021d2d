import { Button } from '@chakra-ui/react';
import { LineIcon } from '@/components/line-icon';
import { DeferredMenu } from '@/components/menu';
import { useT } from '@/i18n/i18n-provider';
import type { FilterOption } from './facet-options';

/** Multi-choice component menu (?tag=a&tag=b: screens carrying all of them), with counts. */
export function ComponentFilter(props: {
  options: FilterOption[];
  selected: string[];
  label: (tag: string) => string;
  onToggle: (tag: string) => void;
}) {
  const t = useT();
  // A chosen tag the facets no longer list (nothing left carries it) stays in the menu, to be unticked.
  const missing = props.selected.filter((tag) => !props.options.some((o) => o.value === tag));
  const options = [...missing.map((tag) => ({ value: tag, label: props.label(tag), count: 0 })), ...props.options];
  return (
    <DeferredMenu
      spec={{
        type: 'checkbox',
        minW: '56',
        maxH: '80',
        label: t('screens.componentsMenu'),
        items: options.map((tag) => ({
          value: tag.value,
          label: t('filters.option', { label: tag.label, count: tag.count ?? 0 }),
          checked: props.selected.includes(tag.value),
        })),
        onCheckedChange: (value) => props.onToggle(value),
      }}
      trigger={
        <Button variant="outline" size="sm">
          {t('screens.components', { count: props.selected.length })}
          <LineIcon name="chevronDown" size={14} />
        </Button>
      }
    />
  );
}
