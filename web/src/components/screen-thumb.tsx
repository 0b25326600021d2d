import { type FragmentType, graphql, useFragment } from '@/gql';
import { useT } from '@/i18n/i18n-provider';
import { SmartImage } from './image';

export const ScreenThumbFragment = graphql(`
  fragment ScreenThumb_Screen on Screen {
    id
    name
    altText
    src
  }
`);

/**
 * A 9:16 screen thumbnail that opens the viewer. Plain elements styled by class (theme/thumb-css):
 * /screens hydrates fifty of these at once, and Chakra components cost ~6 style resolutions each.
 */
export function ScreenThumb(props: {
  screen: FragmentType<typeof ScreenThumbFragment>;
  onOpen: () => void;
  priority?: boolean;
}) {
  const screen = useFragment(ScreenThumbFragment, props.screen);
  const t = useT();
  return (
    <button
      type="button"
      className="vp-thumb"
      onClick={props.onOpen}
      aria-label={t('screen.open', { name: screen.name })}
    >
      <SmartImage
        src={screen.src}
        // Without alt text the picture adds nothing to the button's name and caption: decorative.
        alt={screen.altText ?? ''}
        kind="card"
        htmlWidth={1080}
        htmlHeight={1920}
        aspectRatio={1080 / 1920}
        priority={props.priority}
        className={props.priority ? 'vp-thumb__media vp-thumb__media--priority' : 'vp-thumb__media'}
        style={{ width: '100%' }}
      />
      <span className="vp-thumb__name">{screen.name}</span>
    </button>
  );
}
