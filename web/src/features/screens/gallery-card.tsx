import { Link } from 'react-router-dom';
import { AppLogo } from '@/components/app-logo';
import { SaveToCollectionButton } from '@/components/collections/save-button';
import { CompareToggle } from '@/components/compare/compare-toggle';
import { ScreenThumb } from '@/components/screen-thumb';
import { type FragmentType, graphql, useFragment } from '@/gql';
import { useLanguage } from '@/i18n/i18n-provider';

export const GalleryCardFragment = graphql(`
  fragment GalleryCard_Screen on Screen {
    id
    dbId
    name
    app {
      id
      name
      slug
      logoSrc
    }
    ...ScreenThumb_Screen
  }
`);

/** A gallery screen with its app's logo and name linking to the app page (plain markup: theme/thumb-css). */
export function GalleryCard(props: {
  screen: FragmentType<typeof GalleryCardFragment>;
  priority: boolean;
  onOpen: () => void;
}) {
  const screen = useFragment(GalleryCardFragment, props.screen);
  const { localize } = useLanguage();
  return (
    <div className="vp-gcard">
      <ScreenThumb screen={screen} onOpen={props.onOpen} priority={props.priority} />
      <SaveToCollectionButton screenId={screen.dbId} screenName={screen.name} variant="overlay" />
      <Link className="vp-gcard__app" to={localize(`/app/${screen.app.slug}`)}>
        <AppLogo src={screen.app.logoSrc} name={screen.app.name} size={20} decorative />
        {screen.app.name}
      </Link>
      <CompareToggle id={screen.dbId} name={screen.name} app={screen.app.name} />
    </div>
  );
}
