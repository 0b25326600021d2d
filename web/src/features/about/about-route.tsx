import { useQuery } from '@apollo/client/react';
import { Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ErrorBox } from '@/components/error-box';
import { graphql } from '@/gql';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { useDocumentHead } from '@/lib/use-document-head';
import { StatCounter } from './stat-counter';

// One request for the four counters (the original fetched every app's screens one by one).
const AboutStatsQuery = graphql(`
  query AboutStats {
    stats {
      apps
      screens
      tags
      categories
    }
    categories {
      name
      nameEn
      iconUrl
      hidden
    }
  }
`);

export const MAX_CATEGORY_ICONS = 6;

export default function AboutRoute() {
  const t = useT();
  const { language } = useLanguage();
  const { data, error } = useQuery(AboutStatsQuery);
  useDocumentHead({ title: t('meta.about.title'), description: t('meta.about.description') });
  const stats = data?.stats;
  const icons = (data?.categories ?? [])
    .filter((c) => !c.hidden && c.name !== 'Todos' && c.iconUrl)
    .slice(0, MAX_CATEGORY_ICONS);

  return (
    <Stack gap="10" maxW="5xl">
      <Stack gap="4">
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} letterSpacing="tight">
          {t('about.title')}
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          {t('about.description')}
        </Text>
        <Text color="fg.muted">{t('about.mission')}</Text>
      </Stack>
      <Stack as="section" aria-labelledby="stats-heading" gap="4">
        <Heading as="h2" id="stats-heading" size="xl">
          {t('about.statsTitle')}
        </Heading>
        {error && <ErrorBox error={error} />}
        <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
          <StatCounter testId="stat-apps" label={t('about.stats.apps')} value={stats?.apps} />
          <StatCounter testId="stat-screens" label={t('about.stats.screens')} value={stats?.screens} />
          <StatCounter testId="stat-tags" label={t('about.stats.tags')} value={stats?.tags} />
          <StatCounter testId="stat-categories" label={t('about.stats.categories')} value={stats?.categories}>
            <HStack as="ul" listStyleType="none" m="0" p="0" gap="1" wrap="wrap">
              {icons.map((c) => (
                <li key={c.name}>
                  <img
                    src={c.iconUrl ?? ''}
                    width={24}
                    height={24}
                    alt={language === 'en' ? c.nameEn : c.name}
                    title={language === 'en' ? c.nameEn : c.name}
                    style={{ borderRadius: 4 }}
                  />
                </li>
              ))}
            </HStack>
          </StatCounter>
        </SimpleGrid>
        <Text color="fg.muted" fontSize="sm">
          {t('about.platforms')}
        </Text>
      </Stack>
    </Stack>
  );
}
