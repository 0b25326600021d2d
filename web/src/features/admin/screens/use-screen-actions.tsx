import { useMutation } from '@apollo/client/react';
import { toaster } from '@/components/ui/toaster-store';
import { graphql } from '@/gql';
import { useT } from '@/i18n/i18n-provider';
import { callErrorMessage, refusalMessage, resultError } from '@/lib/result-error';
import { type AppRef, forgetPublicScreens } from '../shell/content-cache';

const ReorderScreensMutation = graphql(`
  mutation ReorderScreens($appId: Int!, $flow: String!, $screenIds: [Int!]!) {
    reorderScreens(appId: $appId, flow: $flow, screenIds: $screenIds) {
      __typename
      ... on ReorderScreensSuccess {
        data {
          id
          order
        }
      }
      ...ResultError
    }
  }
`);

const DeleteScreenMutation = graphql(`
  mutation DeleteScreen($id: Int!) {
    deleteScreen(id: $id) {
      __typename
      ... on DeleteScreenSuccess {
        data {
          dbId
          name
        }
      }
      ...ResultError
    }
  }
`);

/** Moving and deleting the screens of one app; each resolves to whether it worked (a toast says so). */
export function useScreenActions(app: AppRef & { dbId: number }) {
  const t = useT();
  // The answer lists the app's hidden (unsynced) screens too, so the editor's list is read again instead.
  const [reorderScreens, reorderState] = useMutation(ReorderScreensMutation, {
    refetchQueries: ['AdminApp'],
    awaitRefetchQueries: true,
  });
  const [deleteScreen, deleteState] = useMutation(DeleteScreenMutation, {
    refetchQueries: ['AdminApp'],
    awaitRefetchQueries: true,
  });
  const failed = (message: string | undefined) =>
    toaster.error({ id: 'screen-action', title: t('admin.error'), description: message || t('admin.genericError') });

  const reorder = async (flow: string, screenIds: number[]) => {
    try {
      const { data } = await reorderScreens({
        variables: { appId: app.dbId, flow, screenIds },
        update(cache, result) {
          const payload = result.data?.reorderScreens;
          if (payload?.__typename === 'ReorderScreensSuccess') forgetPublicScreens(cache, app);
        },
      });
      const result = data?.reorderScreens;
      if (result?.__typename === 'ReorderScreensSuccess') return true;
      failed(result ? refusalMessage(result) : undefined);
    } catch (error) {
      failed(callErrorMessage(error));
    }
    return false;
  };

  const remove = async (id: number, name: string) => {
    try {
      const { data } = await deleteScreen({
        variables: { id },
        update(cache, result) {
          if (result.data?.deleteScreen.__typename === 'DeleteScreenSuccess') forgetPublicScreens(cache, app);
        },
      });
      const result = data?.deleteScreen;
      if (result?.__typename === 'DeleteScreenSuccess') {
        toaster.success({
          id: 'screen-action',
          title: t('admin.edit.deleted'),
          description: t('admin.edit.deletedDesc', { name }),
        });
        return true;
      }
      failed(resultError(result)?.message);
    } catch (error) {
      failed(callErrorMessage(error));
    }
    return false;
  };

  return { reorder, remove, moving: reorderState.loading, deleting: deleteState.loading };
}
