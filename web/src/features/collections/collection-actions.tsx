import { Button, Link as ChakraLink, HStack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { LineIcon } from '@/components/line-icon';
import { useLanguage, useT } from '@/i18n/i18n-provider';

/** Screens side by side: the compare page takes 2 to 6. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 6;

/** The compare page's address for these screens, in the collection's order. */
export function compareHref(screenIds: readonly number[]): string {
  return `/comparar?telas=${screenIds.join(',')}`;
}

/**
 * What anyone can do with a collection: compare the screens ticked below (2 to 6), download its CSV
 * (page and image links; the screenshots' rights stay with their owners) and report it.
 */
export function CollectionActions(props: { id: string; selected: readonly number[] }) {
  const t = useT();
  const { localize, language } = useLanguage();
  const count = props.selected.length;
  const comparable = count >= COMPARE_MIN && count <= COMPARE_MAX;
  return (
    <HStack gap="3" wrap="wrap" align="center">
      {comparable ? (
        <Button asChild colorPalette="brand" size="sm">
          <Link to={localize(compareHref(props.selected))} data-testid="collection-compare">
            {t('collections.compare', { count })}
          </Link>
        </Button>
      ) : null}
      <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="collection-compare-hint">
        {comparable
          ? t('collections.compareReady', { count })
          : count > COMPARE_MAX
            ? t('collections.compareTooMany', { max: COMPARE_MAX })
            : t('collections.compareHint', { min: COMPARE_MIN, max: COMPARE_MAX })}
      </Text>
      <Button asChild variant="outline" size="sm">
        {/* The server names the file (attachment); `download` keeps the page; the tags in the page's words. */}
        <a href={`/api/collections/${encodeURIComponent(props.id)}/export.csv?lang=${language}`} download>
          <LineIcon name="download" size={16} />
          {t('collections.exportCsv')}
        </a>
      </Button>
      <ChakraLink asChild color="brand.fg" fontSize="sm" fontWeight="medium">
        <Link to={localize(`/denunciar-colecao?colecao=${encodeURIComponent(props.id)}`)}>
          {t('collections.report')}
        </Link>
      </ChakraLink>
    </HStack>
  );
}
