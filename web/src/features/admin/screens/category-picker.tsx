import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { RemovableChip } from '@/components/removable-chip';
import { useT } from '@/i18n/i18n-provider';
import { addTag } from './screen-form';

/** An app's categories as chips: typed (Enter or Add, known names suggested), each removable. */
export function CategoryPicker(props: { categories: string[]; known: string[]; onChange: (next: string[]) => void }) {
  const t = useT();
  const [draft, setDraft] = useState('');
  const legendId = useId();
  const listId = useId();
  const add = () => {
    props.onChange(addTag(props.categories, draft));
    setDraft('');
  };
  return (
    <Stack as="fieldset" gap="3" aria-labelledby={legendId} m="0" p="0" border="0" minW="0">
      <Text as="legend" id={legendId} fontSize="sm" fontWeight="medium" mb="1.5">
        {t('admin.app.categories')}
      </Text>
      <HStack
        as="ul"
        aria-label={t('admin.app.categories')}
        aria-live="polite"
        listStyleType="none"
        m="0"
        p="0"
        gap="2"
        wrap="wrap"
        data-testid="app-categories"
      >
        {props.categories.map((name) => (
          <li key={name}>
            <RemovableChip
              label={name}
              colorPalette="brand"
              removeLabel={t('admin.app.removeCategory', { name })}
              onRemove={() => props.onChange(props.categories.filter((c) => c !== name))}
            />
          </li>
        ))}
      </HStack>
      {props.categories.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          {t('admin.app.noCategories')}
        </Text>
      )}
      <Field.Root>
        <Field.Label srOnly>{t('admin.app.newCategory')}</Field.Label>
        <HStack w="full" gap="2">
          <Input
            name="category"
            value={draft}
            list={listId}
            autoComplete="off"
            placeholder={t('admin.app.newCategory')}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              // Enter adds the category instead of saving the whole form.
              if (e.key !== 'Enter') return;
              e.preventDefault();
              add();
            }}
          />
          <Button type="button" variant="outline" onClick={add}>
            {t('admin.app.addCategory')}
          </Button>
        </HStack>
        <datalist id={listId}>
          {props.known.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </Field.Root>
    </Stack>
  );
}
