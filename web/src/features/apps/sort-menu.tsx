import { Button, Menu } from '@chakra-ui/react';
import { LineIcon } from '@/components/line-icon';
import type { AppSort } from '@/gql/graphql';
import { useT } from '@/i18n/i18n-provider';

export const SORTS: AppSort[] = ['none', 'latest', 'screens', 'views'];

export function SortMenu(props: { value: AppSort; onChange: (sort: AppSort) => void }) {
  const t = useT();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm">
          {t('sort.label', { option: t(`sort.${props.value}`) })}
          <LineIcon name="chevronDown" size={14} />
        </Button>
      </Menu.Trigger>
      {/* Not portalled: the open menu stays inside its landmark (axe 'region'). */}
      <Menu.Positioner>
        <Menu.Content minW="52">
          <Menu.RadioItemGroup value={props.value} onValueChange={(e) => props.onChange(e.value as AppSort)}>
            {SORTS.map((sort) => (
              <Menu.RadioItem key={sort} value={sort}>
                <Menu.ItemText>{t(`sort.${sort}`)}</Menu.ItemText>
                <Menu.ItemIndicator />
              </Menu.RadioItem>
            ))}
          </Menu.RadioItemGroup>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
