import { Button, Menu } from '@chakra-ui/react';
import { LineIcon } from '@/components/line-icon';
import { useT } from '@/i18n/i18n-provider';

const ALL = '__all__';

/** Single-choice component dropdown; it drives ?tag=. */
export function ComponentFilter(props: {
  tags: { name: string; count: number }[];
  value?: string;
  onChange: (tag: string | null) => void;
}) {
  const t = useT();
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm">
          {t('screens.filter', { tag: props.value ?? t('screens.allComponents') })}
          <LineIcon name="chevronDown" size={14} />
        </Button>
      </Menu.Trigger>
      {/* Not portalled: the open menu stays inside its landmark (axe 'region'). */}
      <Menu.Positioner>
        <Menu.Content maxH="80" overflowY="auto" minW="56">
          <Menu.RadioItemGroup
            value={props.value ?? ALL}
            onValueChange={(e) => props.onChange(e.value === ALL ? null : e.value)}
          >
            <Menu.RadioItem value={ALL}>
              <Menu.ItemText>{t('screens.allComponents')}</Menu.ItemText>
              <Menu.ItemIndicator />
            </Menu.RadioItem>
            {props.tags.map((tag) => (
              <Menu.RadioItem key={tag.name} value={tag.name}>
                <Menu.ItemText>
                  {tag.name} ({tag.count})
                </Menu.ItemText>
                <Menu.ItemIndicator />
              </Menu.RadioItem>
            ))}
          </Menu.RadioItemGroup>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
