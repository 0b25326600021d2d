import { Box, Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { useT } from '@/i18n/i18n-provider';

// Spec section 9: 6 tags below 768 px, 9 below 1280 px, 12 from 1280 px. Done in CSS so the
// server-rendered row is already right and never reflows.
export const POPULAR_LIMIT = 12;
const hideBelow = (index: number) => (index >= 9 ? 'xl' : index >= 6 ? 'md' : undefined);

export function PopularTags(props: {
  tags: { name: string; count: number }[];
  active?: string;
  onPick: (tag: string | null) => void;
}) {
  const t = useT();
  return (
    <Stack as="section" aria-labelledby="popular-heading" gap="3">
      <Heading as="h2" id="popular-heading" size="md">
        {t('screens.popular')}
      </Heading>
      <HStack as="ul" listStyleType="none" m="0" p="0" gap="2" wrap="wrap" data-testid="popular-tags">
        {props.tags.slice(0, POPULAR_LIMIT).map((tag, index) => {
          const on = props.active === tag.name;
          return (
            <Box as="li" key={tag.name} hideBelow={hideBelow(index)}>
              <Button
                size="sm"
                rounded="full"
                variant={on ? 'solid' : 'outline'}
                colorPalette={on ? 'brand' : 'gray'}
                aria-pressed={on}
                aria-label={t('screens.tagCount', { tag: tag.name, count: tag.count })}
                onClick={() => props.onPick(on ? null : tag.name)}
              >
                {tag.name}
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
