// The open screen's palette (issue 60 item 2) with copyable hex values, and the words a text search
// matched marked on its picture (item 3), read only once the viewer is open (one small query).
import { useQuery } from '@apollo/client/react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { graphql } from '@/gql';
import { useT } from '@/i18n/i18n-provider';
import { copyText } from '@/lib/clipboard';
import { useLiveSearchParams } from '@/lib/use-live-search-params';

const ScreenLooksQuery = graphql(`
  query ScreenLooks($id: String!, $search: String!, $withSearch: Boolean!) {
    screen(idOrAirtableId: $id) {
      id
      palette {
        hex
        share
      }
      textMatches(search: $search) @include(if: $withSearch) {
        width
        height
        boxes {
          text
          x
          y
          w
          h
        }
      }
    }
  }
`);

export function useScreenLooks(airtableId: string | undefined) {
  const [params] = useLiveSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const { data } = useQuery(ScreenLooksQuery, {
    variables: { id: airtableId ?? '', search, withSearch: search !== '' },
    skip: !airtableId,
  });
  return { screen: data?.screen ?? undefined, search };
}
type Looks = ReturnType<typeof useScreenLooks>;

/** Marks over the picture where the searched words stand (decorative: the status line says it). */
export function WordMarks(props: { looks: Looks }) {
  const m = props.looks.screen?.textMatches;
  if (!m?.width || !m.height || !m.boxes.length) return null;
  return (
    <Box position="absolute" inset="0" pointerEvents="none" aria-hidden="true" data-testid="word-marks">
      {m.boxes.map((b) => (
        <Box
          key={`${b.x},${b.y}`}
          position="absolute"
          data-testid="word-mark"
          borderWidth="2px"
          borderColor="orange.500"
          bg="rgba(255, 205, 7, 0.35)"
          rounded="sm"
          style={{
            left: `${(b.x / m.width) * 100}%`,
            top: `${(b.y / m.height) * 100}%`,
            width: `${(b.w / m.width) * 100}%`,
            height: `${(b.h / m.height) * 100}%`,
          }}
        />
      ))}
    </Box>
  );
}

/** "gov.br aparece 2 vezes nesta tela", for everyone (and read out as a status). */
export function WordsFound(props: { looks: Looks }) {
  const t = useT();
  const count = props.looks.screen?.textMatches?.boxes.length ?? 0;
  return (
    <Text role="status" fontSize="sm" color="fg.muted" data-testid="words-found">
      {count > 0 ? t('viewer.wordsFound', { count, word: props.looks.search }) : ''}
    </Text>
  );
}

export function ViewerPalette(props: { looks: Looks }) {
  const t = useT();
  const [copied, setCopied] = useState<string | null>(null);
  const palette = props.looks.screen?.palette ?? [];
  if (!palette.length) return null;
  return (
    <Stack gap="2" data-testid="viewer-palette">
      <Text as="h3" fontSize="sm" fontWeight="semibold">
        {t('viewer.palette')}
      </Text>
      <HStack as="ul" listStyleType="none" m="0" p="0" gap="2" wrap="wrap">
        {palette.map((c) => (
          <li key={c.hex}>
            <Button
              size="xs"
              variant="outline"
              aria-label={t('viewer.copyHex', { hex: c.hex })}
              onClick={() => copyText(c.hex).then((ok) => ok && setCopied(c.hex))}
              fontFamily="mono"
            >
              <Box as="span" w="3" h="3" rounded="full" borderWidth="1px" style={{ background: c.hex }} />
              {c.hex}
            </Button>
          </li>
        ))}
      </HStack>
      <Text role="status" fontSize="xs" color="fg.muted">
        {copied ? t('viewer.copiedHex', { hex: copied }) : ''}
      </Text>
    </Stack>
  );
}
