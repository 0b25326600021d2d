import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { toaster } from '@/components/ui/toaster-store';
import { type FragmentType, graphql, useFragment } from '@/gql';
import { useT } from '@/i18n/i18n-provider';
import { type AppRef, forgetAppScreens, forgetPublicScreens } from '../shell/content-cache';
import { CaptureSection, type CaptureValues, dayOf } from './capture-section';
import { ScreenFields } from './screen-fields';
import { toFormValues } from './screen-form';
import { useScreenForm } from './use-screen-form';

const EDIT_TOAST = 'screen-edit';

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
    capturedAt
    appVersion
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
      ...ResultError
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
  const form = useScreenForm({
    initial: () => toFormValues(screen, props.app.dbId),
    failedMessage: 'admin.edit.saveFailed',
    toastId: EDIT_TOAST,
    clearProblemsOnSend: false,
    keepImageUrl: screen.imageUrl,
  });
  const [save, { loading }] = useMutation(UpdateScreenMutation, {
    refetchQueries: ['AdminApp'],
    awaitRefetchQueries: true,
  });
  const formId = useId();
  const initialCapture = { capturedAt: dayOf(screen.capturedAt), appVersion: screen.appVersion ?? '' };
  const [capture, setCapture] = useState<CaptureValues>(initialCapture);
  const client = useApolloClient();

  const onSubmit = form.onSubmit(loading, async (input) => {
    const { data } = await save({
      variables: {
        id: screen.dbId,
        input: {
          ...input,
          // A date left as it was keeps its time of day; a changed one is that day.
          ...(capture.capturedAt && capture.capturedAt !== initialCapture.capturedAt
            ? { capturedAt: capture.capturedAt }
            : {}),
          appVersion: capture.appVersion,
        },
      },
      update(cache, result) {
        const payload = result.data?.updateScreen;
        if (payload?.__typename !== 'UpdateScreenSuccess') return;
        forgetPublicScreens(cache, props.app);
        // Moved to another app: that app's list is not on screen, so it is simply read again later.
        if (payload.data.app.id !== props.app.id) forgetAppScreens(cache, payload.data.app);
      },
    });
    const result = data?.updateScreen;
    if (result?.__typename !== 'UpdateScreenSuccess') return { done: false, refusal: result };
    toaster.success({
      id: EDIT_TOAST,
      title: t('admin.edit.screenSaved'),
      description: t('admin.edit.screenSavedDesc'),
    });
    props.onClose();
    return { done: true };
  });

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
              <form id={formId} ref={form.formRef} noValidate onSubmit={onSubmit}>
                <ScreenFields
                  values={form.values}
                  problems={form.problems}
                  onChange={form.onChange}
                  apps={props.apps}
                />
              </form>
              <CaptureSection
                screenId={screen.dbId}
                values={capture}
                onChange={setCapture}
                onReplaced={() => {
                  forgetPublicScreens(client.cache, props.app);
                  void client.refetchQueries({ include: ['AdminApp'] });
                  props.onClose();
                }}
              />
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
