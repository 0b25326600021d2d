import { Button, HStack, Menu } from '@chakra-ui/react';
import { LineIcon } from '@/components/line-icon';
import { RemovableChip } from '@/components/removable-chip';
import { useT } from '@/i18n/i18n-provider';
import { useTagLabel } from '@/i18n/tag-label';
import { tagPalette } from '@/lib/tag-colors';

type Props = { options: string[]; selected: string[]; onChange: (tags: string[]) => void };

/** Multi-select component filter with removable chips; 'clear all' appears with more than one tag. */
export function TagFilter(props: Props) {
  const t = useT();
  const label = useTagLabel();
  const toggle = (tag: string, on: boolean) =>
    props.onChange(on ? [...props.selected, tag] : props.selected.filter((x) => x !== tag));
  return (
    <HStack gap="2" wrap="wrap">
      <Menu.Root closeOnSelect={false}>
        <Menu.Trigger asChild>
          <Button variant="outline" size="sm">
            {t('app.filterCount', { count: props.selected.length })}
            <LineIcon name="chevronDown" size={14} />
          </Button>
        </Menu.Trigger>
        {/* Not portalled: the open menu stays inside its landmark (axe 'region'). */}
        <Menu.Positioner>
          <Menu.Content maxH="72" overflowY="auto" minW="48" aria-label={t('app.filterComponents')}>
            {props.options.map((tag) => (
              <Menu.CheckboxItem
                key={tag}
                value={tag}
                checked={props.selected.includes(tag)}
                onCheckedChange={(on) => toggle(tag, on)}
              >
                <Menu.ItemText>{label(tag)}</Menu.ItemText>
                <Menu.ItemIndicator />
              </Menu.CheckboxItem>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Menu.Root>
      {props.selected.map((tag) => (
        <RemovableChip
          key={tag}
          label={label(tag)}
          removeLabel={t('app.removeTag', { tag: label(tag) })}
          onRemove={() => toggle(tag, false)}
          colorPalette={tagPalette(tag)}
          testId="active-tag"
        />
      ))}
      {props.selected.length > 1 && (
        <Button variant="ghost" size="sm" onClick={() => props.onChange([])}>
          {t('app.clearAll')}
        </Button>
      )}
    </HStack>
  );
}
