import { Box, chakra, SimpleGrid } from '@chakra-ui/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useT } from '@/i18n/i18n-provider';

/** The apps grid: two columns on phones, up to four on wide screens. */
export function AppGrid(props: { children: ReactNode }) {
  return (
    <SimpleGrid
      as="ul"
      listStyleType="none"
      m="0"
      p="0"
      columns={{ base: 2, md: 3, lg: 4 }}
      gap={{ base: '3', md: '5' }}
      css={{ '& > li': { minWidth: 0 } }}
    >
      {props.children}
    </SimpleGrid>
  );
}

type Match = { searchMatch?: string | null };

/**
 * A search's results split (issue 53): the strong matches (name, description, category) are shown;
 * the weak ones (a word somewhere in a screen) wait behind one line, unless nothing matched strongly.
 * Whether they are shown is the search's own: a new search folds them again.
 */
export function useSearchFold<T extends Match>(apps: T[], search: string) {
  const [openFor, setOpenFor] = useState<string | null>(null);
  const strong = search ? apps.filter((a) => a.searchMatch !== 'weak') : apps;
  const weak = search && strong.length > 0 ? apps.filter((a) => a.searchMatch === 'weak') : [];
  const open = weak.length > 0 && openFor === search;
  return {
    strong: weak.length ? strong : apps,
    weak,
    open,
    /** What the visitor sees: the strong matches, and the weak ones once unfolded. */
    shown: weak.length && !open ? strong.length : apps.length,
    setOpen: (next: boolean) => setOpenFor(next ? search : null),
  };
}

/**
 * The line "e mais 52 aplicativos que mencionam gov.br em alguma tela" and, behind it, the weak
 * matches. A native disclosure: it opens before the page's script has loaded, and the script reads
 * a press made meanwhile once it runs.
 */
export function WeakMatches(props: {
  count: number;
  search: string;
  open: boolean;
  onToggle: (open: boolean) => void;
  children: ReactNode;
}) {
  const t = useT();
  const ref = useRef<HTMLDetailsElement>(null);
  const { onToggle, open } = props;
  useEffect(() => {
    if (ref.current?.open && !open) onToggle(true);
  }, [onToggle, open]);
  return (
    <chakra.details
      ref={ref}
      open={props.open}
      onToggle={(e) => onToggle(e.currentTarget.open)}
      mt={{ base: '4', md: '6' }}
      data-testid="weak-matches"
    >
      <chakra.summary
        cursor="pointer"
        py="2"
        color="fg.muted"
        fontSize="sm"
        borderTopWidth="1px"
        borderColor="border"
        _hover={{ color: 'fg' }}
        css={{ '&:focus-visible': { outline: '2px solid', outlineColor: 'colorPalette.focusRing' } }}
      >
        {t('apps.weakMatches', { count: props.count, search: props.search })}
      </chakra.summary>
      <Box pt="4">{props.children}</Box>
    </chakra.details>
  );
}
