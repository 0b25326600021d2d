import { CloseButton, Tag } from '@chakra-ui/react';

/** An active filter shown as a chip with its own remove button (app page tags, all-screens filters). */
export function RemovableChip(props: {
  label: string;
  /** Accessible name of the remove button, naming what it removes. */
  removeLabel: string;
  onRemove: () => void;
  colorPalette: string;
  testId?: string;
}) {
  return (
    <Tag.Root size="lg" variant="subtle" colorPalette={props.colorPalette} data-testid={props.testId}>
      <Tag.Label>{props.label}</Tag.Label>
      {/* The end element is sized for the 24 px button (a touch target), not the tag's 16 px icon
          slot: in the icon slot the button hung 4 px below the chip and past its end. */}
      <Tag.EndElement boxSize="6">
        <CloseButton size="2xs" variant="plain" aria-label={props.removeLabel} onClick={props.onRemove} />
      </Tag.EndElement>
    </Tag.Root>
  );
}
