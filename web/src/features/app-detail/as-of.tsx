import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Heading, HStack, Image, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql } from '@/gql';
import { useT } from '@/i18n/i18n-provider';

const AppAsOfQuery = graphql(`
  query AppAsOf($idOrSlug: String!, $asOf: String!) {
    app(idOrSlug: $idOrSlug) {
      id
      screensAsOf(asOf: $asOf) {
        current
        capturedAt
        imageSized(width: 360)
        screen {
          id
          name
          flow
        }
      }
    }
  }
`);

/** "Como era em 2024": one button per year of the app's earlier captures (none: nothing shown). */
export function AsOfControl(props: { years: number[]; value: number | null; onChange: (year: number) => void }) {
  const t = useT();
  if (props.years.length === 0) return null;
  return (
    <HStack gap="2" wrap="wrap" role="group" aria-label={t('app.asOf.label')}>
      {props.years.map((year) => (
        <Button
          key={year}
          size="sm"
          variant={props.value === year ? 'solid' : 'outline'}
          aria-pressed={props.value === year}
          onClick={() => props.onChange(year)}
        >
          {t('app.asOf.year', { year })}
        </Button>
      ))}
    </HStack>
  );
}

/** The app's flows as they were at the end of `year`, with a notice and the way back to today. */
export function AsOfView(props: { idOrSlug: string; year: number; onToday: () => void }) {
  const t = useT();
  const intl = useIntl();
  const { data, loading, error } = useQuery(AppAsOfQuery, {
    variables: { idOrSlug: props.idOrSlug, asOf: String(props.year) },
  });
  const screens = data?.app?.screensAsOf ?? [];
  const flows = [...new Set(screens.map((s) => s.screen.flow))];
  return (
    <Stack gap="5">
      <Alert.Root status="info" data-testid="as-of-notice">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('app.asOf.notice', { year: props.year })}</Alert.Title>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={props.onToday}>
          {t('app.asOf.today')}
        </Button>
      </Alert.Root>
      {loading && !data && <Spinner aria-label={t('app.asOf.loading')} />}
      {error && <Text color="fg.error">{t('app.asOf.failed')}</Text>}
      {data && screens.length === 0 && <Text color="fg.muted">{t('app.asOf.empty', { year: props.year })}</Text>}
      {flows.map((flow) => (
        <Stack as="section" key={flow} aria-label={flow} gap="3">
          <Heading as="h2" size="md">
            {flow}
          </Heading>
          <SimpleGrid as="ol" columns={{ base: 2, md: 4, lg: 6 }} gap="4" listStyleType="none" m="0" p="0">
            {screens
              .filter((s) => s.screen.flow === flow)
              .map((s) => {
                const date = intl.formatDate(String(s.capturedAt), { dateStyle: 'medium', timeZone: 'UTC' });
                return (
                  <Box as="li" key={s.screen.id} data-testid="as-of-screen">
                    <Image src={s.imageSized} alt={t('app.asOf.alt', { name: s.screen.name, date })} loading="lazy" />
                    <Text fontSize="sm" fontWeight="medium">
                      {s.screen.name}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      {t(s.current ? 'app.asOf.sameToday' : 'app.asOf.capturedOn', { date })}
                    </Text>
                  </Box>
                );
              })}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
