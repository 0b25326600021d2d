import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { collectionPath } from './edit-link';

/**
 * The screen is in the collection: a link to it, and for a new one where its edit link is kept (this
 * browser; the collection's page shows it to copy). Focus moves here, so it is what is read next.
 */
export function SavedNotice(props: { id: string; title: string; created: boolean; count: number }) {
  const t = useT();
  const { language } = useLanguage();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <Stack
      ref={box}
      tabIndex={-1}
      outline="none"
      role="status"
      gap="3"
      p="4"
      rounded="l2"
      borderWidth="1px"
      borderColor="green.300"
      bg="green.50"
      data-testid="collection-saved"
    >
      <Text fontWeight="semibold" wordBreak="break-word">
        <span aria-hidden="true">✓ </span>
        {t('collections.savedIn', { title: props.title, count: props.count })}
      </Text>
      {props.created && <Text fontSize="sm">{t('collections.keptHere')}</Text>}
      <ChakraLink asChild color="brand.fg" fontWeight="medium" alignSelf="start">
        <Link to={collectionPath(props.id, language === 'en')}>{t('collections.open')}</Link>
      </ChakraLink>
    </Stack>
  );
}
