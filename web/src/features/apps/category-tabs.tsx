import { Box, Button, HStack, IconButton } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LineIcon } from '@/components/line-icon';
import { useT } from '@/i18n/i18n-provider';

export type CategoryTab = { name: string; label: string; iconUrl?: string | null };

// Spec section 2: the left arrow appears past 20 px of scroll, the right one until 20 px from the end.
export const SCROLL_THRESHOLD = 20;
const SCROLL_STEP = 240;

type Props = {
  all: CategoryTab;
  tabs: CategoryTab[];
  selected: string | null;
  onSelect: (name: string | null) => void;
};

/** Single-choice category strip; the 'all' tab clears the choice. */
export function CategoryTabs(props: Props) {
  const t = useT();
  const scroller = useRef<HTMLDivElement>(null);
  const [arrows, setArrows] = useState({ left: false, right: false });

  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    setArrows({
      left: el.scrollLeft > SCROLL_THRESHOLD,
      right: el.scrollLeft + el.clientWidth < el.scrollWidth - SCROLL_THRESHOLD,
    });
  }, []);

  useEffect(() => {
    // Measured in the next frame, where layout happens anyway, not forced inside hydration.
    const frame = requestAnimationFrame(measure);
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', measure);
    };
  }, [measure, props.tabs.length]);

  const scrollBy = (delta: number) => scroller.current?.scrollBy({ left: delta, behavior: 'smooth' });

  return (
    <Box position="relative">
      {arrows.left && <Arrow side="left" label={t('apps.scrollLeft')} onClick={() => scrollBy(-SCROLL_STEP)} />}
      <HStack
        ref={scroller}
        role="group"
        aria-label={t('apps.categories')}
        onScroll={measure}
        gap="2"
        overflowX="auto"
        py="1"
        px="1"
        css={{ scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
        data-testid="category-strip"
      >
        {[{ ...props.all, name: '' }, ...props.tabs].map((tab) => {
          const active = tab.name === '' ? props.selected === null : props.selected === tab.name;
          return (
            <Button
              key={tab.name || 'all'}
              size="sm"
              flexShrink={0}
              rounded="full"
              variant={active ? 'solid' : 'outline'}
              colorPalette={active ? 'brand' : 'gray'}
              aria-pressed={active}
              onClick={() => props.onSelect(tab.name === '' ? null : tab.name)}
            >
              <TabIcon url={tab.iconUrl} />
              {tab.label}
            </Button>
          );
        })}
      </HStack>
      {arrows.right && <Arrow side="right" label={t('apps.scrollRight')} onClick={() => scrollBy(SCROLL_STEP)} />}
    </Box>
  );
}

function TabIcon(props: { url?: string | null }) {
  if (!props.url) return <Box as="span" w="5" h="5" rounded="full" bg="gray.200" aria-hidden="true" />;
  // Low priority: tiny icons must not hold up the first app pictures (nor be preloaded ahead of them).
  return <img src={props.url} alt="" width={20} height={20} fetchPriority="low" style={{ borderRadius: 4 }} />;
}

// Mouse helpers only: keyboard focus already scrolls each tab into view, so they stay out of the tab order.
function Arrow(props: { side: 'left' | 'right'; label: string; onClick: () => void }) {
  return (
    <IconButton
      aria-label={props.label}
      aria-hidden="true"
      tabIndex={-1}
      size="xs"
      variant="subtle"
      rounded="full"
      position="absolute"
      top="50%"
      transform="translateY(-50%)"
      zIndex="1"
      shadow="sm"
      bg="bg"
      {...(props.side === 'left' ? { left: '-1' } : { right: '-1' })}
      onClick={props.onClick}
      data-testid={`scroll-${props.side}`}
    >
      <LineIcon name={props.side === 'left' ? 'chevronLeft' : 'chevronRight'} size={16} />
    </IconButton>
  );
}
