import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { COMPARE_MIN, clearCompare, comparePath, useCompareSelection } from './compare-store';

/**
 * The pick so far, stuck to the bottom of the page while any screen is picked: how many, 'Clear',
 * and the link to the comparison once there are two. Rendered by the pages that offer the toggle
 * (last in their column, so at the end of the page it rests above the footer).
 */
export function CompareTray() {
  const t = useT();
  const { localize } = useLanguage();
  const ids = useCompareSelection();
  if (ids.length === 0) return null;
  const ready = ids.length >= COMPARE_MIN;
  const label = t('compare.open', { count: ids.length });
  return (
    <Box
      as="section"
      aria-label={t('compare.tray')}
      data-testid="compare-tray"
      position="sticky"
      bottom={{ base: '2', md: '4' }}
      zIndex="sticky"
      alignSelf="center"
      w={{ base: 'full', sm: 'auto' }}
      bg="bg"
      borderWidth="1px"
      borderColor="border.emphasized"
      rounded="xl"
      shadow="lg"
      px="4"
      py="3"
    >
      <HStack gap="3" justify="space-between" wrap="wrap">
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {ready ? t('compare.picked', { count: ids.length }) : t('compare.pickOneMore')}
        </Text>
        <HStack gap="2">
          <Button variant="ghost" size="sm" onClick={clearCompare}>
            {t('compare.clear')}
          </Button>
          {ready ? (
            <Button asChild size="sm" colorPalette="brand">
              <Link to={localize(comparePath(ids))}>{label}</Link>
            </Button>
          ) : (
            <Button size="sm" colorPalette="brand" disabled>
              {label}
            </Button>
          )}
        </HStack>
      </HStack>
    </Box>
  );
}
