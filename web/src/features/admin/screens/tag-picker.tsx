import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useT } from '@/i18n/i18n-provider';
import { tagPalette } from '@/lib/tag-colors';
import { ChipListInput } from './chip-list-input';
import { addTag, quickAddTags } from './screen-form';

/** Component tags: typed (Enter or Add), removable chips, and the quick-add list (spec sections 3 and 5). */
export function TagPicker(props: { tags: string[]; onChange: (tags: string[]) => void }) {
  const t = useT();
  const quickId = useId();
  const quick = quickAddTags(props.tags);

  return (
    <ChipListInput
      legend={t('admin.screens.tags')}
      values={props.tags}
      onChange={props.onChange}
      name="tag"
      inputLabel={t('admin.screens.tagInput')}
      addLabel={t('admin.screens.addTag')}
      help={t('admin.screens.tagInputHelp')}
      removeLabel={(tag) => t('admin.screens.removeTag', { tag })}
      palette={tagPalette}
      listTestId="chosen-tags"
      fold
    >
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
    </ChipListInput>
  );
}
