import { Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { tabsRecipe } from './display-recipes';

export type AdminTab = { value: string; label: string; content: ReactNode };

/**
 * Chakra's tabs (arrow keys move between them, Tab goes into the panel). A panel is rendered the
 * first time it is shown and then kept, so half-filled forms survive switching back and forth.
 */
export function AdminTabs(props: {
  tabs: AdminTab[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  label: string;
}) {
  return (
    <Tabs.Root
      recipe={tabsRecipe}
      colorPalette="brand"
      value={props.value}
      defaultValue={props.defaultValue ?? props.tabs[0]?.value}
      onValueChange={(e) => props.onValueChange?.(e.value)}
      lazyMount
    >
      <Tabs.List aria-label={props.label}>
        {props.tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {props.tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value}>
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
