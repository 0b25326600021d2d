import { Box, Link as ChakraLink, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { StatusCaptures } from './status-captures';
import type { StatusView } from './status-fetch';

const STATE_COLOR: Record<StatusView['status'], string> = {
  pending: 'fg',
  approved: 'green.700',
  rejected: 'red.700',
  expired: 'fg.muted',
};

/** One submission as its visitor sees it: kind, state, dates, the reason of a refusal, the captures, the text. */
export function StatusDetails(props: { token: string; view: StatusView }) {
  const t = useT();
  const intl = useIntl();
  const { localize } = useLanguage();
  const { view } = props;
  const day = (iso: string) =>
    intl.formatDate(iso, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const rows: [string, ReactNode][] = [
    [t('contributionStatus.kindLabel'), t(`contributionStatus.kind.${view.kind}`)],
    [
      t('contributionStatus.stateLabel'),
      <Text as="strong" data-status={view.status} color={STATE_COLOR[view.status]} key="state">
        {t(`contributionStatus.state.${view.status}`)}
      </Text>,
    ],
  ];
  if (view.subject) rows.push([t('contributionStatus.about'), view.subject]);
  rows.push([t('contributionStatus.sentOn'), day(view.createdAt)]);
  if (view.decidedAt && view.status !== 'expired') rows.push([t('contributionStatus.decidedOn'), day(view.decidedAt)]);
  if (view.expiresAt) rows.push([t('contributionStatus.expiresOn'), day(view.expiresAt)]);
  if (view.rejectReason)
    rows.push([
      t('contributionStatus.reason'),
      <Box key="reason" whiteSpace="pre-wrap">
        {view.rejectReason}
      </Box>,
    ]);

  return (
    <Stack gap="6" data-testid="contribution-status">
      <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', sm: 'max-content 1fr' }} columnGap="6" rowGap="2">
        {rows.map(([term, value]) => (
          <Box display="contents" key={term}>
            <Box as="dt" color="fg.muted">
              {term}
            </Box>
            <Box as="dd" mb={{ base: '2', sm: '0' }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
      <StatusCaptures token={props.token} images={view.images} />
      {view.message.trim() && (
        <Box as="section" aria-labelledby="status-text">
          <Heading as="h2" size="lg" id="status-text" mb="2">
            {t('contributionStatus.yourText')}
          </Heading>
          <Text whiteSpace="pre-wrap">{view.message}</Text>
        </Box>
      )}
      <HStack gap="6" wrap="wrap">
        {view.appSlug && (
          <ChakraLink asChild color="brand.fg" fontWeight="medium">
            <Link to={localize(`/app/${encodeURIComponent(view.appSlug)}`)}>{t('contributionStatus.seeApp')}</Link>
          </ChakraLink>
        )}
        <ChakraLink asChild color="brand.fg" fontWeight="medium">
          <Link to={localize('/')}>{t('contributionStatus.home')}</Link>
        </ChakraLink>
      </HStack>
    </Stack>
  );
}
