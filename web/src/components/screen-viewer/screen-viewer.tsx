import { Box, Link as ChakraLink, CloseButton, Dialog, Grid, Portal, Stack } from '@chakra-ui/react';
import { useLayoutEffect, useReducer, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { AppLogo } from '@/components/app-logo';
import { type FragmentType, graphql, useFragment } from '@/gql';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { useScreenLooks, ViewerPalette, WordMarks, WordsFound } from './screen-looks';
import { useRefocusOnAppChange } from './use-refocus';
import { screenMatches } from './use-viewer-param';
import { frameSize } from './use-zoom-gestures';
import { ViewerControls } from './viewer-controls';
import { ViewerSimilar } from './viewer-similar';
import { ViewerStrip } from './viewer-strip';
import { ViewerTags } from './viewer-tags';
import { ViewerVersions } from './viewer-versions';
import { ZoomControls } from './zoom-controls';
import { ZoomFrame } from './zoom-frame';
import { FIT, ZOOM_STEP, zoomReducer } from './zoom-state';

export const ScreenViewerFragment = graphql(`
  fragment ScreenViewer_Screen on Screen {
    id
    dbId
    airtableId
    name
    altText
    src
    tags
    app {
      id
      name
      slug
      logoSrc
    }
  }
`);

type Screens = ReadonlyArray<FragmentType<typeof ScreenViewerFragment>>;

export type ScreenViewerProps = {
  /** What previous and next walk through (the page's list). */
  screens: Screens;
  /** The open screen's app's screens, for the strip; also walked when the open one is not in `screens`. */
  strip?: Screens;
  /** ?screen=: an airtableId or database id, or null when closed. */
  current: string | null;
  onNavigate: (airtableId: string) => void;
  onClose: () => void;
  /**
   * The list is part of more results (the gallery): its first pages, then, once Previous was pressed
   * at the very first screen, `tail` screens from the end of all results. Next at the last of the
   * first pages loads the next page (`load` resolves to its first screen's airtableId); Previous at
   * the first screen opens the last of all (read as one page from the end, never every page), and
   * Previous at the first of the tail reads the page before it (`loadPrevious`, to the screen before).
   * Once nothing is left between them, the list is all results and wraps as any other.
   */
  more?: {
    hasMore: boolean;
    total: number;
    tail?: number;
    load: () => Promise<string | null | undefined>;
    loadPrevious?: () => Promise<string | null | undefined>;
  };
};

/** A field or a menu that uses these keys itself (typing a collection's name, walking a menu). */
function ownsKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('input, textarea, select')) return true;
  return target.closest('[role=menu], [role=listbox], [role=slider]') !== null;
}

/** Full-size screen viewer (spec section 2): a dialog on desktop, a bottom sheet on phones. */
export function ScreenViewer(props: ScreenViewerProps) {
  const list = useFragment(ScreenViewerFragment, props.screens);
  const strip = useFragment(ScreenViewerFragment, props.strip ?? []);
  const t = useT();
  const { localize } = useLanguage();
  const [tagsVisible, setTagsVisible] = useState(false);
  const [zoom, dispatch] = useReducer(zoomReducer, FIT);
  const frame = useRef<HTMLDivElement>(null);

  const key = props.current;
  const inList = key ? list.findIndex((s) => screenMatches(s, key)) : -1;
  const sequence = inList >= 0 || !key ? list : strip;
  const index = inList >= 0 ? inList : key ? strip.findIndex((s) => screenMatches(s, key)) : -1;
  const screen = index >= 0 ? sequence[index] : undefined;
  const total = sequence.length;

  // Every screen opens unzoomed (before paint, so the next one never flashes at the old zoom).
  const screenId = screen?.id;
  useLayoutEffect(() => {
    if (screenId) dispatch({ type: 'reset' });
  }, [screenId]);

  // Previous and next wrap around at both ends of all results (see `more`).
  const paged = sequence === list && props.more?.hasMore === true;
  const tail = paged ? (props.more?.tail ?? 0) : 0;
  const head = total - tail;
  const [loading, setLoading] = useState<-1 | 0 | 1>(0);
  // A page that could not be read is said, not swallowed: Next looked dead on a busy server (a 503).
  const [failed, setFailed] = useState(false);
  const fetchThen = (delta: -1 | 1, fetch: (() => Promise<string | null | undefined>) | undefined) => {
    if (!fetch) return;
    setLoading(delta);
    fetch()
      .then((key) => (key ? props.onNavigate(key) : setFailed(true)))
      .catch(() => setFailed(true))
      .finally(() => setLoading(0));
  };
  const go = (delta: number) => {
    if (index < 0 || total === 0 || loading !== 0) return;
    setFailed(false);
    if (paged && delta > 0 && index === head - 1) return fetchThen(1, props.more?.load);
    if (paged && delta < 0 && index === 0 && tail === 0) return fetchThen(-1, props.more?.loadPrevious);
    if (paged && delta < 0 && tail > 0 && index === head) return fetchThen(-1, props.more?.loadPrevious);
    const next = sequence[(index + delta + total) % total];
    if (next) props.onNavigate(next.airtableId);
  };
  // A tail screen's place among all results, counted from their end.
  const place = paged && index >= head ? (props.more?.total ?? total) - (total - index) + 1 : index + 1;
  const zoomBy = (factor: number) => dispatch({ type: 'zoomBy', factor, size: frameSize(frame) });
  const KEYS: Record<string, () => void> = {
    ArrowLeft: () => go(-1),
    ArrowRight: () => go(1),
    '+': () => zoomBy(ZOOM_STEP),
    '=': () => zoomBy(ZOOM_STEP),
    '-': () => zoomBy(1 / ZOOM_STEP),
    '0': () => dispatch({ type: 'reset' }),
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const action = KEYS[event.key];
    if (!action || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (ownsKeys(event.target)) return;
    action();
    event.preventDefault();
  };
  // Keys are heard on the whole document while the viewer is open, not only inside it: a press right
  // after it opened, before its focus trap has moved focus in (the thumbnail still focused), went
  // nowhere (issue 53; a11y.spec's keyboard walk flaked on it). Attached at commit, before paint.
  const keyHandler = useRef(onKeyDown);
  keyHandler.current = onKeyDown;
  const open = screen !== undefined;
  useLayoutEffect(() => {
    if (!open) return;
    const listener = (event: KeyboardEvent) => keyHandler.current(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [open]);

  const content = useRef<HTMLDivElement>(null);
  useRefocusOnAppChange(content, screen?.app.id);
  const looks = useScreenLooks(screen?.airtableId);
  const appPath = screen ? localize(`/app/${screen.app.slug}`) : '/';
  return (
    <Dialog.Root
      open={screen !== undefined}
      onOpenChange={(e) => {
        if (!e.open) props.onClose();
      }}
      placement={{ base: 'bottom', md: 'center' }}
      motionPreset={{ base: 'slide-in-bottom', md: 'scale' }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {screen && (
            <Dialog.Content
              ref={content}
              maxW={{ base: '100dvw', md: '4xl' }}
              maxH={{ base: '94dvh', md: 'calc(100dvh - 4rem)' }}
              overflowY="auto"
              css={{ '--dialog-base-margin': { base: '0', md: '2rem' } }}
              roundedBottom={{ base: '0', md: 'l3' }}
            >
              <Box hideFrom="md" mx="auto" mt="2" w="10" h="1" rounded="full" bg="gray.300" aria-hidden="true" />
              <Grid
                p={{ base: '4', md: '6' }}
                columnGap="6"
                rowGap="4"
                templateColumns={{ base: 'minmax(0, 1fr)', md: 'auto minmax(0, 1fr)' }}
                templateRows={{ md: 'auto 1fr' }}
                templateAreas={{ base: '"title" "image" "controls"', md: '"image title" "image controls"' }}
              >
                <Stack gap="2" gridArea="title" pe="10" minW="0">
                  <Dialog.Title fontSize="xl" fontWeight="bold">
                    {screen.name}
                  </Dialog.Title>
                  <ChakraLink asChild alignSelf="start" color="fg" fontWeight="medium">
                    <Link to={appPath}>
                      <AppLogo src={screen.app.logoSrc} name={screen.app.name} size={24} decorative />
                      {screen.app.name}
                    </Link>
                  </ChakraLink>
                </Stack>
                <Box
                  gridArea="image"
                  mx={{ base: 'auto', md: '0' }}
                  w={{ base: 'min(100%, calc(52dvh * 9 / 16))', md: 'calc(min(80dvh, 1820px) * 9 / 16)' }}
                >
                  <ZoomFrame
                    key={screen.id}
                    src={screen.src}
                    alt={screen.altText ?? screen.name}
                    frame={frame}
                    zoom={zoom}
                    dispatch={dispatch}
                    onSwipe={go}
                    overlay={<WordMarks looks={looks} />}
                  />
                </Box>
                <Stack gap="5" gridArea="controls" minW="0">
                  <ViewerControls
                    position={t('viewer.position', {
                      current: place,
                      total: paged ? (props.more?.total ?? total) : total,
                    })}
                    onStep={go}
                    loadingPrevious={loading === -1}
                    loading={loading === 1}
                    failed={failed}
                    sharePath={`${appPath}?screen=${encodeURIComponent(screen.airtableId)}`}
                    downloadPath={`/api/screens/${screen.dbId}/download`}
                    screen={screen}
                  />
                  <WordsFound looks={looks} />
                  <ZoomControls zoom={zoom} onZoom={zoomBy} onReset={() => dispatch({ type: 'reset' })} />
                  <ViewerPalette looks={looks} />
                  <ViewerTags tags={screen.tags} visible={tagsVisible} onToggle={() => setTagsVisible((v) => !v)} />
                  <ViewerVersions key={screen.id} screenId={screen.dbId} screenName={screen.name} />
                  {/* Issue 36: a mistake on this screen goes to the correction form (moderated). */}
                  <ChakraLink asChild alignSelf="start" color="brand.fg" fontWeight="medium" fontSize="sm">
                    <Link
                      to={localize(
                        `/sugerir-correcao?app=${encodeURIComponent(screen.app.slug)}&screen=${screen.dbId}`,
                      )}
                    >
                      {t('viewer.suggestCorrection')}
                    </Link>
                  </ChakraLink>
                  <ViewerStrip
                    appName={screen.app.name}
                    screens={strip}
                    currentId={screen.id}
                    onPick={props.onNavigate}
                  />
                  <ViewerSimilar key={screen.dbId} screenId={screen.dbId} />
                </Stack>
              </Grid>
              <Dialog.CloseTrigger asChild position="absolute" top="2" insetEnd="2">
                <CloseButton size="sm" aria-label={t('viewer.close')} bg="bg" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          )}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
