import { useMutation } from '@apollo/client/react';
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { toaster } from '@/components/ui/toaster-store';
import { type FragmentType, graphql, useFragment } from '@/gql';
import { useT } from '@/i18n/i18n-provider';
import { callErrorMessage } from '../shell/admin-errors';
import { type AppRef, forgetAppScreens, forgetPublicScreens } from '../shell/content-cache';
import { FIELD_ORDER, ScreenFields } from './screen-fields';
import {
  problemsFromIssues,
  type ScreenField,
  type ScreenFormValues,
  type ScreenProblems,
  toCreateInput,
  toFormValues,
  validateScreen,
} from './screen-form';

export const EditScreenFragment = graphql(`
  fragment EditScreenDialog_Screen on Screen {
    id
    dbId
    name
    description
    imageUrl
    altText
    flow
    order
    category
    tags
    airtableId
  }
`);

const UpdateScreenMutation = graphql(`
  mutation UpdateScreen($id: Int!, $input: CreateScreenInput!) {
    updateScreen(id: $id, input: $input) {
      __typename
      ... on UpdateScreenSuccess {
        data {
          id
          ...EditScreenDialog_Screen
          ...AdminScreenRow_Screen
          app {
            id
          }
        }
      }
      ... on ValidationError {
        message
        issues {
          path
          message
        }
      }
      ... on NotFoundError {
        message
      }
      ... on ConflictError {
        message
      }
    }
  }
`);

type Apps = { dbId: number; name: string }[] | undefined;

/** Edits one screen with the Add New Screen form's fields, rules and messages (Save sends updateScreen). */
export function EditScreenDialog(props: {
  screen: FragmentType<typeof EditScreenFragment>;
  app: AppRef & { dbId: number };
  apps: Apps;
  onClose: () => void;
}) {
  const t = useT();
  const screen = useFragment(EditScreenFragment, props.screen);
  const [values, setValues] = useState<ScreenFormValues>(() => toFormValues(screen, props.app.dbId));
  const [problems, setProblems] = useState<ScreenProblems>({});
  const [save, { loading }] = useMutation(UpdateScreenMutation, {
    refetchQueries: ['AdminApp'],
    awaitRefetchQueries: true,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const formId = useId();

  const onChange = <K extends ScreenField>(field: K, value: ScreenFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setProblems((p) => (p[field] ? { ...p, [field]: undefined } : p));
  };
  const showProblems = (found: ScreenProblems) => {
    setProblems(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    const element = first && formRef.current?.elements.namedItem(first);
    if (element instanceof HTMLElement) element.focus();
  };
  const failed = (message?: string) =>
    toaster.error({ title: t('admin.error'), description: message || t('admin.edit.saveFailed') });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const found = validateScreen(values);
    if (Object.keys(found).length > 0) return showProblems(found);
    try {
      const { data } = await save({
        variables: { id: screen.dbId, input: toCreateInput(values) },
        update(cache, result) {
          const payload = result.data?.updateScreen;
          if (payload?.__typename !== 'UpdateScreenSuccess') return;
          forgetPublicScreens(cache, props.app);
          // Moved to another app: that app's list is not on screen, so it is simply read again later.
          if (payload.data.app.id !== props.app.id) forgetAppScreens(cache, payload.data.app);
        },
      });
      const result = data?.updateScreen;
      if (result?.__typename === 'UpdateScreenSuccess') {
        toaster.success({ title: t('admin.edit.screenSaved'), description: t('admin.edit.screenSavedDesc') });
        return props.onClose();
      }
      if (result?.__typename === 'ValidationError') showProblems(problemsFromIssues(result.issues));
      if (result?.__typename === 'ConflictError') showProblems({ airtableId: { text: result.message } });
      failed(result?.message);
    } catch (error) {
      failed(callErrorMessage(error));
    }
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(e) => {
        if (!e.open && !loading) props.onClose();
      }}
      placement={{ base: 'top', md: 'center' }}
      scrollBehavior="inside"
      size={{ base: 'full', md: 'lg' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title pe="8">{t('admin.edit.editTitle', { name: screen.name })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form id={formId} ref={formRef} noValidate onSubmit={onSubmit}>
                <ScreenFields values={values} problems={problems} onChange={onChange} apps={props.apps} />
              </form>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" onClick={props.onClose} disabled={loading}>
                {t('admin.cancel')}
              </Button>
              <Button
                type="submit"
                form={formId}
                colorPalette="brand"
                loading={loading}
                loadingText={t('admin.saving')}
              >
                {t('admin.save')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild position="absolute" top="2" insetEnd="2">
              <CloseButton size="sm" aria-label={t('admin.close')} disabled={loading} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
