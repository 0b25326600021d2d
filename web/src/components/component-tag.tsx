import { Badge, type BadgeProps } from '@chakra-ui/react';
import { tagPalette } from '@/lib/tag-colors';

/** A component tag in its fixed colour (spec section 3); unknown tags are grey. */
export function ComponentTag(props: BadgeProps & { tag: string }) {
  const { tag, ...rest } = props;
  return (
    <Badge colorPalette={tagPalette(tag)} variant="subtle" size="md" {...rest}>
      {rest.children ?? tag}
    </Badge>
  );
}
