import { useMutation } from '@apollo/client/react';
import { Button, chakra, HStack, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from '@/gql';
import { useT } from '@/i18n/i18n-provider';
import { refusalMessage } from '@/lib/result-error';

const UpdateCategoryMutation = graphql(`
  mutation UpdateCategory($id: Int!, $input: CategoryInput!) {
    updateCategory(id: $id, input: $input) {
      __typename
      ...ResultError
    }
  }
`);

// The planned-app rule depends on these two: never renamed nor hidden (the server refuses too).
const PROTECTED = ['Todos', 'Planejado'];

type Row = { dbId: number; name: string; nameEn: string; hidden: boolean; synced: boolean; adminEdited: string[] };

/** One category: its names (saved together), hide or show, and a place up or down in the tab strip. */
export function CategoryRow(props: {
  category: Row;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onSaved: () => void;
}) {
  const t = useT();
  const c = props.category;
  const locked = PROTECTED.includes(c.name);
  const [name, setName] = useState(c.name);
  const [nameEn, setNameEn] = useState(c.nameEn);
  const [problem, setProblem] = useState<string | null>(null);
  const [update] = useMutation(UpdateCategoryMutation);
  const save = async (input: { name?: string; nameEn?: string; hidden?: boolean }) => {
    const { data } = await update({ variables: { id: c.dbId, input } });
    const result = data?.updateCategory;
    setProblem(result && result.__typename !== 'UpdateCategorySuccess' ? refusalMessage(result) : null);
    props.onSaved();
  };
  return (
    <chakra.li borderBottomWidth="1px" py="3">
      <HStack gap="2" wrap="wrap">
        <Input
          size="sm"
          maxW="48"
          aria-label={t('admin.catalogue.categoryName')}
          value={name}
          disabled={locked}
          onChange={(e) => setName(e.target.value)}
        />
        <Input
          size="sm"
          maxW="48"
          aria-label={t('admin.catalogue.categoryNameEn')}
          value={nameEn}
          disabled={locked}
          onChange={(e) => setNameEn(e.target.value)}
        />
        <Button size="sm" variant="outline" disabled={locked} onClick={() => save({ name, nameEn })}>
          {t('admin.catalogue.rename')}
        </Button>
        <Button size="sm" variant="outline" disabled={locked} onClick={() => save({ hidden: !c.hidden })}>
          {c.hidden ? t('admin.catalogue.show') : t('admin.catalogue.hide')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={props.first}
          aria-label={t('admin.catalogue.up', { name: c.name })}
          onClick={() => props.onMove(-1)}
        >
          ↑
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={props.last}
          aria-label={t('admin.catalogue.down', { name: c.name })}
          onClick={() => props.onMove(1)}
        >
          ↓
        </Button>
        {c.synced && c.adminEdited.length > 0 && (
          <Text fontSize="sm" color="fg.muted">
            {t('admin.catalogue.keptEdits', { fields: c.adminEdited.join(', ') })}
          </Text>
        )}
      </HStack>
      {problem && (
        <Text role="alert" color="red.700" fontSize="sm">
          {problem}
        </Text>
      )}
    </chakra.li>
  );
}
