import { Link as ChakraLink, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { useDocumentHead } from '@/lib/use-document-head';

export default function NotFoundRoute() {
  const t = useT();
  const { localize } = useLanguage();
  useDocumentHead({ title: t('meta.notFound.title') });
  return (
    <Stack gap="4" align="center" textAlign="center" py="16">
      <Text fontSize="6xl" fontWeight="bold" color="brand.fg" lineHeight="1" aria-hidden="true">
        404
      </Text>
      <Heading as="h1" size="2xl">
        {t('notFound.title')}
      </Heading>
      <Text color="fg.muted">{t('notFound.hint')}</Text>
      <ChakraLink asChild color="brand.fg" fontWeight="medium">
        <Link to={localize('/')}>{t('notFound.home')}</Link>
      </ChakraLink>
    </Stack>
  );
}
