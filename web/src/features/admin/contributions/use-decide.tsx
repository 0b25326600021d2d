import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql';
import type { ApproveContributionInput } from '@/gql/graphql';
import { callErrorMessage, type ResultErrorRef, resultError } from '@/lib/result-error';
import { forgetApps } from '../shell/content-cache';
import { QUEUE_STATUSES } from './labels';

const ApproveContributionMutation = graphql(`
  mutation ApproveContribution($id: Int!, $input: ApproveContributionInput) {
    approveContribution(id: $id, input: $input) {
      __typename
      ... on ApproveContributionSuccess {
        data {
          id
          status
          resultAppId
          ...ContributionItem_Contribution
        }
      }
      ...ResultError
    }
  }
`);

const RejectContributionMutation = graphql(`
  mutation RejectContribution($id: Int!, $reason: String!) {
    rejectContribution(id: $id, reason: $reason) {
      __typename
      ... on RejectContributionSuccess {
        data {
          id
          status
          ...ContributionItem_Contribution
        }
      }
      ...ResultError
    }
  }
`);

export type FieldIssues = Record<string, string>;

/**
 * What became of a decision: done; refused field by field (the form shows them beside the fields);
 * already decided or gone (the queue says so and reads itself again); or failed with the words we have.
 */
export type Outcome =
  | { kind: 'done' }
  | { kind: 'invalid'; issues: FieldIssues; message: string }
  | { kind: 'closed'; reason: 'decided' | 'gone'; message: string }
  | { kind: 'failed'; message: string | undefined };

/** After a decision: the item leaves every list it is in; the other statuses' lists are read again. */
function forgetDecided(cache: ApolloCache, id: number, createdApp: boolean) {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      contributions(list, { readField }) {
        return Array.isArray(list) ? list.filter((ref) => readField('id', ref) !== id) : list;
      },
    },
  });
  for (const status of QUEUE_STATUSES) {
    if (status !== 'pending') cache.evict({ id: 'ROOT_QUERY', fieldName: 'contributions', args: { status } });
  }
  // A new app: every public list and page that shows apps is read again when next shown.
  if (createdApp) forgetApps(cache);
  else cache.gc();
}

function outcomeOf(result: ResultErrorRef): Outcome {
  const error = resultError(result);
  if (error?.__typename === 'ValidationError') {
    const issues: FieldIssues = {};
    for (const issue of error.issues) issues[issue.path] ??= issue.message;
    return { kind: 'invalid', issues, message: error.issues[0]?.message ?? error.message };
  }
  if (error?.__typename === 'ConflictError') return { kind: 'closed', reason: 'decided', message: error.message };
  if (error?.__typename === 'NotFoundError') return { kind: 'closed', reason: 'gone', message: error.message };
  return { kind: 'failed', message: error?.message };
}

/** Approve and reject, with the cache kept in step (counts are read again by the queue). */
export function useDecide() {
  const [approveMutation, approveState] = useMutation(ApproveContributionMutation, {
    refetchQueries: ['ContributionCounts'],
  });
  const [rejectMutation, rejectState] = useMutation(RejectContributionMutation, {
    refetchQueries: ['ContributionCounts'],
  });

  const approve = async (id: number, input?: ApproveContributionInput): Promise<Outcome> => {
    try {
      const { data } = await approveMutation({
        variables: { id, input },
        update(cache, { data: answer }) {
          const payload = answer?.approveContribution;
          if (payload?.__typename === 'ApproveContributionSuccess') {
            forgetDecided(cache, id, payload.data.resultAppId !== null);
          }
        },
      });
      const result = data?.approveContribution;
      if (!result) return { kind: 'failed', message: undefined };
      return result.__typename === 'ApproveContributionSuccess' ? { kind: 'done' } : outcomeOf(result);
    } catch (error) {
      return { kind: 'failed', message: callErrorMessage(error) };
    }
  };

  const reject = async (id: number, reason: string): Promise<Outcome> => {
    try {
      const { data } = await rejectMutation({
        variables: { id, reason },
        update(cache, { data: answer }) {
          if (answer?.rejectContribution.__typename === 'RejectContributionSuccess') forgetDecided(cache, id, false);
        },
      });
      const result = data?.rejectContribution;
      if (!result) return { kind: 'failed', message: undefined };
      return result.__typename === 'RejectContributionSuccess' ? { kind: 'done' } : outcomeOf(result);
    } catch (error) {
      return { kind: 'failed', message: callErrorMessage(error) };
    }
  };

  return { approve, reject, approving: approveState.loading, rejecting: rejectState.loading };
}
