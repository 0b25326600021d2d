import { Menu } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import type { MenuSpec } from './menu-spec';

/** The Chakra (zag) menu itself: loaded on idle or on first use, see DeferredMenu. */
export function MenuBody(props: { spec: MenuSpec; trigger: ReactElement; defaultOpen: boolean }) {
  const { spec } = props;
  return (
    <Menu.Root
      positioning={{ placement: spec.placement ?? 'bottom-start' }}
      closeOnSelect={spec.type === 'radio'}
      defaultOpen={props.defaultOpen}
    >
      <Menu.Trigger asChild>{props.trigger}</Menu.Trigger>
      {/* Not portalled: the open menu stays inside its landmark (axe 'region'). */}
      <Menu.Positioner>
        <Menu.Content
          minW={spec.minW}
          maxH={spec.maxH}
          overflowY={spec.maxH ? 'auto' : undefined}
          aria-label={spec.label}
        >
          {spec.type === 'radio' ? (
            <Menu.RadioItemGroup value={spec.value} onValueChange={(e) => spec.onValueChange(e.value)}>
              {spec.items.map((item) => (
                <Menu.RadioItem key={item.value} value={item.value} lang={item.lang}>
                  <Menu.ItemText>{item.label}</Menu.ItemText>
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          ) : (
            spec.items.map((item) => (
              <Menu.CheckboxItem
                key={item.value}
                value={item.value}
                checked={item.checked}
                disabled={item.disabled}
                _disabled={{ opacity: 0.5, cursor: 'not-allowed' }}
                onCheckedChange={(checked) => spec.onCheckedChange(item.value, checked)}
              >
                <Menu.ItemText>{item.label}</Menu.ItemText>
                <Menu.ItemIndicator />
              </Menu.CheckboxItem>
            ))
          )}
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
