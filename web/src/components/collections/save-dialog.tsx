import { useMutation } from '@apollo/client/react';
import { Alert, Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from '@/gql';
import { useT } from '@/i18n/i18n-provider';
import { useCollectionCacheTypes } from './cache-types';
import { type Refusal, refusalOfError, refusalOfResult } from './call-failure';
import { forgetCollection, rememberCollection, type StoredCollection, useStoredCollections } from './collection-store';
import { keyContext } from './edit-link';
import { type NewCollection, NewCollectionForm } from './new-collection-form';
import { SavedNotice } from './saved-notice';
import { StoredList } from './stored-list';

const CreateCollectionMutation = graphql(`
  mutation CreateCollection($input: CreateCollectionInput!) {
    createCollection(input: $input) {
      __typename
      ... on CreateCollectionSuccess {
        data {
          editKey
          collection {
            id
            title
            itemCount
          }
        }
      }
      ...CollectionRefusal
    }
  }
`);

const AddToCollectionMutation = graphql(`
  mutation AddToCollection($id: String!, $screenId: Int!) {
    addToCollection(id: $id, screenId: $screenId) {
      __typename
      ... on AddToCollectionSuccess {
        data {
          id
          title
          itemCount
        }
      }
      ...CollectionRefusal
    }
  }
`);

type Saved = { id: string; title: string; created: boolean };

/**
 * 'Save to collection' (issue 38): add the screen to one of the collections this browser keeps the
 * edit key of, or create a new one with it. Loaded only when a visitor opens it (save-button.tsx).
 * Typing here never reaches the screen viewer behind it (its arrow and zoom keys).
 */
export function SaveDialog(props: {
  open: boolean;
  onClose: () => void;
  screenId: number;
  screenName: string;
  /** Several screens at once, in order (a flow's row, issue 61); `screenId` is the first of them. */
  screenIds?: readonly number[];
}) {
  const t = useT();
  const screenIds = props.screenIds?.length ? props.screenIds : [props.screenId];
  useCollectionCacheTypes();
  const stored = useStoredCollections();
  const [create, creating] = useMutation(CreateCollectionMutation);
  const [add] = useMutation(AddToCollectionMutation);
  const [adding, setAdding] = useState<string | null>(null);
  const [saved, setSaved] = useState<Saved | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const busy = creating.loading || adding !== null;

  const wordsOf = (refusal: Refusal) => refusal.message ?? t('collections.failed');

  const addTo = async (collection: StoredCollection) => {
    if (busy) return;
    setNotice(null);
    setAdding(collection.id);
    try {
      // One screen after another, in order: the first refusal stops and is told as for one screen.
      let result: NonNullable<Awaited<ReturnType<typeof add>>['data']>['addToCollection'] | undefined;
      for (const screenId of screenIds) {
        const { data } = await add({
          variables: { id: collection.id, screenId },
          context: keyContext(collection.editKey),
        });
        result = data?.addToCollection;
        if (result?.__typename !== 'AddToCollectionSuccess') break;
      }
      if (result?.__typename === 'AddToCollectionSuccess') {
        rememberCollection({ id: collection.id, title: result.data.title, editKey: collection.editKey });
        setSaved({ id: collection.id, title: result.data.title, created: false });
        return;
      }
      const refusal = result ? refusalOfResult(result) : refusalOfError(null);
      // A refused key (a newer edit link replaced it) or a deleted collection: it leaves the list.
      if (refusal.kind === 'key-refused') {
        forgetCollection(collection.id);
        setNotice(t('collections.keyRefusedStored', { title: collection.title }));
      } else if (refusal.kind === 'gone' && refusal.code !== 'SCREEN_NOT_FOUND') {
        forgetCollection(collection.id);
        setNotice(t('collections.goneStored', { title: collection.title }));
      } else setNotice(wordsOf(refusal));
    } catch (error) {
      setNotice(wordsOf(refusalOfError(error)));
    } finally {
      setAdding(null);
    }
  };

  const createWith = async (input: NewCollection) => {
    if (busy) return;
    setNotice(null);
    setFieldErrors({});
    try {
      const { data } = await create({ variables: { input: { ...input, screenIds: [...screenIds] } } });
      const result = data?.createCollection;
      if (result?.__typename === 'CreateCollectionSuccess') {
        const { collection, editKey } = result.data;
        rememberCollection({ id: collection.id, title: collection.title, editKey });
        setSaved({ id: collection.id, title: collection.title, created: true });
        return;
      }
      const refusal = result ? refusalOfResult(result) : refusalOfError(null);
      if (refusal.kind === 'invalid' && refusal.fields && Object.keys(refusal.fields).length > 0) {
        setFieldErrors(refusal.fields);
      } else setNotice(wordsOf(refusal));
    } catch (error) {
      setNotice(wordsOf(refusalOfError(error)));
    }
  };

  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(e) => {
        if (!e.open) props.onClose();
      }}
      onExitComplete={() => {
        setSaved(null);
        setNotice(null);
        setFieldErrors({});
      }}
      placement="center"
      scrollBehavior="inside"
      size={{ mdDown: 'full', md: 'md' }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="save-collection-dialog" onKeyDown={(e) => e.stopPropagation()}>
            <Dialog.Header>
              <Dialog.Title pe="8">{t('collections.save')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <Text color="fg.muted" wordBreak="break-word">
                  {t('collections.screenLabel', { name: props.screenName })}
                </Text>
                {saved ? (
                  <SavedNotice {...saved} count={screenIds.length} />
                ) : (
                  <>
                    {stored.length > 0 && <StoredList stored={stored} adding={adding} onAdd={addTo} />}
                    <NewCollectionForm
                      count={screenIds.length}
                      busy={creating.loading}
                      serverErrors={fieldErrors}
                      onSubmit={createWith}
                    />
                  </>
                )}
                {notice && (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Title>{notice}</Alert.Title>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('collections.close')}</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild position="absolute" top="2" insetEnd="2">
              <CloseButton size="sm" aria-label={t('collections.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
