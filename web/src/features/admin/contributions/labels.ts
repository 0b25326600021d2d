import type { ContributionKind, ContributionStatus } from '@/gql/graphql';
import type { MessageId } from '@/i18n/messages';

/** The queue's filter, in the order the tabs show it. */
export const QUEUE_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const satisfies ContributionStatus[];
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

export const STATUS_LABELS: Record<ContributionStatus, MessageId> = {
  pending: 'admin.contributions.status.pending',
  approved: 'admin.contributions.status.approved',
  rejected: 'admin.contributions.status.rejected',
  expired: 'admin.contributions.status.expired',
};

export const KIND_LABELS: Record<ContributionKind, MessageId> = {
  app_request: 'admin.contributions.kind.app_request',
  correction: 'admin.contributions.kind.correction',
  screens: 'admin.contributions.kind.screens',
  collection_report: 'admin.contributions.kind.collection_report',
};

/**
 * What a visitor wrote the submission about: the app they asked for, the app a correction is about,
 * or the collection a report names.
 */
export function subjectOf(
  c: { id: number; appName?: string | null; collectionId?: string | null },
  t: (id: MessageId, v?: { id: number | string }) => string,
) {
  if (c.collectionId) return t('admin.contributions.collectionSubject', { id: c.collectionId });
  return c.appName?.trim() || t('admin.contributions.untitled', { id: c.id });
}

/** A visitor's link, only when it is an http(s) address (the server checks too). */
export function safeLink(value: string | null | undefined): string | null {
  if (!value || !URL.canParse(value)) return null;
  return /^https?:$/.test(new URL(value).protocol) ? value : null;
}

/** The server's limit on a rejection's reason (the visitor reads it on their status link). */
export const REASON_MAX = 500;
