import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { type Refusal, refusalOfError, refusalOfResult } from '@/components/collections/call-failure';
import type { KeyContext } from '@/components/collections/edit-link';
import type { CollectionRefusalRef } from '@/components/collections/refusal-fields';
import { graphql } from '@/gql';

// Every edit answers the whole collection (its fragment), so the page's query shows it at once.
const UpdateCollectionMutation = graphql(`
  mutation UpdateCollection($id: String!, $input: UpdateCollectionInput!) {
    updateCollection(id: $id, input: $input) {
      __typename
      ... on UpdateCollectionSuccess {
        data {
          ...CollectionPage_Collection
        }
      }
      ...CollectionRefusal
    }
  }
`);

const MoveItemMutation = graphql(`
  mutation MoveCollectionItem($id: String!, $itemId: Int!, $position: Int!) {
    moveCollectionItem(id: $id, itemId: $itemId, position: $position) {
      __typename
      ... on MoveCollectionItemSuccess {
        data {
          ...CollectionPage_Collection
        }
      }
      ...CollectionRefusal
    }
  }
`);

const SetNoteMutation = graphql(`
  mutation SetCollectionItemNote($id: String!, $itemId: Int!, $note: String) {
    setCollectionItemNote(id: $id, itemId: $itemId, note: $note) {
      __typename
      ... on SetCollectionItemNoteSuccess {
        data {
          ...CollectionPage_Collection
        }
      }
      ...CollectionRefusal
    }
  }
`);

const RemoveItemMutation = graphql(`
  mutation RemoveFromCollection($id: String!, $itemId: Int!) {
    removeFromCollection(id: $id, itemId: $itemId) {
      __typename
      ... on RemoveFromCollectionSuccess {
        data {
          ...CollectionPage_Collection
        }
      }
      ...CollectionRefusal
    }
  }
`);

const DeleteCollectionMutation = graphql(`
  mutation DeleteCollection($id: String!) {
    deleteCollection(id: $id) {
      __typename
      ... on DeleteCollectionSuccess {
        data
      }
      ...CollectionRefusal
    }
  }
`);

const RenewKeyMutation = graphql(`
  mutation RenewCollectionEditKey($id: String!) {
    renewCollectionEditKey(id: $id) {
      __typename
      ... on RenewCollectionEditKeySuccess {
        data
      }
      ...CollectionRefusal
    }
  }
`);

/** An edit's outcome: done (with the new key for a renewal), or the server's refusal. */
export type EditOutcome = { ok: true; key?: string } | { ok: false; refusal: Refusal };

type Success = { __typename: `${string}Success`; data?: unknown };
/** What an edit answers: its success, or a refusal (selected with `...CollectionRefusal`). */
type Answer = Success | ({ __typename: string } & CollectionRefusalRef);

const isSuccess = (answer: Answer): answer is Success => answer.__typename.endsWith('Success');

function outcomeOf(answer: Answer | undefined): EditOutcome {
  if (answer && isSuccess(answer)) {
    return { ok: true, ...(typeof answer.data === 'string' ? { key: answer.data } : {}) };
  }
  return { ok: false, refusal: answer ? refusalOfResult(answer) : refusalOfError(null) };
}

/**
 * The edits of one collection, each sending the edit key in its `x-collection-key` header (never in
 * an address; `context`, keyContext's, is made by the route: edit mode's chunk then shares no module
 * with the page's). `busy` names the edit under way, so the page shows it and waits for it.
 */
export function useCollectionEdits(id: string, context: KeyContext | null) {
  const [busy, setBusy] = useState<string | null>(null);
  const [update] = useMutation(UpdateCollectionMutation);
  const [move] = useMutation(MoveItemMutation);
  const [setNote] = useMutation(SetNoteMutation);
  const [remove] = useMutation(RemoveItemMutation);
  const [destroy] = useMutation(DeleteCollectionMutation);
  const [renew] = useMutation(RenewKeyMutation);

  async function run(what: string, call: (context: KeyContext) => Promise<Answer | undefined>) {
    if (!context) return { ok: false, refusal: { kind: 'key-refused', code: null, message: null } } as EditOutcome;
    setBusy(what);
    try {
      return outcomeOf(await call(context));
    } catch (error) {
      return { ok: false, refusal: refusalOfError(error) } as EditOutcome;
    } finally {
      setBusy(null);
    }
  }

  return {
    busy,
    rename: (input: { title: string; description: string | null }) =>
      run('details', async (context) => (await update({ variables: { id, input }, context })).data?.updateCollection),
    move: (itemId: number, position: number) =>
      run(`move-${itemId}`, async (context) => {
        const result = await move({ variables: { id, itemId, position }, context });
        return result.data?.moveCollectionItem;
      }),
    note: (itemId: number, note: string | null) =>
      run(`note-${itemId}`, async (context) => {
        const result = await setNote({ variables: { id, itemId, note }, context });
        return result.data?.setCollectionItemNote;
      }),
    remove: (itemId: number) =>
      run(`remove-${itemId}`, async (context) => {
        const result = await remove({ variables: { id, itemId }, context });
        return result.data?.removeFromCollection;
      }),
    destroy: () =>
      run('delete', async (context) => (await destroy({ variables: { id }, context })).data?.deleteCollection),
    renew: () =>
      run('renew', async (context) => (await renew({ variables: { id }, context })).data?.renewCollectionEditKey),
  };
}
