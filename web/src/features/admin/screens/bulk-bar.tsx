import { useMutation } from '@apollo/client/react';
import { Button, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { toaster } from '@/components/ui/toaster-store';
import { graphql } from '@/gql';
import type { BulkScreenAction } from '@/gql/graphql';
import { useT } from '@/i18n/i18n-provider';
import { callErrorMessage, resultError } from '@/lib/result-error';
import { type AppRef, forgetPublicScreens } from '../shell/content-cache';
import { nativeSelectRecipe } from '../shell/field-recipes';
import { type FieldProblem, FormField } from '../shell/form-field';

const BulkEditMutation = graphql(`
  mutation BulkEditScreens($appId: Int!, $action: BulkScreenAction!, $screenIds: [Int!]!, $flow: String, $tag: String) {
    bulkEditScreens(appId: $appId, action: $action, screenIds: $screenIds, flow: $flow, tag: $tag) {
      __typename
      ... on BulkEditScreensSuccess {
        data
      }
      ...ResultError
    }
  }
`);

const ACTIONS = [
  ['setFlow', 'admin.bulk.setFlow'],
  ['addTag', 'admin.bulk.addTag'],
  ['removeTag', 'admin.bulk.removeTag'],
  ['delete', 'admin.bulk.delete'],
] as const satisfies readonly (readonly [BulkScreenAction, string])[];

/** One audited change to the selected screens of an app (issue 56 item 6): flow, a tag, or delete. */
export function BulkBar(props: { app: AppRef & { dbId: number }; selected: number[]; onDone: () => void }) {
  const t = useT();
  const [action, setAction] = useState<BulkScreenAction>('setFlow');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<FieldProblem | undefined>();
  const [bulkEdit, state] = useMutation(BulkEditMutation, { refetchQueries: ['AdminApp'], awaitRefetchQueries: true });
  const needsValue = action !== 'delete';
  if (props.selected.length === 0) return null;

  const apply = async () => {
    if (needsValue && !value.trim()) {
      setProblem({ id: 'admin.bulk.valueRequired' });
      return;
    }
    setProblem(undefined);
    const field = action === 'setFlow' ? { flow: value.trim() } : needsValue ? { tag: value.trim() } : {};
    try {
      const { data } = await bulkEdit({
        variables: { appId: props.app.dbId, action, screenIds: props.selected, ...field },
        update(cache, result) {
          if (result.data?.bulkEditScreens.__typename === 'BulkEditScreensSuccess')
            forgetPublicScreens(cache, props.app);
        },
      });
      const result = data?.bulkEditScreens;
      if (result?.__typename === 'BulkEditScreensSuccess') {
        toaster.success({ id: 'screen-action', title: t('admin.bulk.done', { count: result.data }) });
        setValue('');
        props.onDone();
        return;
      }
      setProblem({ text: resultError(result)?.message || t('admin.genericError') });
    } catch (error) {
      setProblem({ text: callErrorMessage(error) || t('admin.genericError') });
    }
  };

  return (
    <Stack as="section" aria-label={t('admin.bulk.title')} gap="3" borderWidth="1px" rounded="lg" p="3">
      <Text fontWeight="semibold" role="status">
        {t('admin.bulk.selected', { count: props.selected.length })}
      </Text>
      <HStack gap="3" align="end" wrap="wrap">
        <FormField label={t('admin.bulk.action')}>
          <NativeSelect.Root recipe={nativeSelectRecipe}>
            <NativeSelect.Field value={action} onChange={(e) => setAction(e.target.value as BulkScreenAction)}>
              {ACTIONS.map(([value, label]) => (
                <option key={value} value={value}>
                  {t(label)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {needsValue && (
          <FormField label={t(action === 'setFlow' ? 'admin.bulk.flow' : 'admin.bulk.tag')} problem={problem}>
            <Input value={value} onChange={(e) => setValue(e.target.value)} autoComplete="off" />
          </FormField>
        )}
        <Button onClick={apply} loading={state.loading} colorPalette={action === 'delete' ? 'red' : undefined}>
          {t('admin.bulk.apply', { count: props.selected.length })}
        </Button>
        <Button variant="outline" onClick={props.onDone} disabled={state.loading}>
          {t('admin.bulk.clear')}
        </Button>
      </HStack>
      {!needsValue && problem && 'text' in problem && <Text color="red.700">{problem.text}</Text>}
    </Stack>
  );
}
