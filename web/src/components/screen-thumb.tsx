import type { MouseEvent } from 'react';
import { type FragmentType, graphql, useFragment } from '@/gql';
import { useT } from '@/i18n/i18n-provider';
import { SmartImage } from './image';
import { useViewerHref } from './screen-viewer/use-viewer-param';

export const ScreenThumbFragment = graphql(`
  fragment ScreenThumb_Screen on Screen {
    id
    airtableId
    name
    altText
    src
  }
`);

/** A plain left click, which the page handles itself; others (new tab, new window) are the browser's. */
const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * A 9:16 screen thumbnail that opens the viewer. Plain elements styled by class (theme/thumb-css):
 * /screens hydrates fifty of these at once, and Chakra components cost ~6 style resolutions each.
 *
 * A link to this page with ?screen= (issue 53): a press before the page's script has run follows it,
 * and the page it loads opens the viewer; once hydrated the click opens it in place.
 */
export function ScreenThumb(props: {
  screen: FragmentType<typeof ScreenThumbFragment>;
  onOpen: () => void;
  priority?: boolean;
}) {
  const screen = useFragment(ScreenThumbFragment, props.screen);
  const t = useT();
  const href = useViewerHref();
  return (
    <a
      href={href(screen.airtableId)}
      className="vp-thumb"
      onClick={(e) => {
        if (e.defaultPrevented || !plainClick(e)) return;
        e.preventDefault();
        props.onOpen();
      }}
      aria-label={t('screen.open', { name: screen.name })}
    >
      <SmartImage
        src={screen.src}
        // Without alt text the picture adds nothing to the link's name and caption: decorative.
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
    </a>
  );
}
