import { chakra, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef } from 'react';
import { SiteImage } from '@/components/site-image';
import { useT } from '@/i18n/i18n-provider';

type StripScreen = { id: string; airtableId: string; name: string; src: string };

/** The app's screens as a film strip; the open one is marked, any other opens in its place. */
export function ViewerStrip(props: {
  appName: string;
  screens: ReadonlyArray<StripScreen>;
  currentId: string;
  onPick: (airtableId: string) => void;
}) {
  const t = useT();
  const labelId = useId();
  const list = useRef<HTMLUListElement>(null);
  // Keeps the open screen in sight inside the strip only (never scrolls the page or the sheet).
  useEffect(() => {
    const ul = list.current;
    const item = ul?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!ul || !item) return;
    const left = item.offsetLeft - ul.offsetLeft;
    if (left < ul.scrollLeft || left + item.offsetWidth > ul.scrollLeft + ul.clientWidth) {
      ul.scrollTo?.({ left: left - ul.clientWidth / 2 + item.offsetWidth / 2 });
    }
  }, [props.currentId]);
  if (props.screens.length < 2) return null;
  return (
    <Stack gap="2" minW="0">
      <Text id={labelId} fontSize="sm" fontWeight="semibold">
        {t('viewer.strip', { app: props.appName })}
      </Text>
      <chakra.ul
        ref={list}
        display="flex"
        aria-labelledby={labelId}
        listStyleType="none"
        m="0"
        p="1"
        gap="2"
        overflowX="auto"
        data-testid="viewer-strip"
      >
        {props.screens.map((s) => {
          const current = s.id === props.currentId;
          return (
            <chakra.li key={s.id} flexShrink={0}>
              <chakra.button
                type="button"
                display="block"
                w="14"
                rounded="md"
                p="2px"
                borderWidth="2px"
                borderColor={current ? 'brand.solid' : 'transparent'}
                opacity={current ? 1 : 0.75}
                _hover={{ opacity: 1 }}
                focusVisibleRing="outside"
                aria-current={current ? 'true' : undefined}
                aria-label={t('screen.open', { name: s.name })}
                onClick={() => props.onPick(s.airtableId)}
              >
                <SiteImage src={s.src} alt="" kind="card" width={1080} height={1920} sizes="48px" rounded="md" />
              </chakra.button>
            </chakra.li>
          );
        })}
      </chakra.ul>
    </Stack>
  );
}
