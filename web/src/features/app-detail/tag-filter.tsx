import { Button, HStack } from '@chakra-ui/react';
import { LineIcon } from '@/components/line-icon';
import { DeferredMenu } from '@/components/menu';
import { RemovableChip } from '@/components/removable-chip';
import { useT } from '@/i18n/i18n-provider';
import { useTagLabel } from '@/i18n/tag-label';
import { tagPalette } from '@/lib/tag-colors';

type Props = { options: { tag: string; count: number }[]; selected: string[]; onChange: (tags: string[]) => void };

/** Multi-select component filter with removable chips; 'clear all' appears with more than one tag. */
export function TagFilter(props: Props) {
  const t = useT();
  const label = useTagLabel();
  const toggle = (tag: string, on: boolean) =>
    props.onChange(on ? [...props.selected, tag] : props.selected.filter((x) => x !== tag));
  return (
    <HStack gap="2" wrap="wrap">
      <DeferredMenu
        spec={{
          type: 'checkbox',
          minW: '48',
          maxH: '72',
          label: t('app.filterComponents'),
          items: props.options.map(({ tag, count }) => {
            const checked = props.selected.includes(tag);
            return {
              value: tag,
              label: t('app.tagWithCount', { tag: label(tag), count }),
              checked,
              disabled: !checked && count === 0,
            };
          }),
          onCheckedChange: toggle,
        }}
        trigger={
          <Button variant="outline" size="sm">
            {t('app.filterCount', { count: props.selected.length })}
            <LineIcon name="chevronDown" size={14} />
          </Button>
        }
      />
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
