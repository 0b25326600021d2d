import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useT } from '@/i18n/i18n-provider';
import type { StoredCollection } from './collection-store';

/** The collections this browser can add to (newest first), each with its own 'Add' button. */
export function StoredList(props: {
  stored: readonly StoredCollection[];
  adding: string | null;
  onAdd: (collection: StoredCollection) => void;
}) {
  const t = useT();
  return (
    <Stack as="section" gap="2" aria-labelledby="save-collection-yours">
      <Heading as="h3" size="sm" id="save-collection-yours">
        {t('collections.yours')}
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" maxH="48" overflowY="auto">
        {props.stored.map((c) => {
          // A key stored from an edit link before its page read the title: the id stands in.
          const title = c.title || c.id;
          return (
            <HStack as="li" key={c.id} justify="space-between" gap="3">
              <Text wordBreak="break-word">{title}</Text>
              <Button
                size="sm"
                variant="outline"
                flexShrink={0}
                loading={props.adding === c.id}
                onClick={() => props.onAdd(c)}
                aria-label={t('collections.addToNamed', { title })}
              >
                {t('collections.addTo')}
              </Button>
            </HStack>
          );
        })}
      </Stack>
    </Stack>
  );
}
