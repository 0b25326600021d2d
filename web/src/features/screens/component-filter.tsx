import { Button, Menu } from '@chakra-ui/react';
import { LineIcon } from '@/components/line-icon';
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
    <Menu.Root closeOnSelect={false}>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm">
          {t('screens.components', { count: props.selected.length })}
          <LineIcon name="chevronDown" size={14} />
        </Button>
      </Menu.Trigger>
      {/* Not portalled: the open menu stays inside its landmark (axe 'region'). */}
      <Menu.Positioner>
        <Menu.Content maxH="80" overflowY="auto" minW="56" aria-label={t('screens.componentsMenu')}>
          {options.map((tag) => (
            <Menu.CheckboxItem
              key={tag.value}
              value={tag.value}
              checked={props.selected.includes(tag.value)}
              onCheckedChange={() => props.onToggle(tag.value)}
            >
              <Menu.ItemText>{t('filters.option', { label: tag.label, count: tag.count ?? 0 })}</Menu.ItemText>
              <Menu.ItemIndicator />
            </Menu.CheckboxItem>
          ))}
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
