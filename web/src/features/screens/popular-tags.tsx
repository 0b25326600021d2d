import { Box, Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { useT } from '@/i18n/i18n-provider';
import type { FilterOption } from './facet-options';

// Spec section 9: 6 tags below 768 px, 9 below 1280 px, 12 from 1280 px. Done in CSS so the
// server-rendered row is already right and never reflows.
export const POPULAR_LIMIT = 12;
const hideBelow = (index: number) => (index >= 9 ? 'xl' : index >= 6 ? 'md' : undefined);

/** The most used components with their counts (given the other filters); each toggles on or off. */
export function PopularTags(props: { tags: FilterOption[]; active: string[]; onToggle: (tag: string) => void }) {
  const t = useT();
  return (
    <Stack as="section" aria-labelledby="popular-heading" gap="3">
      <Heading as="h2" id="popular-heading" size="md">
        {t('screens.popular')}
      </Heading>
      <HStack as="ul" listStyleType="none" m="0" p="0" gap="2" wrap="wrap" data-testid="popular-tags">
        {props.tags.slice(0, POPULAR_LIMIT).map((tag, index) => {
          const on = props.active.includes(tag.value);
          return (
            <Box as="li" key={tag.value} hideBelow={hideBelow(index)}>
              <Button
                size="sm"
                rounded="full"
                variant={on ? 'solid' : 'outline'}
                colorPalette={on ? 'brand' : 'gray'}
                aria-pressed={on}
                aria-label={t('screens.tagCount', { tag: tag.label, count: tag.count ?? 0 })}
                onClick={() => props.onToggle(tag.value)}
              >
                {tag.label}
                <Box as="span" fontSize="xs" color={on ? 'inherit' : 'fg.muted'} aria-hidden="true">
                  {tag.count}
                </Box>
              </Button>
            </Box>
          );
        })}
      </HStack>
    </Stack>
  );
}
