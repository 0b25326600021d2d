import { Link as ChakraLink, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import type { MessageId } from '@/i18n/messages';
import { safeLink } from './labels';

export type ScreensSubject = {
  appId: number | null;
  appName: string | null;
  appLink: string | null;
  appType: string | null;
  appPlatform: string | null;
  appCountry: string | null;
};

const TYPE_LABELS: Record<string, MessageId> = {
  Federal: 'appType.Federal',
  State: 'appType.State',
  Municipal: 'appType.Municipal',
};
const PLATFORM_LABELS: Record<string, MessageId> = {
  iOS: 'platform.iOS',
  Android: 'platform.Android',
  Web: 'platform.Web',
  CrossPlatform: 'platform.CrossPlatform',
};

/** The visitor's type, platform and country for a new app, in the admin's language ('' when not given). */
export function describedApp(c: ScreensSubject, t: (id: MessageId) => string) {
  const label = (labels: Record<string, MessageId>, value: string | null) =>
    value ? (labels[value] ? t(labels[value]) : value) : '';
  return {
    type: label(TYPE_LABELS, c.appType),
    platform: label(PLATFORM_LABELS, c.appPlatform),
    country: c.appCountry?.trim() ?? '',
  };
}

/**
 * Which app a 'screens' submission is for: a link to its page when it is in the catalogue, or the new
 * app the visitor described (name in the heading; type, platform, country and link here).
 */
export function ScreensApp(props: { contribution: ScreensSubject; subject: string }) {
  const t = useT();
  const { localize } = useLanguage();
  const c = props.contribution;
  if (c.appId !== null) {
    return (
      <Text fontSize="sm">
        {t('admin.contributions.existingApp')}{' '}
        <ChakraLink href={localize(`/app/${c.appId}`)} target="_blank" rel="noopener" color="brand.fg">
          {t('admin.contributions.appPage', { name: props.subject })}
          <chakra.span srOnly> {t('admin.newTab')}</chakra.span>
        </ChakraLink>
      </Text>
    );
  }
  const described = describedApp(c, t);
  const link = safeLink(c.appLink);
  const rows: { label: MessageId; value: string }[] = [
    { label: 'admin.contributions.appType', value: described.type },
    { label: 'admin.contributions.appPlatform', value: described.platform },
    { label: 'admin.contributions.appCountry', value: described.country },
  ];
  return (
    <Stack gap="1.5" fontSize="sm" data-testid="contribution-new-app">
      <Text fontWeight="semibold">{t('admin.contributions.newApp')}</Text>
      <HStack as="dl" rowGap="1.5" columnGap="5" wrap="wrap" m="0">
        {rows.map((row) => (
          <HStack key={row.label} gap="1">
            <chakra.dt color="fg.muted">{t(row.label)}:</chakra.dt>
            <chakra.dd m="0">{row.value || t('admin.contributions.notGiven')}</chakra.dd>
          </HStack>
        ))}
      </HStack>
      {link ? (
        <Text wordBreak="break-all">
          {t('admin.contributions.link')}{' '}
          <ChakraLink href={link} target="_blank" rel="noopener noreferrer nofollow" color="brand.fg">
            {link}
            <chakra.span srOnly> {t('admin.newTab')}</chakra.span>
          </ChakraLink>
        </Text>
      ) : (
        <Text color="fg.muted">{t('admin.contributions.noLink')}</Text>
      )}
    </Stack>
  );
}
