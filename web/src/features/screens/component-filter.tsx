import { Button, Menu } from '@chakra-ui/react';
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
          <svg
            width="14"
            height="14"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M6 9l6 6 6-6" />
          </svg>
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
