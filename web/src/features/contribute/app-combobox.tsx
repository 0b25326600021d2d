import { Box, Field, HStack, Input, Text } from '@chakra-ui/react';
import { type KeyboardEvent, type Ref, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useT } from '@/i18n/i18n-provider';

export type AppOption = { slug: string; name: string; detail: string };

/** Lower case, without accents: "Saúde" is found by "saude". */
export const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** Options whose name (or type, country) holds every word typed, names that start with it first. */
export function matchOptions(options: readonly AppOption[], query: string): AppOption[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...options];
  const found = options.filter((o) => {
    const text = fold(`${o.name} ${o.detail}`);
    return words.every((w) => text.includes(w));
  });
  const first = words.join(' ');
  return found.sort((a, b) => Number(!fold(a.name).startsWith(first)) - Number(!fold(b.name).startsWith(first)));
}

/**
 * A searchable choice among the public apps (the ARIA combobox pattern, list autocomplete): type to
 * filter, arrows to move, Enter to choose, Escape to close; a pointer or a finger picks an option too.
 * Focus stays in the text box; the option under the arrows is its active descendant.
 */
export function AppCombobox(props: {
  label: string;
  hint: string;
  /** Null until the list has loaded. */
  options: readonly AppOption[] | null;
  /** Whether the list is on its way (by default, whenever it is not there yet). */
  loading?: boolean;
  value: AppOption | null;
  onChange: (option: AppOption | null) => void;
  problem: string | null;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const t = useT();
  const id = useId();
  const listId = `${id}-list`;
  const [query, setQuery] = useState(props.value?.name ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const list = useRef<HTMLUListElement>(null);
  // What was typed before hydration (the field is the browser's until then) is kept, not wiped by the
  // first render of this state (issue 53).
  useLayoutEffect(() => {
    const typed = document.querySelector<HTMLInputElement>(`input[aria-controls="${listId}"]`)?.value;
    if (typed) setQuery(typed);
  }, [listId]);
  const options = props.options ?? [];
  // The chosen app's own name shows every app (the visitor opens the list to change it).
  const matches = useMemo(
    () => (props.value && query === props.value.name ? [...options] : matchOptions(options, query)),
    [options, query, props.value],
  );
  const optionId = (i: number) => `${id}-option-${i}`;
  const expanded = open && props.options !== null;

  useEffect(() => {
    if (!expanded || active < 0) return;
    list.current?.querySelector(`[id="${optionId(active)}"]`)?.scrollIntoView?.({ block: 'nearest' });
  });

  const choose = (option: AppOption) => {
    setQuery(option.name);
    setOpen(false);
    setActive(-1);
    props.onChange(option);
  };

  const openAt = (index: number) => {
    setOpen(true);
    setActive(Math.max(-1, Math.min(index, matches.length - 1)));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'ArrowDown': {
        e.preventDefault();
        if (!expanded) {
          const chosen = props.value ? matches.findIndex((o) => o.slug === props.value?.slug) : -1;
          openAt(chosen >= 0 ? chosen : 0);
        } else openAt(active + 1);
        return;
      }
      case 'ArrowUp':
        e.preventDefault();
        if (!expanded) openAt(matches.length - 1);
        else openAt(Math.max(0, active - 1));
        return;
      case 'Enter': {
        const option = matches[active];
        if (expanded && option) {
          e.preventDefault();
          choose(option);
        }
        return;
      }
      case 'Escape':
        if (expanded) {
          e.preventDefault();
          e.stopPropagation();
          setOpen(false);
          setActive(-1);
        }
        return;
      default:
        return;
    }
  };

  const onBlur = () => {
    setOpen(false);
    setActive(-1);
    if (props.value) return;
    // A name typed in full is a choice, as if picked.
    const exact = options.filter((o) => fold(o.name) === fold(query));
    if (exact.length === 1 && exact[0]) choose(exact[0]);
  };

  const loading = props.loading ?? props.options === null;
  return (
    <Field.Root invalid={props.problem !== null} required>
      <Field.Label>{props.label}</Field.Label>
      <Box position="relative" w="full">
        <Input
          ref={props.inputRef}
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="search"
          bg="bg"
          value={query}
          placeholder={loading ? t('submitApp.appsLoading') : t('submitApp.appPlaceholder')}
          onChange={(e) => {
            setQuery(e.target.value);
            if (props.value) props.onChange(null);
            openAt(0);
          }}
          onClick={() => (expanded ? setOpen(false) : openAt(-1))}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
        />
        <Box
          as="ul"
          ref={list}
          id={listId}
          role="listbox"
          aria-label={props.label}
          hidden={!expanded || matches.length === 0}
          position="absolute"
          zIndex="dropdown"
          top="calc(100% + 4px)"
          insetX="0"
          maxH="64"
          overflowY="auto"
          m="0"
          p="1"
          listStyleType="none"
          bg="bg"
          borderWidth="1px"
          rounded="l2"
          shadow="md"
        >
          {matches.map((option, i) => (
            <Box
              as="li"
              key={option.slug}
              id={optionId(i)}
              role="option"
              aria-selected={props.value?.slug === option.slug}
              data-active={i === active ? '' : undefined}
              px="3"
              py="2"
              rounded="l1"
              cursor="pointer"
              _hover={{ bg: 'bg.muted' }}
              css={{
                '&[data-active]': { bg: 'brand.subtle', outline: '2px solid', outlineColor: 'brand.600' },
                '&[aria-selected=true]': { fontWeight: 'semibold' },
              }}
              // Keep focus in the text box: the choice is made on click.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(option)}
            >
              <HStack justify="space-between" gap="3">
                <Text as="span">{option.name}</Text>
                <Text as="span" fontSize="xs" color="fg.muted" textAlign="end">
                  {option.detail}
                </Text>
              </HStack>
            </Box>
          ))}
        </Box>
        {expanded && matches.length === 0 && (
          <Text
            position="absolute"
            zIndex="dropdown"
            top="calc(100% + 4px)"
            insetX="0"
            px="4"
            py="3"
            m="0"
            bg="bg"
            borderWidth="1px"
            rounded="l2"
            shadow="md"
            color="fg.muted"
            fontSize="sm"
          >
            {t('submitApp.appNoMatch')}
          </Text>
        )}
      </Box>
      <Field.HelperText>{props.hint}</Field.HelperText>
      {props.problem && <Field.ErrorText color="red.700">{props.problem}</Field.ErrorText>}
      <Box role="status" srOnly>
        {expanded ? t('submitApp.appMatches', { count: matches.length }) : ''}
      </Box>
    </Field.Root>
  );
}
