import { Badge, Box, HStack, Skeleton } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { AppLogo } from '@/components/app-logo';
import { SmartImage } from '@/components/image';
import { type FragmentType, graphql, useFragment } from '@/gql';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { shortName } from '@/lib/text';

export const AppCardFragment = graphql(`
  fragment AppCard_App on App {
    id
    name
    slug
    planned
    country
    logoSrc
    screenCount
    firstScreen {
      id
      src
      altText
    }
  }
`);

const CARD_RATIO = 9 / 14;

/**
 * Spec section 2, app card: first screen at 9/14, logo, name cut at 20; planned apps cannot be opened.
 * Plain elements styled by class (theme/card-css): the list hydrates dozens of these at once.
 */
export function AppCard(props: {
  app: FragmentType<typeof AppCardFragment>;
  /** Eager image (spec: the first 8 cards); `high` also asks for high fetch priority. */
  priority?: 'high' | 'eager';
}) {
  const app = useFragment(AppCardFragment, props.app);
  const t = useT();
  const { localize } = useLanguage();
  // Planned apps have no screens to show: a compact card (logo, name, country, badge, Coming
  // Soon) instead of a tall grey 9/14 placeholder (issue 13), dimmed and not a link (spec section 2).
  if (app.planned) {
    return (
      <article className="vp-card vp-card--planned" aria-label={app.name} data-planned="true">
        <AppLogo src={app.logoSrc} name={app.name} size={48} decorative />
        <p className="vp-card__name vp-card__name--full">{app.name}</p>
        {app.country && <p className="vp-card__meta">{app.country}</p>}
        <div className="vp-card__badges">
          <Badge colorPalette="orange" variant="subtle">
            {t('appCard.planned')}
          </Badge>
          <span className="vp-card__meta">{t('appCard.comingSoon')}</span>
        </div>
      </article>
    );
  }
  const shot = app.firstScreen;
  const picture = shot ? (
    <SmartImage
      src={shot.src}
      alt={shot.altText ?? app.name}
      kind="card"
      htmlWidth={1080}
      htmlHeight={1680}
      aspectRatio={CARD_RATIO}
      priority={props.priority !== undefined}
      fetchPriority={props.priority === 'high' ? 'high' : 'auto'}
      className={props.priority ? 'vp-card__media vp-card__media--priority' : 'vp-card__media'}
      style={{ width: '100%' }}
    />
  ) : (
    <div className="vp-card__media vp-card__empty">
      <AppLogo src={app.logoSrc} name={app.name} size={64} decorative />
      <p className="vp-card__note">{t('appCard.noScreens')}</p>
    </div>
  );
  const footer = (
    <div className="vp-card__footer">
      <AppLogo src={app.logoSrc} name={app.name} decorative />
      <div className="vp-card__text">
        <p className="vp-card__name" title={app.name}>
          {shortName(app.name)}
        </p>
        <p className="vp-card__meta">{t('appCard.screens', { count: app.screenCount })}</p>
      </div>
    </div>
  );

  return (
    <Link className="vp-card" to={localize(`/app/${app.slug}`)} aria-label={app.name}>
      {picture}
      {footer}
    </Link>
  );
}

export function AppCardSkeleton() {
  return (
    <Box borderWidth="1px" rounded="xl" overflow="hidden" data-testid="app-card-skeleton">
      <Skeleton aspectRatio={CARD_RATIO} rounded="0" />
      <HStack p="3" gap="3">
        <Skeleton w="8" h="8" rounded="md" />
        <Skeleton h="4" flex="1" />
      </HStack>
    </Box>
  );
}
