import { Alert, Badge, Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { AppLogo } from '@/components/app-logo';
import { LineIcon } from '@/components/line-icon';
import { type FragmentType, graphql, useFragment } from '@/gql';
import { useT } from '@/i18n/i18n-provider';
import { useValueLabel } from '@/i18n/tag-label';

export const AppHeaderFragment = graphql(`
  fragment AppHeader_App on App {
    id
    name
    appInfo
    language
    url
    planned
    retiredAt
    logoSrc
  }
`);

export function AppHeader(props: { app: FragmentType<typeof AppHeaderFragment> }) {
  const app = useFragment(AppHeaderFragment, props.app);
  const t = useT();
  // The app's language is stored in Portuguese ("Inglês"); English readers see it in English.
  const valueLabel = useValueLabel();
  const intl = useIntl();
  return (
    <Stack gap="5">
      <Flex gap="4" align={{ base: 'start', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
        <AppLogo src={app.logoSrc} name={app.name} size={64} decorative />
        <Stack gap="2" flex="1" minW="0">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
            {app.name}
          </Heading>
          <HStack gap="2" wrap="wrap">
            {app.language && (
              <Badge variant="subtle" colorPalette="brand" size="md">
                <Box as="span" srOnly>
                  {t('app.language')}{' '}
                </Box>
                {valueLabel('language', app.language)}
              </Badge>
            )}
            {app.planned && (
              <Badge variant="subtle" colorPalette="orange" size="md">
                {t('appCard.planned')}
              </Badge>
            )}
          </HStack>
        </Stack>
        {app.url && (
          <Button asChild colorPalette="brand" size="sm">
            <a href={app.url} target="_blank" rel="noopener noreferrer">
              {t('app.visit')}
              <Box as="span" srOnly>
                {t('common.opensInNewTab')}
              </Box>
              <LineIcon name="external" size={14} />
            </a>
          </Button>
        )}
      </Flex>
      {app.appInfo && (
        <Text color="fg.muted" maxW="3xl" fontSize="md">
          {app.appInfo}
        </Text>
      )}
      {app.retiredAt && (
        <Alert.Root status="info" colorPalette="gray" data-testid="retired-notice">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('app.retiredTitle')}</Alert.Title>
            <Alert.Description>
              {t('app.retiredNotice', {
                date: intl.formatDate(String(app.retiredAt), { dateStyle: 'long', timeZone: 'UTC' }),
              })}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {app.planned && (
        <Alert.Root status="warning" colorPalette="orange" data-testid="planned-notice">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('app.plannedTitle')}</Alert.Title>
            <Alert.Description>{t('app.plannedNotice')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}
