import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Checkbox, chakra, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { graphql } from '@/gql';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { callErrorMessage } from '@/lib/call-error-message';
import { refusalMessage } from '@/lib/result-error';
import { FormField } from '../shell/form-field';
import { CategoryRow } from './category-row';
import { putFile } from './put-file';

export const AdminCategoriesQuery = graphql(`
  query AdminCategories {
    adminCategories {
      dbId
      name
      nameEn
      hidden
      iconUrl
      synced
      adminEdited
    }
  }
`);

const CreateCategoryMutation = graphql(`
  mutation CreateCategory($input: CategoryInput!) {
    createCategory(input: $input) {
      __typename
      ... on CreateCategorySuccess {
        data {
          dbId
          name
        }
      }
      ...ResultError
    }
  }
`);

const ReorderMutation = graphql(`
  mutation ReorderCategories($ids: [Int!]!) {
    reorderCategories(ids: $ids) {
      __typename
      ...ResultError
    }
  }
`);

/** The tab strip's categories: a new one (pt and en names, an icon file), then each to rename, hide or move. */
export function CategoriesPanel() {
  const t = useT();
  const { language } = useLanguage();
  const { data, refetch } = useQuery(AdminCategoriesQuery, { fetchPolicy: 'cache-and-network' });
  const [create, { loading }] = useMutation(CreateCategoryMutation);
  const [reorder] = useMutation(ReorderMutation);
  const [names, setNames] = useState({ name: '', nameEn: '' });
  const [icon, setIcon] = useState<File | null>(null);
  const [hidden, setHidden] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const categories = data?.adminCategories ?? [];

  const onCreate = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { data: done } = await create({ variables: { input: { ...names, hidden } } });
      const result = done?.createCategory;
      if (result?.__typename !== 'CreateCategorySuccess') {
        setOutcome({ ok: false, text: result ? refusalMessage(result) : t('admin.app.saveFailed') });
        return;
      }
      const lang = language === 'en' ? 'en' : 'pt-BR';
      const refused = icon ? await putFile(`/api/admin/categories/${result.data.dbId}/icon`, icon, lang) : null;
      setOutcome(
        refused
          ? { ok: false, text: t('admin.catalogue.logoRefused', { reason: refused }) }
          : { ok: true, text: t('admin.catalogue.categoryCreated', { name: result.data.name }) },
      );
      setNames({ name: '', nameEn: '' });
      await refetch();
    } catch (error) {
      setOutcome({ ok: false, text: callErrorMessage(error) ?? t('admin.app.saveFailed') });
    }
  };

  const move = async (index: number, by: -1 | 1) => {
    const ids = categories.map((c) => c.dbId);
    const [id] = ids.splice(index, 1);
    if (id === undefined) return;
    ids.splice(index + by, 0, id);
    await reorder({ variables: { ids } });
    await refetch();
  };

  return (
    <Stack gap="6" pt="4" maxW="3xl">
      <chakra.form noValidate onSubmit={onCreate} aria-label={t('admin.catalogue.newCategory')}>
        <Stack gap="3">
          <Text fontWeight="semibold">{t('admin.catalogue.newCategory')}</Text>
          <FormField label={t('admin.catalogue.categoryName')} required>
            <Input
              name="categoryName"
              value={names.name}
              onChange={(e) => setNames({ ...names, name: e.target.value })}
            />
          </FormField>
          <FormField label={t('admin.catalogue.categoryNameEn')}>
            <Input
              name="categoryNameEn"
              value={names.nameEn}
              onChange={(e) => setNames({ ...names, nameEn: e.target.value })}
            />
          </FormField>
          <FormField label={t('admin.catalogue.iconFile')}>
            <Input
              type="file"
              name="icon"
              accept="image/png,image/jpeg,image/webp"
              p="1"
              onChange={(e) => setIcon(e.target.files?.[0] ?? null)}
            />
          </FormField>
          <Checkbox.Root checked={hidden} onCheckedChange={(e) => setHidden(e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('admin.catalogue.hidden')}</Checkbox.Label>
          </Checkbox.Root>
          <HStack>
            <Button type="submit" colorPalette="brand" loading={loading}>
              {t('admin.catalogue.createCategory')}
            </Button>
          </HStack>
          {outcome && (
            <Text role={outcome.ok ? 'status' : 'alert'} color={outcome.ok ? 'green.700' : 'red.700'}>
              {outcome.text}
            </Text>
          )}
        </Stack>
      </chakra.form>
      <chakra.ul listStyleType="none" m="0" p="0" aria-label={t('admin.catalogue.categories')}>
        {categories.map((c, i) => (
          <CategoryRow
            key={c.dbId}
            category={c}
            first={i === 0}
            last={i === categories.length - 1}
            onMove={(by) => move(i, by)}
            onSaved={() => refetch()}
          />
        ))}
      </chakra.ul>
    </Stack>
  );
}
