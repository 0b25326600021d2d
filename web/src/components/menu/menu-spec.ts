/** A menu described as data, so its Chakra implementation can load after the page (deferred-menu). */
export type MenuItemSpec = { value: string; label: string; lang?: string };

export type MenuSpec = {
  placement?: 'bottom-start' | 'bottom-end';
  minW?: string;
  /** Long lists scroll inside the menu. */
  maxH?: string;
  label?: string;
} & (
  | { type: 'radio'; value: string; items: MenuItemSpec[]; onValueChange: (value: string) => void }
  | {
      /** Stays open while items are ticked. */
      type: 'checkbox';
      /** `disabled`: choosing it would leave nothing (it stays listed, greyed, so its absence is explained). */
      items: (MenuItemSpec & { checked: boolean; disabled?: boolean })[];
      onCheckedChange: (value: string, checked: boolean) => void;
    }
);
