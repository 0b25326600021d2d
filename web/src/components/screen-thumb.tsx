import { chakra, Text } from '@chakra-ui/react';
import { type FragmentType, graphql, useFragment } from '@/gql';
import { useT } from '@/i18n/i18n-provider';
import { SiteImage } from './site-image';

export const ScreenThumbFragment = graphql(`
  fragment ScreenThumb_Screen on Screen {
    id
    name
    altText
    src
  }
`);

/** A 9:16 screen thumbnail that opens the viewer. */
export function ScreenThumb(props: {
  screen: FragmentType<typeof ScreenThumbFragment>;
  onOpen: () => void;
  priority?: boolean;
}) {
  const screen = useFragment(ScreenThumbFragment, props.screen);
  const t = useT();
  return (
    <chakra.button
      type="button"
      onClick={props.onOpen}
      aria-label={t('screen.open', { name: screen.name })}
      display="block"
      w="full"
      textAlign="start"
      rounded="lg"
      cursor="zoom-in"
      focusRing="outside"
      css={{ '&:hover img': { transform: 'scale(1.02)' } }}
    >
      <SiteImage
        src={screen.src}
        // Without alt text the picture adds nothing to the button's name and caption: decorative.
        alt={screen.altText ?? ''}
        kind="card"
        width={1080}
        height={1920}
        priority={props.priority}
        rounded="lg"
        borderWidth="1px"
      />
      <Text mt="2" fontSize="sm" fontWeight="medium" lineClamp={2}>
        {screen.name}
      </Text>
    </chakra.button>
  );
}
