import { Box, Link as ChakraLink, Grid, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { env } from '@/config/env';
import { NewsletterForm } from '@/features/newsletter/newsletter-form';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { Logo } from './logo';

export function Footer() {
  const t = useT();
  const { localize } = useLanguage();
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" mt="16">
      <Grid
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py="10"
        gap="10"
        templateColumns={{ base: '1fr', md: '1.2fr 1fr 1fr' }}
      >
        <Stack gap="3">
          <Logo />
          <Text color="fg.muted" fontSize="sm" maxW="sm">
            {t('footer.description')}
          </Text>
        </Stack>
        <NewsletterForm />
        <Stack as="nav" aria-labelledby="footer-legal" gap="2" fontSize="sm">
          <Text id="footer-legal" as="h2" fontWeight="semibold" fontSize="md">
            {t('footer.legal')}
          </Text>
          <ChakraLink asChild color="fg">
            <Link to={localize('/termos-de-uso')}>{t('footer.terms')}</Link>
          </ChakraLink>
          <ChakraLink asChild color="fg">
            <Link to={localize('/politica-de-privacidade')}>{t('footer.privacy')}</Link>
          </ChakraLink>
          <ChakraLink asChild color="fg">
            <Link to={localize('/desenvolvedores')}>{t('footer.developers')}</Link>
          </ChakraLink>
          {/* A file for machines, not a page of the app: a plain link, so crawlers and harvesters find it. */}
          <ChakraLink href="/api/catalog.jsonld" type="application/ld+json" color="fg">
            {t('footer.catalogue')}
          </ChakraLink>
          <ChakraLink href={`mailto:${env.contactEmail}`} color="fg">
            {t('footer.contact')}: {env.contactEmail}
          </ChakraLink>
        </Stack>
      </Grid>
      <Text textAlign="center" fontSize="sm" color="fg.muted" py="4" borderTopWidth="1px">
        {t('footer.copyright')}
      </Text>
    </Box>
  );
}
