import { Button, Field, HStack, IconButton, Stack, Textarea } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { COLLECTION_LIMITS, checkText } from '@/components/collections/text-rules';
import { LineIcon } from '@/components/line-icon';
import { textareaRecipe } from '@/components/textarea-recipe';
import { useT } from '@/i18n/i18n-provider';
import type { Item } from './collection-item';

/** The ids of an item's move buttons, so focus can follow the item to its new place. */
export const moveButtonId = (itemId: number, direction: 'up' | 'down') => `collection-move-${direction}-${itemId}`;

/**
 * An item's edit controls: its note (plain text, saved with its own button), up and down (keyboard
 * and screen readers; dragging does the same with a mouse) and removal. Every control names the
 * screen it acts on.
 */
export function ItemEditor(props: {
  item: Item;
  index: number;
  total: number;
  busy: string | null;
  /** Resolves to the server's words about the note when it refused it. */
  onNote: (note: string | null) => Promise<string | null>;
  onMove: (position: number) => void;
  onRemove: () => void;
}) {
  const t = useT();
  const { item, index } = props;
  const name = item.screen && !item.removed ? item.screen.name : t('collections.removed');
  const [problem, setProblem] = useState<string | null>(null);
  const saving = props.busy === `note-${item.id}`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const note = String(new FormData(event.currentTarget).get('note') ?? '').trim();
    const found = checkText('note', note);
    if (found) return setProblem(t(found.id, found.values));
    setProblem(await props.onNote(note || null));
  };

  return (
    <Stack gap="3">
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="2">
          <Field.Root invalid={problem !== null}>
            <Field.Label fontSize="sm">{t('collections.noteLabel', { name })}</Field.Label>
            <Textarea
              name="note"
              recipe={textareaRecipe}
              rows={2}
              defaultValue={item.note ?? ''}
              maxLength={COLLECTION_LIMITS.note}
              autoComplete="off"
              onChange={() => problem && setProblem(null)}
            />
            {problem && <Field.ErrorText color="red.700">{problem}</Field.ErrorText>}
          </Field.Root>
          <Button type="submit" size="xs" variant="outline" alignSelf="start" loading={saving}>
            {t('collections.saveNote')}
          </Button>
        </Stack>
      </form>
      <HStack gap="2" wrap="wrap">
        <IconButton
          id={moveButtonId(item.id, 'up')}
          size="sm"
          variant="outline"
          aria-label={t('collections.moveUp', { name })}
          disabled={index === 0 || props.busy !== null}
          _disabled={{ opacity: 0.5, cursor: 'not-allowed' }}
          onClick={() => props.onMove(index - 1)}
        >
          <LineIcon size={16}>
            <path d="M12 19V5M6 11l6-6 6 6" />
          </LineIcon>
        </IconButton>
        <IconButton
          id={moveButtonId(item.id, 'down')}
          size="sm"
          variant="outline"
          aria-label={t('collections.moveDown', { name })}
          disabled={index === props.total - 1 || props.busy !== null}
          _disabled={{ opacity: 0.5, cursor: 'not-allowed' }}
          onClick={() => props.onMove(index + 1)}
        >
          <LineIcon size={16}>
            <path d="M12 5v14M6 13l6 6 6-6" />
          </LineIcon>
        </IconButton>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          loading={props.busy === `remove-${item.id}`}
          aria-label={t('collections.removeNamed', { name })}
          onClick={props.onRemove}
        >
          {t('collections.remove')}
        </Button>
      </HStack>
    </Stack>
  );
}
