import { Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useT } from '@/i18n/i18n-provider';
import { nativeSelectRecipe, textareaRecipe } from '../shell/field-recipes';
import { FormField } from '../shell/form-field';
import type { ScreenField, ScreenFormValues, ScreenProblems } from './screen-form';
import { TagPicker } from './tag-picker';

/** Order of the fields on the page: the first invalid one gets the focus. */
export const FIELD_ORDER: ScreenField[] = [
  'appId',
  'name',
  'description',
  'imageUrl',
  'altText',
  'flow',
  'order',
  'category',
  'tags',
  'airtableId',
];

/** Every field of the Add New Screen form (spec section 2). */
export function ScreenFields(props: {
  values: ScreenFormValues;
  problems: ScreenProblems;
  onChange: <K extends ScreenField>(field: K, value: ScreenFormValues[K]) => void;
  apps: { dbId: number; name: string }[] | undefined;
  /** Instead of the usual help (the add form's, when the server has no Airtable base). */
  airtableIdHelp?: string;
}) {
  const t = useT();
  const { values, problems, onChange } = props;
  const text = (field: Exclude<ScreenField, 'tags'>) => ({
    name: field,
    value: values[field],
    onChange: (e: { target: { value: string } }) => onChange(field, e.target.value),
  });
  return (
    <Stack gap="5">
      <FormField label={t('admin.screens.app')} problem={problems.appId} required>
        {/* Recipes passed in, not registered in the theme: public pages never pay for them. */}
        <NativeSelect.Root recipe={nativeSelectRecipe} disabled={!props.apps}>
          <NativeSelect.Field placeholder={t('admin.screens.appPlaceholder')} {...text('appId')}>
            {props.apps?.map((app) => (
              <option key={app.dbId} value={String(app.dbId)}>
                {app.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={t('admin.screens.name')} problem={problems.name} required>
        <Input {...text('name')} autoComplete="off" />
      </FormField>
      <FormField label={t('admin.screens.description')} problem={problems.description}>
        <Textarea recipe={textareaRecipe} rows={3} {...text('description')} />
      </FormField>
      <FormField
        label={t('admin.screens.imageUrl')}
        help={t('admin.screens.imageUrlHelp')}
        problem={problems.imageUrl}
        required
      >
        <Input type="url" inputMode="url" placeholder="https://" {...text('imageUrl')} />
      </FormField>
      <FormField label={t('admin.screens.altText')} help={t('admin.screens.altTextHelp')} problem={problems.altText}>
        <Input {...text('altText')} />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <FormField label={t('admin.screens.flow')} help={t('admin.screens.flowHelp')} problem={problems.flow}>
          <Input {...text('flow')} />
        </FormField>
        <FormField label={t('admin.screens.order')} help={t('admin.screens.orderHelp')} problem={problems.order}>
          <Input type="number" min={0} step={1} inputMode="numeric" {...text('order')} />
        </FormField>
      </SimpleGrid>
      <FormField label={t('admin.screens.category')} problem={problems.category}>
        <Input {...text('category')} />
      </FormField>
      <TagPicker tags={values.tags} onChange={(tags) => onChange('tags', tags)} />
      <FormField
        label={t('admin.screens.airtableId')}
        help={props.airtableIdHelp ?? t('admin.screens.airtableIdHelp')}
        problem={problems.airtableId}
        required
      >
        <Input {...text('airtableId')} autoComplete="off" spellCheck={false} />
      </FormField>
    </Stack>
  );
}
