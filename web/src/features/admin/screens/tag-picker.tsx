import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { RemovableChip } from '@/components/removable-chip';
import { useT } from '@/i18n/i18n-provider';
import { tagPalette } from '@/lib/tag-colors';
import { addTag, quickAddTags } from './screen-form';

/** Component tags: typed (Enter or Add), removable chips, and the quick-add list (spec sections 3 and 5). */
export function TagPicker(props: { tags: string[]; onChange: (tags: string[]) => void }) {
  const t = useT();
  const [draft, setDraft] = useState('');
  const legendId = useId();
  const quickId = useId();
  const quick = quickAddTags(props.tags);

  const add = () => {
    props.onChange(addTag(props.tags, draft));
    setDraft('');
  };

  return (
    <Stack as="fieldset" gap="3" aria-labelledby={legendId} m="0" p="0" border="0" minW="0">
      <Text as="legend" id={legendId} fontSize="sm" fontWeight="medium" mb="1.5">
        {t('admin.screens.tags')}
      </Text>
      <Field.Root>
        <Field.Label srOnly>{t('admin.screens.tagInput')}</Field.Label>
        <HStack w="full" gap="2">
          <Input
            name="tag"
            value={draft}
            placeholder={t('admin.screens.tagInput')}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              // Enter adds the tag instead of submitting the whole form.
              if (e.key !== 'Enter') return;
              e.preventDefault();
              add();
            }}
          />
          <Button type="button" variant="outline" onClick={add}>
            {t('admin.screens.addTag')}
          </Button>
        </HStack>
        <Field.HelperText>{t('admin.screens.tagInputHelp')}</Field.HelperText>
      </Field.Root>
      <HStack
        as="ul"
        aria-label={t('admin.screens.tags')}
        aria-live="polite"
        listStyleType="none"
        m="0"
        p="0"
        gap="2"
        wrap="wrap"
        data-testid="chosen-tags"
      >
        {props.tags.map((tag) => (
          <li key={tag}>
            <RemovableChip
              label={tag}
              colorPalette={tagPalette(tag)}
              removeLabel={t('admin.screens.removeTag', { tag })}
              onRemove={() => props.onChange(props.tags.filter((x) => x !== tag))}
            />
          </li>
        ))}
      </HStack>
      {quick.length > 0 && (
        <Box>
          <Text id={quickId} fontSize="sm" color="fg.muted" mb="1.5">
            {t('admin.screens.quickAdd')}
          </Text>
          <HStack as="ul" aria-labelledby={quickId} listStyleType="none" m="0" p="0" gap="2" wrap="wrap">
            {quick.map((tag) => (
              <li key={tag}>
                <Button
                  type="button"
                  size="xs"
                  rounded="full"
                  variant="outline"
                  aria-label={t('admin.screens.quickAddTag', { tag })}
                  onClick={() => props.onChange(addTag(props.tags, tag))}
                >
                  <span aria-hidden="true">+</span>
                  {tag}
                </Button>
              </li>
            ))}
          </HStack>
        </Box>
      )}
    </Stack>
  );
}
