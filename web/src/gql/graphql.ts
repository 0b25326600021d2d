/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What an admin chooses: live, planned (Planejado) or hidden from the public (Hide). */
export type AdminStatus =
  | 'Hide'
  | 'Planejado'
  | 'live';

export type AppFilter = {
  category?: string | null | undefined;
  country?: string | null | undefined;
  platform?: Platform | null | undefined;
  search?: string | null | undefined;
  status?: AppLifecycle | null | undefined;
  type?: AppType | null | undefined;
};

/** Services still running (live, the lists' default), retired ones, or all (issue 61). */
export type AppLifecycle =
  | 'all'
  | 'live'
  | 'retired';

export type AppSort =
  | 'latest'
  | 'none'
  | 'screens'
  | 'views';

export type AppType =
  | 'Federal'
  | 'Municipal'
  | 'State';

/** An app request's app as the moderator edits it (the visitor's values otherwise). */
export type ApproveContributionInput = {
  appInfo?: string | null | undefined;
  /** A 'screens' submission's imagesVersion as the moderator saw it; refused (ConflictError) if the images changed since. */
  imagesVersion?: string | null | undefined;
  name?: string | null | undefined;
  /** Planned (the default) or live. */
  planned?: boolean | null | undefined;
  /** A 'screens' submission: the captures to publish, as confirmed; the others are left out (deleted, never hosted). Without it every capture is published with its suggestion. */
  screens?: Array<ApprovedScreenInput> | null | undefined;
  url?: string | null | undefined;
};

/** A capture to publish, as the moderator confirmed it (the rules of an admin-added screen). */
export type ApprovedScreenInput = {
  altText?: string | null | undefined;
  description?: string | null | undefined;
  flow: string;
  name: string;
  /** The capture's position in the submission (1–10). */
  position: number;
  tags?: Array<string> | null | undefined;
};

export type BulkScreenAction =
  | 'addTag'
  | 'delete'
  | 'removeTag'
  | 'setFlow';

/** Names in pt and en (the tab strip and `?category=` match on both), order, hidden. */
export type CategoryInput = {
  hidden?: boolean | null | undefined;
  name?: string | null | undefined;
  nameEn?: string | null | undefined;
  sortOrder?: number | null | undefined;
};

export type ContributionKind =
  | 'app_request'
  | 'collection_report'
  | 'correction'
  | 'screens';

export type ContributionStatus =
  | 'approved'
  | 'expired'
  | 'pending'
  | 'rejected';

export type CreateAppInput = {
  appInfo?: string | null | undefined;
  categories?: Array<string> | null | undefined;
  country?: string | null | undefined;
  language?: string | null | undefined;
  /** A logo by address: fetched once, cleaned and stored on the image host. */
  logoUrl?: string | null | undefined;
  name: string;
  platform?: Platform | null | undefined;
  status?: AdminStatus | null | undefined;
  type?: AppType | null | undefined;
  url?: string | null | undefined;
};

export type CreateCollectionInput = {
  description?: string | null | undefined;
  screenIds?: Array<number> | null | undefined;
  title: string;
};

export type CreateScreenInput = {
  airtableId: string;
  altText?: string | null | undefined;
  appId: number;
  /** '' clears it. */
  appVersion?: string | null | undefined;
  /** Absent: unchanged (the intake date). */
  capturedAt?: string | null | undefined;
  category?: string | null | undefined;
  description?: string | null | undefined;
  flow?: string | null | undefined;
  imageUrl: string;
  name: string;
  order?: number | null | undefined;
  tags?: Array<string> | null | undefined;
};

/** The gallery's filters on the row's app. */
export type FlowRowFilter = {
  /** Only these apps (slugs, at most 6): a comparison of their flows. */
  apps?: Array<string> | null | undefined;
  category?: string | null | undefined;
  country?: string | null | undefined;
  platform?: string | null | undefined;
  /** live (default), retired or all. */
  status?: AppLifecycle | null | undefined;
  type?: string | null | undefined;
};

/** mixed (default): apps interleaved; newest; app: by app name; relevance: best match (the default with a search). */
export type GallerySort =
  | 'app'
  | 'mixed'
  | 'newest'
  | 'relevance';

export type ImageMigrationInput = {
  batchSize?: number | null | undefined;
  delayBetweenBatches?: number | null | undefined;
  maxRecords?: number | null | undefined;
  type?: MigrationType | null | undefined;
};

export type Language =
  | 'en'
  | 'pt';

export type MigrationType =
  | 'categories'
  | 'logos'
  | 'screens';

export type Platform =
  | 'Android'
  | 'CrossPlatform'
  | 'Web'
  | 'iOS';

export type ScreenFilter = {
  /** An app's slug or id. */
  app?: string | null | undefined;
  category?: string | null | undefined;
  /** A colour the screen's palette holds (near it in OKLab, at least 4% of the picture): '#1351b4'. */
  colour?: string | null | undefined;
  country?: string | null | undefined;
  platform?: string | null | undefined;
  search?: string | null | undefined;
  /** live (default), retired or all; one app's screens: all unless said. */
  status?: AppLifecycle | null | undefined;
  /** All of them (AND). */
  tags?: Array<string> | null | undefined;
  type?: string | null | undefined;
};

export type TestImageUploadInput = {
  appName?: string | null | undefined;
  imageUrl: string;
  screenName?: string | null | undefined;
};

export type UpdateAppInput = {
  appInfo?: string | null | undefined;
  categories?: Array<string> | null | undefined;
  country?: string | null | undefined;
  language?: string | null | undefined;
  /** A logo by address: fetched once, cleaned and stored on the image host. */
  logoUrl?: string | null | undefined;
  name?: string | null | undefined;
  platform?: Platform | null | undefined;
  /** Retire the service (true) or bring it back (false), issue 61. */
  retired?: boolean | null | undefined;
  /** The date it was retired (with retired, or alone). */
  retiredAt?: string | null | undefined;
  status?: AdminStatus | null | undefined;
  type?: AppType | null | undefined;
  url?: string | null | undefined;
};

export type UpdateCollectionInput = {
  /** null or "" clears it. */
  description?: string | null | undefined;
  title?: string | null | undefined;
};

type CollectionRefusal_AlreadySubscribedError_Fragment = { __typename: 'AlreadySubscribedError', code: string, message: string } & { ' $fragmentName'?: 'CollectionRefusal_AlreadySubscribedError_Fragment' };

type CollectionRefusal_ConflictError_Fragment = { __typename: 'ConflictError', code: string, message: string } & { ' $fragmentName'?: 'CollectionRefusal_ConflictError_Fragment' };

type CollectionRefusal_GoneError_Fragment = { __typename: 'GoneError', code: string, message: string } & { ' $fragmentName'?: 'CollectionRefusal_GoneError_Fragment' };

type CollectionRefusal_InvalidCredentialsError_Fragment = { __typename: 'InvalidCredentialsError', code: string, message: string } & { ' $fragmentName'?: 'CollectionRefusal_InvalidCredentialsError_Fragment' };

type CollectionRefusal_NotFoundError_Fragment = { __typename: 'NotFoundError', code: string, message: string } & { ' $fragmentName'?: 'CollectionRefusal_NotFoundError_Fragment' };

type CollectionRefusal_SubmissionRefusedError_Fragment = { __typename: 'SubmissionRefusedError', code: string, message: string } & { ' $fragmentName'?: 'CollectionRefusal_SubmissionRefusedError_Fragment' };

type CollectionRefusal_UpstreamError_Fragment = { __typename: 'UpstreamError', code: string, message: string } & { ' $fragmentName'?: 'CollectionRefusal_UpstreamError_Fragment' };

type CollectionRefusal_ValidationError_Fragment = { __typename: 'ValidationError', code: string, message: string, issues: Array<{ __typename: 'FieldIssue', path: string, message: string }> } & { ' $fragmentName'?: 'CollectionRefusal_ValidationError_Fragment' };

export type CollectionRefusalFragment =
  | CollectionRefusal_AlreadySubscribedError_Fragment
  | CollectionRefusal_ConflictError_Fragment
  | CollectionRefusal_GoneError_Fragment
  | CollectionRefusal_InvalidCredentialsError_Fragment
  | CollectionRefusal_NotFoundError_Fragment
  | CollectionRefusal_SubmissionRefusedError_Fragment
  | CollectionRefusal_UpstreamError_Fragment
  | CollectionRefusal_ValidationError_Fragment
;

export type CreateCollectionMutationVariables = Exact<{
  input: CreateCollectionInput;
}>;


export type CreateCollectionMutation = { __typename: 'Mutation', createCollection:
    | { __typename: 'CreateCollectionSuccess', data: { __typename: 'CreatedCollection', editKey: string, collection: { __typename: 'Collection', id: string, title: string, itemCount: number } } }
    | (
      { __typename: 'SubmissionRefusedError' }
      & { ' $fragmentRefs'?: { 'CollectionRefusal_SubmissionRefusedError_Fragment': CollectionRefusal_SubmissionRefusedError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'CollectionRefusal_ValidationError_Fragment': CollectionRefusal_ValidationError_Fragment } }
    )
   };

export type AddToCollectionMutationVariables = Exact<{
  id: string;
  screenId: number;
}>;


export type AddToCollectionMutation = { __typename: 'Mutation', addToCollection:
    | { __typename: 'AddToCollectionSuccess', data: { __typename: 'Collection', id: string, title: string, itemCount: number } }
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'CollectionRefusal_ConflictError_Fragment': CollectionRefusal_ConflictError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'CollectionRefusal_NotFoundError_Fragment': CollectionRefusal_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'SubmissionRefusedError' }
      & { ' $fragmentRefs'?: { 'CollectionRefusal_SubmissionRefusedError_Fragment': CollectionRefusal_SubmissionRefusedError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'CollectionRefusal_ValidationError_Fragment': CollectionRefusal_ValidationError_Fragment } }
    )
   };

export type ScreenThumb_ScreenFragment = { __typename: 'Screen', id: string, airtableId: string, name: string, altText: string | null, src: string } & { ' $fragmentName'?: 'ScreenThumb_ScreenFragment' };

export type ScreenLooksQueryVariables = Exact<{
  id: string;
  search: string;
  withSearch: boolean;
}>;


export type ScreenLooksQuery = { __typename: 'Query', screen: { __typename: 'Screen', id: string, palette: Array<{ __typename: 'ScreenColour', hex: string, share: number }>, textMatches?: { __typename: 'TextMatches', width: number, height: number, boxes: Array<{ __typename: 'WordBox', text: string, x: number, y: number, w: number, h: number }> } } | null };

export type ScreenViewer_ScreenFragment = { __typename: 'Screen', id: string, dbId: number, airtableId: string, name: string, altText: string | null, src: string, tags: Array<string>, app: { __typename: 'App', id: string, name: string, slug: string, logoSrc: string | null } } & { ' $fragmentName'?: 'ScreenViewer_ScreenFragment' };

export type ViewerSimilarQueryVariables = Exact<{
  id: string;
}>;


export type ViewerSimilarQuery = { __typename: 'Query', screen: { __typename: 'Screen', id: string, similarPending: boolean, similar: Array<{ __typename: 'Screen', id: string, airtableId: string, name: string, src: string, app: { __typename: 'App', id: string, name: string, slug: string } }> } | null };

export type ScreenVersionsQueryVariables = Exact<{
  id: string;
}>;


export type ScreenVersionsQuery = { __typename: 'Query', screen: { __typename: 'Screen', id: string, capturedAt: string, appVersion: string | null, versions: Array<{ __typename: 'ScreenVersion', dbId: number, capturedAt: string, appVersion: string | null, src: string, thumb: string, full: string }> } | null };

export type AboutStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type AboutStatsQuery = { __typename: 'Query', stats: { __typename: 'Stats', apps: number, screens: number, tags: number, categories: number }, categories: Array<{ __typename: 'Category', name: string, nameEn: string, iconUrl: string | null, hidden: boolean }> };

export type AdminCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCategoriesQuery = { __typename: 'Query', adminCategories: Array<{ __typename: 'Category', dbId: number, name: string, nameEn: string, hidden: boolean, iconUrl: string | null, synced: boolean, adminEdited: Array<string> }> };

export type CreateCategoryMutationVariables = Exact<{
  input: CategoryInput;
}>;


export type CreateCategoryMutation = { __typename: 'Mutation', createCategory:
    | { __typename: 'CreateCategorySuccess', data: { __typename: 'Category', dbId: number, name: string } }
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'ResultError_ValidationError_Fragment': ResultError_ValidationError_Fragment } }
    )
   };

export type ReorderCategoriesMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type ReorderCategoriesMutation = { __typename: 'Mutation', reorderCategories:
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'ResultError_NotFoundError_Fragment': ResultError_NotFoundError_Fragment } }
    )
    | { __typename: 'ReorderCategoriesSuccess' }
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'ResultError_ValidationError_Fragment': ResultError_ValidationError_Fragment } }
    )
   };

export type UpdateCategoryMutationVariables = Exact<{
  id: number;
  input: CategoryInput;
}>;


export type UpdateCategoryMutation = { __typename: 'Mutation', updateCategory:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'ResultError_ConflictError_Fragment': ResultError_ConflictError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'ResultError_NotFoundError_Fragment': ResultError_NotFoundError_Fragment } }
    )
    | { __typename: 'UpdateCategorySuccess' }
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'ResultError_ValidationError_Fragment': ResultError_ValidationError_Fragment } }
    )
   };

export type AppSlugPreviewQueryVariables = Exact<{
  name: string;
}>;


export type AppSlugPreviewQuery = { __typename: 'Query', appSlugPreview: { __typename: 'SlugPreview', slug: string, takenBy: string | null } };

export type CreateAppMutationVariables = Exact<{
  input: CreateAppInput;
}>;


export type CreateAppMutation = { __typename: 'Mutation', createApp:
    | { __typename: 'CreateAppSuccess', data: { __typename: 'App', id: string, dbId: number, slug: string } }
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'ResultError_ValidationError_Fragment': ResultError_ValidationError_Fragment } }
    )
   };

export type ContributionItem_ContributionFragment = { __typename: 'Contribution', id: number, kind: ContributionKind, status: ContributionStatus, language: string, appName: string | null, appLink: string | null, appId: number | null, appType: string | null, appPlatform: string | null, appCountry: string | null, screenId: number | null, collectionId: string | null, message: string, rejectReason: string | null, resultAppId: number | null, decidedBy: string | null, decidedAt: string | null, createdAt: string, images: Array<{ __typename: 'ContributionImage', position: number, flow: string, notes: string | null, width: number, height: number }> } & { ' $fragmentName'?: 'ContributionItem_ContributionFragment' };

export type ContributionQueueQueryVariables = Exact<{
  status: ContributionStatus;
  first: number;
  after?: number | null | undefined;
}>;


export type ContributionQueueQuery = { __typename: 'Query', contributions: Array<(
    { __typename: 'Contribution', id: number }
    & { ' $fragmentRefs'?: { 'ContributionItem_ContributionFragment': ContributionItem_ContributionFragment;'DecisionDialog_ContributionFragment': DecisionDialog_ContributionFragment } }
  )> };

export type ContributionCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type ContributionCountsQuery = { __typename: 'Query', contributionCounts: { __typename: 'ContributionCounts', pending: number, approved: number, rejected: number, expired: number, awaitingImages: number } };

export type CurateCaptures_ImageFragment = { __typename: 'ContributionImage', position: number, flow: string, suggestion: { __typename: 'ScreenSuggestion', name: string, flow: string, tags: Array<string>, description: string | null, altText: string | null } } & { ' $fragmentName'?: 'CurateCaptures_ImageFragment' };

export type DecisionDialog_ContributionFragment = { __typename: 'Contribution', id: number, kind: ContributionKind, appId: number | null, appName: string | null, appLink: string | null, appType: string | null, appPlatform: string | null, appCountry: string | null, collectionId: string | null, imagesVersion: string, images: Array<(
    { __typename: 'ContributionImage', position: number }
    & { ' $fragmentRefs'?: { 'CurateCaptures_ImageFragment': CurateCaptures_ImageFragment } }
  )> } & { ' $fragmentName'?: 'DecisionDialog_ContributionFragment' };

export type ApproveContributionMutationVariables = Exact<{
  id: number;
  input?: ApproveContributionInput | null | undefined;
}>;


export type ApproveContributionMutation = { __typename: 'Mutation', approveContribution:
    | { __typename: 'ApproveContributionSuccess', data: (
        { __typename: 'Contribution', id: number, status: ContributionStatus, resultAppId: number | null }
        & { ' $fragmentRefs'?: { 'ContributionItem_ContributionFragment': ContributionItem_ContributionFragment } }
      ) }
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'ResultError_ConflictError_Fragment': ResultError_ConflictError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'ResultError_NotFoundError_Fragment': ResultError_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'ResultError_ValidationError_Fragment': ResultError_ValidationError_Fragment } }
    )
   };

export type RejectContributionMutationVariables = Exact<{
  id: number;
  reason: string;
}>;


export type RejectContributionMutation = { __typename: 'Mutation', rejectContribution:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'ResultError_ConflictError_Fragment': ResultError_ConflictError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'ResultError_NotFoundError_Fragment': ResultError_NotFoundError_Fragment } }
    )
    | { __typename: 'RejectContributionSuccess', data: (
        { __typename: 'Contribution', id: number, status: ContributionStatus }
        & { ' $fragmentRefs'?: { 'ContributionItem_ContributionFragment': ContributionItem_ContributionFragment } }
      ) }
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'ResultError_ValidationError_Fragment': ResultError_ValidationError_Fragment } }
    )
   };

export type AirtableStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type AirtableStatusQuery = { __typename: 'Query', airtableConfigured: boolean, jobs: Array<{ __typename: 'Job', id: number }>, deletedRecords: Array<(
    { __typename: 'DeletedRecord', airtableId: string }
    & { ' $fragmentRefs'?: { 'DeletedRecords_RecordFragment': DeletedRecords_RecordFragment } }
  )> };

export type StartAirtableSyncMutationVariables = Exact<{ [key: string]: never; }>;


export type StartAirtableSyncMutation = { __typename: 'Mutation', startAirtableSync:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'ResultError_ConflictError_Fragment': ResultError_ConflictError_Fragment } }
    )
    | { __typename: 'StartAirtableSyncSuccess', data: (
        { __typename: 'Job', id: number }
        & { ' $fragmentRefs'?: { 'JobProgress_JobFragment': JobProgress_JobFragment } }
      ) }
   };

export type AuditEntry_EntryFragment = { __typename: 'AuditEntry', id: number, createdAt: string, actor: string, action: string, summary: string, before: string | null, after: string | null } & { ' $fragmentName'?: 'AuditEntry_EntryFragment' };

export type DashboardBackupQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardBackupQuery = { __typename: 'Query', lastBackup: { __typename: 'BackupSummary', at: string, ok: boolean, bytes: number | null, error: string | null } | null };

export type DeletedRecords_RecordFragment = { __typename: 'DeletedRecord', airtableId: string, entity: string, name: string, deletedBy: string, deletedAt: string } & { ' $fragmentName'?: 'DeletedRecords_RecordFragment' };

export type RestoreDeletedRecordMutationVariables = Exact<{
  airtableId: string;
}>;


export type RestoreDeletedRecordMutation = { __typename: 'Mutation', restoreDeletedRecord:
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'ResultError_NotFoundError_Fragment': ResultError_NotFoundError_Fragment } }
    )
    | { __typename: 'RestoreDeletedRecordSuccess', data: { __typename: 'DeletedRecord', airtableId: string, name: string } }
   };

export type DashboardHostQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardHostQuery = { __typename: 'Query', imageHostStatus: { __typename: 'ImageHostStatus', name: string, cloudName: string, configured: boolean, message: string | null } };

export type OcrJobsQueryVariables = Exact<{ [key: string]: never; }>;


export type OcrJobsQuery = { __typename: 'Query', jobs: Array<{ __typename: 'Job', id: number, status: string, error: string | null, params: string, finishedAt: string | null }> };

export type DashboardContributionsQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardContributionsQuery = { __typename: 'Query', contributionCounts: { __typename: 'ContributionCounts', pending: number } };

export type AuditLogQueryVariables = Exact<{
  first: number;
}>;


export type AuditLogQuery = { __typename: 'Query', auditLog: Array<(
    { __typename: 'AuditEntry', id: number }
    & { ' $fragmentRefs'?: { 'AuditEntry_EntryFragment': AuditEntry_EntryFragment } }
  )> };

export type AdminSubscriberCountQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSubscriberCountQuery = { __typename: 'Query', newsletter: { __typename: 'Newsletter', subscriberCount: number }, newsletterStatus: { __typename: 'NewsletterStatus', problems: Array<{ __typename: 'NewsletterProblem', code: string, message: string }> } };

export type HostStatusCard_ImageHostStatusFragment = { __typename: 'ImageHostStatus', configured: boolean, cloudName: string, name: string, message: string | null } & { ' $fragmentName'?: 'HostStatusCard_ImageHostStatusFragment' };

export type ImageHostStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type ImageHostStatusQuery = { __typename: 'Query', imageHostStatus: (
    { __typename: 'ImageHostStatus', name: string, configured: boolean }
    & { ' $fragmentRefs'?: { 'HostStatusCard_ImageHostStatusFragment': HostStatusCard_ImageHostStatusFragment } }
  ) };

export type MigrationJobsQueryVariables = Exact<{ [key: string]: never; }>;


export type MigrationJobsQuery = { __typename: 'Query', jobs: Array<(
    { __typename: 'Job', id: number, status: string }
    & { ' $fragmentRefs'?: { 'JobHistory_JobFragment': JobHistory_JobFragment } }
  )> };

export type StartImageMigrationMutationVariables = Exact<{
  input: ImageMigrationInput;
}>;


export type StartImageMigrationMutation = { __typename: 'Mutation', startImageMigration:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'ResultError_ConflictError_Fragment': ResultError_ConflictError_Fragment } }
    )
    | { __typename: 'StartImageMigrationSuccess', data: (
        { __typename: 'Job', id: number }
        & { ' $fragmentRefs'?: { 'JobProgress_JobFragment': JobProgress_JobFragment } }
      ) }
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'ResultError_ValidationError_Fragment': ResultError_ValidationError_Fragment } }
    )
   };

export type TestImageUploadMutationVariables = Exact<{
  input: TestImageUploadInput;
}>;


export type TestImageUploadMutation = { __typename: 'Mutation', testImageUpload:
    | { __typename: 'TestImageUploadSuccess', data: { __typename: 'TestImageUpload', secureUrl: string, publicId: string } }
    | (
      { __typename: 'UpstreamError' }
      & { ' $fragmentRefs'?: { 'ResultError_UpstreamError_Fragment': ResultError_UpstreamError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'ResultError_ValidationError_Fragment': ResultError_ValidationError_Fragment } }
    )
   };

export type CancelJobMutationVariables = Exact<{
  id: number;
}>;


export type CancelJobMutation = { __typename: 'Mutation', cancelJob:
    | { __typename: 'CancelJobSuccess', data: (
        { __typename: 'Job', id: number }
        & { ' $fragmentRefs'?: { 'JobProgress_JobFragment': JobProgress_JobFragment } }
      ) }
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'ResultError_NotFoundError_Fragment': ResultError_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'ResultError_ValidationError_Fragment': ResultError_ValidationError_Fragment } }
    )
   };

export type JobHistory_JobFragment = { __typename: 'Job', id: number, type: string | null, status: string, startedAt: string | null, finishedAt: string | null, progress: { __typename: 'JobProgress', total: number, processed: number, succeeded: number, failed: number } } & { ' $fragmentName'?: 'JobHistory_JobFragment' };

export type JobProgress_JobFragment = { __typename: 'Job', id: number, kind: string, status: string, type: string | null, cancelRequested: boolean, error: string | null, progress: { __typename: 'JobProgress', total: number, processed: number, succeeded: number, failed: number, currentBatch: number, batches: number, etaSeconds: number | null, message: string | null }, failures: Array<{ __typename: 'JobFailure', record: string, reason: string }> } & { ' $fragmentName'?: 'JobProgress_JobFragment' };

export type AdminJobQueryVariables = Exact<{
  id: number;
}>;


export type AdminJobQuery = { __typename: 'Query', job: (
    { __typename: 'Job', id: number }
    & { ' $fragmentRefs'?: { 'JobProgress_JobFragment': JobProgress_JobFragment } }
  ) | null };

export type NewsletterConsentRecordQueryVariables = Exact<{
  email: string;
}>;


export type NewsletterConsentRecordQuery = { __typename: 'Query', newsletterConsentRecord: { __typename: 'NewsletterConsentRecord', email: string, status: string | null, json: string } | null };

export type NewsletterDigestPreviewQueryVariables = Exact<{
  language: Language;
}>;


export type NewsletterDigestPreviewQuery = { __typename: 'Query', newsletterDigestPreview: { __typename: 'NewsletterDigestPreview', subject: string, html: string, text: string, screenCount: number, appCount: number } | null };

export type DigestSend_StatusFragment = { __typename: 'NewsletterStatus', subscribers: { __typename: 'NewsletterSubscriberCounts', confirmed: number }, lastDigestJob: { __typename: 'Job', id: number, status: string } | null, digests: Array<{ __typename: 'NewsletterDigest', id: number, status: string, createdAt: string, screenCount: number, figures: { __typename: 'NewsletterDigestFigures', total: number, queued: number, retrying: number, sent: number, failed: number, suppressed: number, skipped: number } }> } & { ' $fragmentName'?: 'DigestSend_StatusFragment' };

export type SendNewsletterDigestMutationVariables = Exact<{ [key: string]: never; }>;


export type SendNewsletterDigestMutation = { __typename: 'Mutation', sendNewsletterDigest:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'ResultError_ConflictError_Fragment': ResultError_ConflictError_Fragment } }
    )
    | { __typename: 'SendNewsletterDigestSuccess', data: (
        { __typename: 'Job', id: number }
        & { ' $fragmentRefs'?: { 'JobProgress_JobFragment': JobProgress_JobFragment } }
      ) }
   };

export type MailStatus_StatusFragment = { __typename: 'NewsletterStatus', smtpServer: string | null, publicUrl: string | null, schedule: string, nextScheduledAt: string | null, ratePerSecond: number, concurrency: number, waitingConfirmations: number, problems: Array<{ __typename: 'NewsletterProblem', code: string, message: string }>, subscribers: { __typename: 'NewsletterSubscriberCounts', confirmed: number, pending: number, unconfirmed: number, suppressed: number } } & { ' $fragmentName'?: 'MailStatus_StatusFragment' };

export type NewsletterPageQueryVariables = Exact<{ [key: string]: never; }>;


export type NewsletterPageQuery = { __typename: 'Query', newsletterStatus: (
    { __typename: 'NewsletterStatus', problems: Array<{ __typename: 'NewsletterProblem', code: string }>, subscribers: { __typename: 'NewsletterSubscriberCounts', confirmed: number } }
    & { ' $fragmentRefs'?: { 'MailStatus_StatusFragment': MailStatus_StatusFragment;'DigestSend_StatusFragment': DigestSend_StatusFragment } }
  ) };

export type SendNewsletterTestMutationVariables = Exact<{
  email: string;
  language: Language;
}>;


export type SendNewsletterTestMutation = { __typename: 'Mutation', sendNewsletterTest:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'ResultError_ConflictError_Fragment': ResultError_ConflictError_Fragment } }
    )
    | { __typename: 'SendNewsletterTestSuccess', data: { __typename: 'NewsletterTestPayload', email: string } }
    | (
      { __typename: 'UpstreamError' }
      & { ' $fragmentRefs'?: { 'ResultError_UpstreamError_Fragment': ResultError_UpstreamError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'ResultError_ValidationError_Fragment': ResultError_ValidationError_Fragment } }
    )
   };

export type AdminAppOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminAppOptionsQuery = { __typename: 'Query', airtableConfigured: boolean, apps: Array<{ __typename: 'App', id: string, dbId: number, name: string, slug: string }> };

export type CreateScreenMutationVariables = Exact<{
  input: CreateScreenInput;
}>;


export type CreateScreenMutation = { __typename: 'Mutation', createScreen:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'ResultError_ConflictError_Fragment': ResultError_ConflictError_Fragment } }
    )
    | { __typename: 'CreateScreenSuccess', data: { __typename: 'Screen', id: string, name: string, app: { __typename: 'App', id: string, name: string, slug: string, screenCount: number } } }
    | (
      { __typename: 'UpstreamError' }
      & { ' $fragmentRefs'?: { 'ResultError_UpstreamError_Fragment': ResultError_UpstreamError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'ResultError_ValidationError_Fragment': ResultError_ValidationError_Fragment } }
    )
   };

export type AppEditor_AppFragment = { __typename: 'App', id: string, dbId: number, adminStatus: AdminStatus, appInfo: string | null, url: string | null, categories: Array<string>, name: string, slug: string, type: AppType | null, platform: Platform | null, country: string, language: string | null, logo: string | null, synced: boolean, adminEdited: Array<string>, retiredAt: string | null } & { ' $fragmentName'?: 'AppEditor_AppFragment' };

export type UpdateAppMutationVariables = Exact<{
  id: number;
  input: UpdateAppInput;
}>;


export type UpdateAppMutation = { __typename: 'Mutation', updateApp:
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'ResultError_NotFoundError_Fragment': ResultError_NotFoundError_Fragment } }
    )
    | { __typename: 'UpdateAppSuccess', data: (
        { __typename: 'App', id: string, planned: boolean }
        & { ' $fragmentRefs'?: { 'AppEditor_AppFragment': AppEditor_AppFragment;'AppPicker_AppFragment': AppPicker_AppFragment } }
      ) }
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'ResultError_ValidationError_Fragment': ResultError_ValidationError_Fragment } }
    )
   };

export type AppPicker_AppFragment = { __typename: 'App', id: string, dbId: number, name: string, adminStatus: AdminStatus } & { ' $fragmentName'?: 'AppPicker_AppFragment' };

export type BulkEditScreensMutationVariables = Exact<{
  appId: number;
  action: BulkScreenAction;
  screenIds: Array<number> | number;
  flow?: string | null | undefined;
  tag?: string | null | undefined;
}>;


export type BulkEditScreensMutation = { __typename: 'Mutation', bulkEditScreens:
    | { __typename: 'BulkEditScreensSuccess', data: number }
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'ResultError_NotFoundError_Fragment': ResultError_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'ResultError_ValidationError_Fragment': ResultError_ValidationError_Fragment } }
    )
   };

export type AdminAppsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminAppsQuery = { __typename: 'Query', adminApps: Array<(
    { __typename: 'App', id: string, dbId: number, name: string }
    & { ' $fragmentRefs'?: { 'AppPicker_AppFragment': AppPicker_AppFragment } }
  )>, categories: Array<{ __typename: 'Category', name: string }> };

export type AdminAppQueryVariables = Exact<{
  id: number;
}>;


export type AdminAppQuery = { __typename: 'Query', adminApp: (
    { __typename: 'App', id: string, dbId: number, name: string, slug: string, logoSrc: string | null, adminStatus: AdminStatus, screenCount: number, screens: Array<(
      { __typename: 'Screen', id: string, dbId: number, name: string, flow: string, altText: string | null }
      & { ' $fragmentRefs'?: { 'AdminScreenRow_ScreenFragment': AdminScreenRow_ScreenFragment;'EditScreenDialog_ScreenFragment': EditScreenDialog_ScreenFragment } }
    )> }
    & { ' $fragmentRefs'?: { 'AppEditor_AppFragment': AppEditor_AppFragment } }
  ) | null };

export type EditScreenDialog_ScreenFragment = { __typename: 'Screen', id: string, dbId: number, name: string, description: string | null, imageUrl: string, altText: string | null, flow: string, order: number, category: string | null, tags: Array<string>, airtableId: string, capturedAt: string, appVersion: string | null } & { ' $fragmentName'?: 'EditScreenDialog_ScreenFragment' };

export type UpdateScreenMutationVariables = Exact<{
  id: number;
  input: CreateScreenInput;
}>;


export type UpdateScreenMutation = { __typename: 'Mutation', updateScreen:
    | (
      { __typename: 'ConflictError' }
      & { ' $fragmentRefs'?: { 'ResultError_ConflictError_Fragment': ResultError_ConflictError_Fragment } }
    )
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'ResultError_NotFoundError_Fragment': ResultError_NotFoundError_Fragment } }
    )
    | { __typename: 'UpdateScreenSuccess', data: (
        { __typename: 'Screen', id: string, app: { __typename: 'App', id: string } }
        & { ' $fragmentRefs'?: { 'EditScreenDialog_ScreenFragment': EditScreenDialog_ScreenFragment;'AdminScreenRow_ScreenFragment': AdminScreenRow_ScreenFragment } }
      ) }
    | (
      { __typename: 'UpstreamError' }
      & { ' $fragmentRefs'?: { 'ResultError_UpstreamError_Fragment': ResultError_UpstreamError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'ResultError_ValidationError_Fragment': ResultError_ValidationError_Fragment } }
    )
   };

export type AdminFlowKindsQueryVariables = Exact<{
  appId: number;
}>;


export type AdminFlowKindsQuery = { __typename: 'Query', flowKinds: Array<{ __typename: 'FlowKind', slug: string, namePt: string, nameEn: string }>, appFlowKinds: Array<{ __typename: 'AppFlowKind', appId: number, flow: string, kind: string | null, source: string }> };

export type SetFlowKindMutationVariables = Exact<{
  appId: number;
  flow: string;
  kind?: string | null | undefined;
}>;


export type SetFlowKindMutation = { __typename: 'Mutation', setFlowKind:
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'ResultError_NotFoundError_Fragment': ResultError_NotFoundError_Fragment } }
    )
    | { __typename: 'SetFlowKindSuccess', data: { __typename: 'AppFlowKind', appId: number, flow: string, kind: string | null, source: string } }
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'ResultError_ValidationError_Fragment': ResultError_ValidationError_Fragment } }
    )
   };

export type RetryScreenOcrMutationVariables = Exact<{
  id: number;
}>;


export type RetryScreenOcrMutation = { __typename: 'Mutation', retryScreenOcr:
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'ResultError_NotFoundError_Fragment': ResultError_NotFoundError_Fragment } }
    )
    | { __typename: 'RetryScreenOcrSuccess' }
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'ResultError_ValidationError_Fragment': ResultError_ValidationError_Fragment } }
    )
   };

export type AdminScreenRow_ScreenFragment = { __typename: 'Screen', id: string, dbId: number, name: string, order: number, tags: Array<string>, src: string, altText: string | null, ocrError: string | null } & { ' $fragmentName'?: 'AdminScreenRow_ScreenFragment' };

export type ReorderScreensMutationVariables = Exact<{
  appId: number;
  flow: string;
  screenIds: Array<number> | number;
}>;


export type ReorderScreensMutation = { __typename: 'Mutation', reorderScreens:
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'ResultError_NotFoundError_Fragment': ResultError_NotFoundError_Fragment } }
    )
    | { __typename: 'ReorderScreensSuccess', data: Array<{ __typename: 'Screen', id: string, order: number }> }
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'ResultError_ValidationError_Fragment': ResultError_ValidationError_Fragment } }
    )
   };

export type DeleteScreenMutationVariables = Exact<{
  id: number;
}>;


export type DeleteScreenMutation = { __typename: 'Mutation', deleteScreen:
    | { __typename: 'DeleteScreenSuccess', data: { __typename: 'DeletedScreen', dbId: number, name: string } }
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'ResultError_NotFoundError_Fragment': ResultError_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'ResultError_ValidationError_Fragment': ResultError_ValidationError_Fragment } }
    )
   };

export type AdminLoginMutationVariables = Exact<{
  username: string;
  password: string;
}>;


export type AdminLoginMutation = { __typename: 'Mutation', login:
    | (
      { __typename: 'InvalidCredentialsError' }
      & { ' $fragmentRefs'?: { 'ResultError_InvalidCredentialsError_Fragment': ResultError_InvalidCredentialsError_Fragment } }
    )
    | { __typename: 'LoginSuccess', data: { __typename: 'LoginPayload', token: string, username: string } }
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'ResultError_ValidationError_Fragment': ResultError_ValidationError_Fragment } }
    )
   };

export type AppDetailQueryVariables = Exact<{
  idOrSlug: string;
}>;


export type AppDetailQuery = { __typename: 'Query', app: (
    { __typename: 'App', id: string, dbId: number, name: string, slug: string, appInfo: string | null, planned: boolean, captureYears: Array<number>, screens: Array<(
      { __typename: 'Screen', id: string, dbId: number, airtableId: string, name: string, flow: string, tags: Array<string>, versionCount: number }
      & { ' $fragmentRefs'?: { 'ScreenThumb_ScreenFragment': ScreenThumb_ScreenFragment;'ScreenViewer_ScreenFragment': ScreenViewer_ScreenFragment } }
    )> }
    & { ' $fragmentRefs'?: { 'AppHeader_AppFragment': AppHeader_AppFragment } }
  ) | null };

export type RecordAppViewMutationVariables = Exact<{
  idOrSlug: string;
}>;


export type RecordAppViewMutation = { __typename: 'Mutation', recordAppView:
    | { __typename: 'NotFoundError' }
    | { __typename: 'RecordAppViewSuccess' }
   };

export type AppHeader_AppFragment = { __typename: 'App', id: string, name: string, appInfo: string | null, language: string | null, url: string | null, planned: boolean, retiredAt: string | null, logoSrc: string | null } & { ' $fragmentName'?: 'AppHeader_AppFragment' };

export type AppAsOfQueryVariables = Exact<{
  idOrSlug: string;
  asOf: string;
}>;


export type AppAsOfQuery = { __typename: 'Query', app: { __typename: 'App', id: string, screensAsOf: Array<{ __typename: 'ScreenAsOf', current: boolean, capturedAt: string, imageSized: string, screen: { __typename: 'Screen', id: string, name: string, flow: string } }> } | null };

export type AppFlowKindsQueryVariables = Exact<{
  appId: number;
}>;


export type AppFlowKindsQuery = { __typename: 'Query', appFlowKinds: Array<{ __typename: 'AppFlowKind', flow: string, kind: string | null }> };

export type AppCard_AppFragment = { __typename: 'App', id: string, name: string, slug: string, planned: boolean, country: string, logoSrc: string | null, screenCount: number, firstScreen: { __typename: 'Screen', id: string, src: string, altText: string | null } | null } & { ' $fragmentName'?: 'AppCard_AppFragment' };

export type AppsPageQueryVariables = Exact<{
  sort?: AppSort | null | undefined;
  filter?: AppFilter | null | undefined;
}>;


export type AppsPageQuery = { __typename: 'Query', apps: Array<(
    { __typename: 'App', id: string, planned: boolean, categories: Array<string>, searchMatch: string | null }
    & { ' $fragmentRefs'?: { 'AppCard_AppFragment': AppCard_AppFragment } }
  )>, categories: Array<{ __typename: 'Category', name: string, nameEn: string, formerNames: Array<string>, iconUrl: string | null, hidden: boolean }> };

export type CollectionPage_CollectionFragment = { __typename: 'Collection', id: string, title: string, description: string | null, takenDown: boolean, itemCount: number, updatedAt: string, items: Array<{ __typename: 'CollectionItem', id: number, position: number, note: string | null, removed: boolean, screen: { __typename: 'Screen', id: string, dbId: number, airtableId: string, name: string, altText: string | null, src: string, flow: string, tags: Array<string>, app: { __typename: 'App', id: string, name: string, slug: string, logoSrc: string | null } } | null }> } & { ' $fragmentName'?: 'CollectionPage_CollectionFragment' };

export type CollectionPageQueryVariables = Exact<{
  id: string;
}>;


export type CollectionPageQuery = { __typename: 'Query', collection: (
    { __typename: 'Collection', id: string }
    & { ' $fragmentRefs'?: { 'CollectionPage_CollectionFragment': CollectionPage_CollectionFragment } }
  ) | null };

export type UpdateCollectionMutationVariables = Exact<{
  id: string;
  input: UpdateCollectionInput;
}>;


export type UpdateCollectionMutation = { __typename: 'Mutation', updateCollection:
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'CollectionRefusal_NotFoundError_Fragment': CollectionRefusal_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'SubmissionRefusedError' }
      & { ' $fragmentRefs'?: { 'CollectionRefusal_SubmissionRefusedError_Fragment': CollectionRefusal_SubmissionRefusedError_Fragment } }
    )
    | { __typename: 'UpdateCollectionSuccess', data: (
        { __typename: 'Collection' }
        & { ' $fragmentRefs'?: { 'CollectionPage_CollectionFragment': CollectionPage_CollectionFragment } }
      ) }
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'CollectionRefusal_ValidationError_Fragment': CollectionRefusal_ValidationError_Fragment } }
    )
   };

export type MoveCollectionItemMutationVariables = Exact<{
  id: string;
  itemId: number;
  position: number;
}>;


export type MoveCollectionItemMutation = { __typename: 'Mutation', moveCollectionItem:
    | { __typename: 'MoveCollectionItemSuccess', data: (
        { __typename: 'Collection' }
        & { ' $fragmentRefs'?: { 'CollectionPage_CollectionFragment': CollectionPage_CollectionFragment } }
      ) }
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'CollectionRefusal_NotFoundError_Fragment': CollectionRefusal_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'SubmissionRefusedError' }
      & { ' $fragmentRefs'?: { 'CollectionRefusal_SubmissionRefusedError_Fragment': CollectionRefusal_SubmissionRefusedError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'CollectionRefusal_ValidationError_Fragment': CollectionRefusal_ValidationError_Fragment } }
    )
   };

export type SetCollectionItemNoteMutationVariables = Exact<{
  id: string;
  itemId: number;
  note?: string | null | undefined;
}>;


export type SetCollectionItemNoteMutation = { __typename: 'Mutation', setCollectionItemNote:
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'CollectionRefusal_NotFoundError_Fragment': CollectionRefusal_NotFoundError_Fragment } }
    )
    | { __typename: 'SetCollectionItemNoteSuccess', data: (
        { __typename: 'Collection' }
        & { ' $fragmentRefs'?: { 'CollectionPage_CollectionFragment': CollectionPage_CollectionFragment } }
      ) }
    | (
      { __typename: 'SubmissionRefusedError' }
      & { ' $fragmentRefs'?: { 'CollectionRefusal_SubmissionRefusedError_Fragment': CollectionRefusal_SubmissionRefusedError_Fragment } }
    )
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'CollectionRefusal_ValidationError_Fragment': CollectionRefusal_ValidationError_Fragment } }
    )
   };

export type RemoveFromCollectionMutationVariables = Exact<{
  id: string;
  itemId: number;
}>;


export type RemoveFromCollectionMutation = { __typename: 'Mutation', removeFromCollection:
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'CollectionRefusal_NotFoundError_Fragment': CollectionRefusal_NotFoundError_Fragment } }
    )
    | { __typename: 'RemoveFromCollectionSuccess', data: (
        { __typename: 'Collection' }
        & { ' $fragmentRefs'?: { 'CollectionPage_CollectionFragment': CollectionPage_CollectionFragment } }
      ) }
    | (
      { __typename: 'SubmissionRefusedError' }
      & { ' $fragmentRefs'?: { 'CollectionRefusal_SubmissionRefusedError_Fragment': CollectionRefusal_SubmissionRefusedError_Fragment } }
    )
   };

export type DeleteCollectionMutationVariables = Exact<{
  id: string;
}>;


export type DeleteCollectionMutation = { __typename: 'Mutation', deleteCollection:
    | { __typename: 'DeleteCollectionSuccess', data: string }
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'CollectionRefusal_NotFoundError_Fragment': CollectionRefusal_NotFoundError_Fragment } }
    )
    | (
      { __typename: 'SubmissionRefusedError' }
      & { ' $fragmentRefs'?: { 'CollectionRefusal_SubmissionRefusedError_Fragment': CollectionRefusal_SubmissionRefusedError_Fragment } }
    )
   };

export type RenewCollectionEditKeyMutationVariables = Exact<{
  id: string;
}>;


export type RenewCollectionEditKeyMutation = { __typename: 'Mutation', renewCollectionEditKey:
    | (
      { __typename: 'NotFoundError' }
      & { ' $fragmentRefs'?: { 'CollectionRefusal_NotFoundError_Fragment': CollectionRefusal_NotFoundError_Fragment } }
    )
    | { __typename: 'RenewCollectionEditKeySuccess', data: string }
    | (
      { __typename: 'SubmissionRefusedError' }
      & { ' $fragmentRefs'?: { 'CollectionRefusal_SubmissionRefusedError_Fragment': CollectionRefusal_SubmissionRefusedError_Fragment } }
    )
   };

export type CompareColumn_ScreenFragment = { __typename: 'Screen', id: string, dbId: number, airtableId: string, name: string, altText: string | null, src: string, flow: string, tags: Array<string>, app: { __typename: 'App', id: string, name: string, slug: string, logoSrc: string | null } } & { ' $fragmentName'?: 'CompareColumn_ScreenFragment' };

export type CompareFlowsQueryVariables = Exact<{
  slug: string;
  apps: Array<string> | string;
}>;


export type CompareFlowsQuery = { __typename: 'Query', flowKind: { __typename: 'FlowKind', slug: string, namePt: string, nameEn: string, rows: { __typename: 'FlowKindRowsConnection', edges: Array<{ __typename: 'FlowKindRowsConnectionEdge', cursor: string, node: { __typename: 'FlowRow', flow: string, screenCount: number, app: { __typename: 'App', id: string, name: string, slug: string }, screens: Array<(
            { __typename: 'Screen', id: string, airtableId: string }
            & { ' $fragmentRefs'?: { 'ScreenThumb_ScreenFragment': ScreenThumb_ScreenFragment;'ScreenViewer_ScreenFragment': ScreenViewer_ScreenFragment } }
          )> } }> } } | null };

export type ComparePageQueryVariables = Exact<{
  ids: Array<number> | number;
}>;


export type ComparePageQuery = { __typename: 'Query', screensByIds: Array<(
    { __typename: 'Screen', id: string, dbId: number }
    & { ' $fragmentRefs'?: { 'CompareColumn_ScreenFragment': CompareColumn_ScreenFragment } }
  ) | null> };

export type ReportedCollectionQueryVariables = Exact<{
  id: string;
}>;


export type ReportedCollectionQuery = { __typename: 'Query', collection: { __typename: 'Collection', id: string, title: string, takenDown: boolean } | null };

export type SubmitScreensAppsQueryVariables = Exact<{ [key: string]: never; }>;


export type SubmitScreensAppsQuery = { __typename: 'Query', apps: Array<{ __typename: 'App', id: string, slug: string, name: string, country: string, type: AppType | null }> };

export type SubmitScreensFlowsQueryVariables = Exact<{
  idOrSlug: string;
}>;


export type SubmitScreensFlowsQuery = { __typename: 'Query', app: { __typename: 'App', id: string, screens: Array<{ __typename: 'Screen', id: string, flow: string }> } | null };

export type ContributionSubjectQueryVariables = Exact<{
  idOrSlug: string;
}>;


export type ContributionSubjectQuery = { __typename: 'Query', app: { __typename: 'App', id: string, name: string, slug: string, logoSrc: string | null, screens: Array<{ __typename: 'Screen', id: string, dbId: number, airtableId: string, name: string }> } | null };

export type FlowKindPageQueryVariables = Exact<{
  slug: string;
  filter?: FlowRowFilter | null | undefined;
  after?: string | null | undefined;
}>;


export type FlowKindPageQuery = { __typename: 'Query', flowKind: { __typename: 'FlowKind', slug: string, namePt: string, nameEn: string, rows: { __typename: 'FlowKindRowsConnection', edges: Array<{ __typename: 'FlowKindRowsConnectionEdge', cursor: string, node: (
          { __typename: 'FlowRow', app: { __typename: 'App', id: string, slug: string }, screens: Array<(
            { __typename: 'Screen', id: string }
            & { ' $fragmentRefs'?: { 'ScreenViewer_ScreenFragment': ScreenViewer_ScreenFragment } }
          )> }
          & { ' $fragmentRefs'?: { 'FlowRow_RowFragment': FlowRow_RowFragment } }
        ) }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } } | null, categories: Array<{ __typename: 'Category', name: string, nameEn: string, hidden: boolean }> };

export type FlowRow_RowFragment = { __typename: 'FlowRow', flow: string, screenCount: number, app: { __typename: 'App', id: string, name: string, slug: string }, screens: Array<(
    { __typename: 'Screen', id: string, dbId: number, airtableId: string }
    & { ' $fragmentRefs'?: { 'ScreenThumb_ScreenFragment': ScreenThumb_ScreenFragment } }
  )> } & { ' $fragmentName'?: 'FlowRow_RowFragment' };

export type FlowsIndexQueryVariables = Exact<{ [key: string]: never; }>;


export type FlowsIndexQuery = { __typename: 'Query', flowKinds: Array<{ __typename: 'FlowKind', slug: string, namePt: string, nameEn: string, appCount: number }> };

export type DevelopersDocQueryVariables = Exact<{
  language?: string | null | undefined;
}>;


export type DevelopersDocQuery = { __typename: 'Query', siteDocument: { __typename: 'SiteDocument', id: string, content: string } | null };

export type NewsletterCountQueryVariables = Exact<{ [key: string]: never; }>;


export type NewsletterCountQuery = { __typename: 'Query', newsletter: { __typename: 'Newsletter', subscriberCount: number } };

export type SubscribeNewsletterMutationVariables = Exact<{
  email: string;
  language?: Language | null | undefined;
  page?: string | null | undefined;
}>;


export type SubscribeNewsletterMutation = { __typename: 'Mutation', subscribeNewsletter:
    | (
      { __typename: 'AlreadySubscribedError' }
      & { ' $fragmentRefs'?: { 'ResultError_AlreadySubscribedError_Fragment': ResultError_AlreadySubscribedError_Fragment } }
    )
    | { __typename: 'SubscribeNewsletterSuccess', data: { __typename: 'SubscribeNewsletterPayload', subscriberCount: number } }
    | (
      { __typename: 'ValidationError' }
      & { ' $fragmentRefs'?: { 'ResultError_ValidationError_Fragment': ResultError_ValidationError_Fragment } }
    )
   };

export type FilterBar_FacetsFragment = { __typename: 'GalleryFacets', tags: Array<{ __typename: 'FacetOption', value: string, label: string, labelEn: string, count: number }>, categories: Array<{ __typename: 'FacetOption', value: string, label: string, labelEn: string, count: number }>, countries: Array<{ __typename: 'FacetOption', value: string, label: string, labelEn: string, count: number }>, platforms: Array<{ __typename: 'FacetOption', value: string, label: string, labelEn: string, count: number }>, types: Array<{ __typename: 'FacetOption', value: string, label: string, labelEn: string, count: number }>, apps: Array<{ __typename: 'FacetOption', value: string, label: string, labelEn: string, count: number }> } & { ' $fragmentName'?: 'FilterBar_FacetsFragment' };

export type GalleryCard_ScreenFragment = (
  { __typename: 'Screen', id: string, dbId: number, name: string, app: { __typename: 'App', id: string, name: string, slug: string, logoSrc: string | null } }
  & { ' $fragmentRefs'?: { 'ScreenThumb_ScreenFragment': ScreenThumb_ScreenFragment } }
) & { ' $fragmentName'?: 'GalleryCard_ScreenFragment' };

export type ScreensPageQueryVariables = Exact<{
  filter?: ScreenFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
  sort?: GallerySort | null | undefined;
}>;


export type ScreensPageQuery = { __typename: 'Query', screens: { __typename: 'QueryScreensConnection', totalCount: number, edges: Array<{ __typename: 'QueryScreensConnectionEdge', cursor: string, node: (
        { __typename: 'Screen', id: string, dbId: number, airtableId: string, app: { __typename: 'App', id: string, slug: string } }
        & { ' $fragmentRefs'?: { 'GalleryCard_ScreenFragment': GalleryCard_ScreenFragment;'ScreenViewer_ScreenFragment': ScreenViewer_ScreenFragment } }
      ) }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type ScreensTailQueryVariables = Exact<{
  filter?: ScreenFilter | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  sort?: GallerySort | null | undefined;
}>;


export type ScreensTailQuery = { __typename: 'Query', screens: { __typename: 'QueryScreensConnection', edges: Array<{ __typename: 'QueryScreensConnectionEdge', node: (
        { __typename: 'Screen', id: string, dbId: number, airtableId: string, app: { __typename: 'App', id: string, slug: string } }
        & { ' $fragmentRefs'?: { 'GalleryCard_ScreenFragment': GalleryCard_ScreenFragment;'ScreenViewer_ScreenFragment': ScreenViewer_ScreenFragment } }
      ) }>, pageInfo: { __typename: 'PageInfo', hasPreviousPage: boolean, startCursor: string | null } } };

export type ScreenFacetsQueryVariables = Exact<{
  filter?: ScreenFilter | null | undefined;
}>;


export type ScreenFacetsQuery = { __typename: 'Query', screenFacets: (
    { __typename: 'GalleryFacets' }
    & { ' $fragmentRefs'?: { 'FilterBar_FacetsFragment': FilterBar_FacetsFragment } }
  ) };

export type GalleryScreenQueryVariables = Exact<{
  id: string;
}>;


export type GalleryScreenQuery = { __typename: 'Query', screen: (
    { __typename: 'Screen', id: string, dbId: number, airtableId: string, app: { __typename: 'App', id: string, slug: string } }
    & { ' $fragmentRefs'?: { 'ScreenViewer_ScreenFragment': ScreenViewer_ScreenFragment } }
  ) | null };

export type GalleryAppScreensQueryVariables = Exact<{
  slug: string;
}>;


export type GalleryAppScreensQuery = { __typename: 'Query', app: { __typename: 'App', id: string, screens: Array<(
      { __typename: 'Screen', id: string, dbId: number, airtableId: string, app: { __typename: 'App', id: string, slug: string } }
      & { ' $fragmentRefs'?: { 'ScreenViewer_ScreenFragment': ScreenViewer_ScreenFragment } }
    )> } | null };

export type AdminViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminViewerQuery = { __typename: 'Query', viewer: { __typename: 'Viewer', username: string, isAdmin: boolean } | null };

export type AdminLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminLogoutMutation = { __typename: 'Mutation', logout: boolean };

type ResultError_AlreadySubscribedError_Fragment = { __typename: 'AlreadySubscribedError', message: string } & { ' $fragmentName'?: 'ResultError_AlreadySubscribedError_Fragment' };

type ResultError_ConflictError_Fragment = { __typename: 'ConflictError', message: string } & { ' $fragmentName'?: 'ResultError_ConflictError_Fragment' };

type ResultError_GoneError_Fragment = { __typename: 'GoneError', message: string } & { ' $fragmentName'?: 'ResultError_GoneError_Fragment' };

type ResultError_InvalidCredentialsError_Fragment = { __typename: 'InvalidCredentialsError', message: string } & { ' $fragmentName'?: 'ResultError_InvalidCredentialsError_Fragment' };

type ResultError_NotFoundError_Fragment = { __typename: 'NotFoundError', message: string } & { ' $fragmentName'?: 'ResultError_NotFoundError_Fragment' };

type ResultError_SubmissionRefusedError_Fragment = { __typename: 'SubmissionRefusedError', message: string } & { ' $fragmentName'?: 'ResultError_SubmissionRefusedError_Fragment' };

type ResultError_UpstreamError_Fragment = { __typename: 'UpstreamError', message: string } & { ' $fragmentName'?: 'ResultError_UpstreamError_Fragment' };

type ResultError_ValidationError_Fragment = { __typename: 'ValidationError', message: string, issues: Array<{ __typename: 'FieldIssue', path: string, message: string, code: string }> } & { ' $fragmentName'?: 'ResultError_ValidationError_Fragment' };

export type ResultErrorFragment =
  | ResultError_AlreadySubscribedError_Fragment
  | ResultError_ConflictError_Fragment
  | ResultError_GoneError_Fragment
  | ResultError_InvalidCredentialsError_Fragment
  | ResultError_NotFoundError_Fragment
  | ResultError_SubmissionRefusedError_Fragment
  | ResultError_UpstreamError_Fragment
  | ResultError_ValidationError_Fragment
;

export const CollectionRefusalFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollectionRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CollectionRefusalFragment, unknown>;
export const ScreenViewer_ScreenFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScreenViewer_Screen"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Screen"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"airtableId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"logoSrc"}}]}}]}}]} as unknown as DocumentNode<ScreenViewer_ScreenFragment, unknown>;
export const ContributionItem_ContributionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContributionItem_Contribution"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contribution"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"appLink"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"appType"}},{"kind":"Field","name":{"kind":"Name","value":"appPlatform"}},{"kind":"Field","name":{"kind":"Name","value":"appCountry"}},{"kind":"Field","name":{"kind":"Name","value":"screenId"}},{"kind":"Field","name":{"kind":"Name","value":"collectionId"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"flow"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"resultAppId"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ContributionItem_ContributionFragment, unknown>;
export const CurateCaptures_ImageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurateCaptures_Image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContributionImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"flow"}},{"kind":"Field","name":{"kind":"Name","value":"suggestion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"flow"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}}]}}]} as unknown as DocumentNode<CurateCaptures_ImageFragment, unknown>;
export const DecisionDialog_ContributionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DecisionDialog_Contribution"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contribution"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"appLink"}},{"kind":"Field","name":{"kind":"Name","value":"appType"}},{"kind":"Field","name":{"kind":"Name","value":"appPlatform"}},{"kind":"Field","name":{"kind":"Name","value":"appCountry"}},{"kind":"Field","name":{"kind":"Name","value":"collectionId"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurateCaptures_Image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"imagesVersion"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurateCaptures_Image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContributionImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"flow"}},{"kind":"Field","name":{"kind":"Name","value":"suggestion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"flow"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}}]}}]} as unknown as DocumentNode<DecisionDialog_ContributionFragment, unknown>;
export const AuditEntry_EntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEntry_Entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]} as unknown as DocumentNode<AuditEntry_EntryFragment, unknown>;
export const DeletedRecords_RecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeletedRecords_Record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeletedRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"airtableId"}},{"kind":"Field","name":{"kind":"Name","value":"entity"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"deletedBy"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<DeletedRecords_RecordFragment, unknown>;
export const HostStatusCard_ImageHostStatusFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HostStatusCard_ImageHostStatus"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageHostStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"cloudName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<HostStatusCard_ImageHostStatusFragment, unknown>;
export const JobHistory_JobFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobHistory_Job"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"processed"}},{"kind":"Field","name":{"kind":"Name","value":"succeeded"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]}}]} as unknown as DocumentNode<JobHistory_JobFragment, unknown>;
export const JobProgress_JobFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobProgress_Job"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"processed"}},{"kind":"Field","name":{"kind":"Name","value":"succeeded"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"currentBatch"}},{"kind":"Field","name":{"kind":"Name","value":"batches"}},{"kind":"Field","name":{"kind":"Name","value":"etaSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"record"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<JobProgress_JobFragment, unknown>;
export const DigestSend_StatusFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DigestSend_Status"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastDigestJob"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"digests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"screenCount"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"queued"}},{"kind":"Field","name":{"kind":"Name","value":"retrying"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"suppressed"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}}]}}]}}]}}]} as unknown as DocumentNode<DigestSend_StatusFragment, unknown>;
export const MailStatus_StatusFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailStatus_Status"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smtpServer"}},{"kind":"Field","name":{"kind":"Name","value":"publicUrl"}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}},{"kind":"Field","name":{"kind":"Name","value":"nextScheduledAt"}},{"kind":"Field","name":{"kind":"Name","value":"ratePerSecond"}},{"kind":"Field","name":{"kind":"Name","value":"concurrency"}},{"kind":"Field","name":{"kind":"Name","value":"subscribers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"unconfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"suppressed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"waitingConfirmations"}}]}}]} as unknown as DocumentNode<MailStatus_StatusFragment, unknown>;
export const AppEditor_AppFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppEditor_App"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"adminStatus"}},{"kind":"Field","name":{"kind":"Name","value":"appInfo"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"synced"}},{"kind":"Field","name":{"kind":"Name","value":"adminEdited"}},{"kind":"Field","name":{"kind":"Name","value":"retiredAt"}}]}}]} as unknown as DocumentNode<AppEditor_AppFragment, unknown>;
export const AppPicker_AppFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppPicker_App"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"adminStatus"}}]}}]} as unknown as DocumentNode<AppPicker_AppFragment, unknown>;
export const EditScreenDialog_ScreenFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditScreenDialog_Screen"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Screen"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"flow"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"airtableId"}},{"kind":"Field","name":{"kind":"Name","value":"capturedAt"}},{"kind":"Field","name":{"kind":"Name","value":"appVersion"}}]}}]} as unknown as DocumentNode<EditScreenDialog_ScreenFragment, unknown>;
export const AdminScreenRow_ScreenFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminScreenRow_Screen"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Screen"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"ocrError"}}]}}]} as unknown as DocumentNode<AdminScreenRow_ScreenFragment, unknown>;
export const AppHeader_AppFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppHeader_App"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"appInfo"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"planned"}},{"kind":"Field","name":{"kind":"Name","value":"retiredAt"}},{"kind":"Field","name":{"kind":"Name","value":"logoSrc"}}]}}]} as unknown as DocumentNode<AppHeader_AppFragment, unknown>;
export const AppCard_AppFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppCard_App"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"planned"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"logoSrc"}},{"kind":"Field","name":{"kind":"Name","value":"screenCount"}},{"kind":"Field","name":{"kind":"Name","value":"firstScreen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}}]}}]} as unknown as DocumentNode<AppCard_AppFragment, unknown>;
export const CollectionPage_CollectionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollectionPage_Collection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Collection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"takenDown"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}},{"kind":"Field","name":{"kind":"Name","value":"screen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"airtableId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"flow"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"logoSrc"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CollectionPage_CollectionFragment, unknown>;
export const CompareColumn_ScreenFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompareColumn_Screen"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Screen"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"airtableId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"flow"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"logoSrc"}}]}}]}}]} as unknown as DocumentNode<CompareColumn_ScreenFragment, unknown>;
export const ScreenThumb_ScreenFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScreenThumb_Screen"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Screen"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"airtableId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"src"}}]}}]} as unknown as DocumentNode<ScreenThumb_ScreenFragment, unknown>;
export const FlowRow_RowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlowRow_Row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlowRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flow"}},{"kind":"Field","name":{"kind":"Name","value":"screenCount"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"screens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"airtableId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScreenThumb_Screen"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScreenThumb_Screen"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Screen"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"airtableId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"src"}}]}}]} as unknown as DocumentNode<FlowRow_RowFragment, unknown>;
export const FilterBar_FacetsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FilterBar_Facets"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryFacets"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"platforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"types"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"apps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<FilterBar_FacetsFragment, unknown>;
export const GalleryCard_ScreenFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GalleryCard_Screen"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Screen"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"logoSrc"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScreenThumb_Screen"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScreenThumb_Screen"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Screen"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"airtableId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"src"}}]}}]} as unknown as DocumentNode<GalleryCard_ScreenFragment, unknown>;
export const ResultErrorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<ResultErrorFragment, unknown>;
export const CreateCollectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCollection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCollectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCollection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCollectionSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editKey"}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollectionRefusal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollectionRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateCollectionMutation, CreateCollectionMutationVariables>;
export const AddToCollectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddToCollection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"screenId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToCollection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"screenId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"screenId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddToCollectionSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollectionRefusal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollectionRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AddToCollectionMutation, AddToCollectionMutationVariables>;
export const ScreenLooksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScreenLooks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withSearch"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"screen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrAirtableId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"palette"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hex"}},{"kind":"Field","name":{"kind":"Name","value":"share"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textMatches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withSearch"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"boxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"w"}},{"kind":"Field","name":{"kind":"Name","value":"h"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ScreenLooksQuery, ScreenLooksQueryVariables>;
export const ViewerSimilarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewerSimilar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"screen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrAirtableId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"similarPending"}},{"kind":"Field","name":{"kind":"Name","value":"similar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"6"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"airtableId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ViewerSimilarQuery, ViewerSimilarQueryVariables>;
export const ScreenVersionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScreenVersions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"screen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrAirtableId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"capturedAt"}},{"kind":"Field","name":{"kind":"Name","value":"appVersion"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"capturedAt"}},{"kind":"Field","name":{"kind":"Name","value":"appVersion"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","alias":{"kind":"Name","value":"thumb"},"name":{"kind":"Name","value":"imageSized"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"width"},"value":{"kind":"IntValue","value":"160"}}]},{"kind":"Field","alias":{"kind":"Name","value":"full"},"name":{"kind":"Name","value":"imageSized"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"width"},"value":{"kind":"IntValue","value":"960"}}]}]}}]}}]}}]} as unknown as DocumentNode<ScreenVersionsQuery, ScreenVersionsQueryVariables>;
export const AboutStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AboutStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apps"}},{"kind":"Field","name":{"kind":"Name","value":"screens"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"iconUrl"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}}]}}]}}]} as unknown as DocumentNode<AboutStatsQuery, AboutStatsQueryVariables>;
export const AdminCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"iconUrl"}},{"kind":"Field","name":{"kind":"Name","value":"synced"}},{"kind":"Field","name":{"kind":"Name","value":"adminEdited"}}]}}]}}]} as unknown as DocumentNode<AdminCategoriesQuery, AdminCategoriesQueryVariables>;
export const CreateCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCategorySuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<CreateCategoryMutation, CreateCategoryMutationVariables>;
export const ReorderCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<ReorderCategoriesMutation, ReorderCategoriesMutationVariables>;
export const UpdateCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateCategoryMutation, UpdateCategoryMutationVariables>;
export const AppSlugPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppSlugPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appSlugPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"takenBy"}}]}}]}}]} as unknown as DocumentNode<AppSlugPreviewQuery, AppSlugPreviewQueryVariables>;
export const CreateAppDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAppInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAppSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<CreateAppMutation, CreateAppMutationVariables>;
export const ContributionQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContributionQueue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContributionStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contributions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContributionItem_Contribution"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DecisionDialog_Contribution"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurateCaptures_Image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContributionImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"flow"}},{"kind":"Field","name":{"kind":"Name","value":"suggestion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"flow"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContributionItem_Contribution"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contribution"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"appLink"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"appType"}},{"kind":"Field","name":{"kind":"Name","value":"appPlatform"}},{"kind":"Field","name":{"kind":"Name","value":"appCountry"}},{"kind":"Field","name":{"kind":"Name","value":"screenId"}},{"kind":"Field","name":{"kind":"Name","value":"collectionId"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"flow"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"resultAppId"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DecisionDialog_Contribution"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contribution"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"appLink"}},{"kind":"Field","name":{"kind":"Name","value":"appType"}},{"kind":"Field","name":{"kind":"Name","value":"appPlatform"}},{"kind":"Field","name":{"kind":"Name","value":"appCountry"}},{"kind":"Field","name":{"kind":"Name","value":"collectionId"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurateCaptures_Image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"imagesVersion"}}]}}]} as unknown as DocumentNode<ContributionQueueQuery, ContributionQueueQueryVariables>;
export const ContributionCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContributionCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contributionCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingImages"}}]}}]}}]} as unknown as DocumentNode<ContributionCountsQuery, ContributionCountsQueryVariables>;
export const ApproveContributionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveContribution"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ApproveContributionInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveContribution"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApproveContributionSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"resultAppId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContributionItem_Contribution"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContributionItem_Contribution"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contribution"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"appLink"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"appType"}},{"kind":"Field","name":{"kind":"Name","value":"appPlatform"}},{"kind":"Field","name":{"kind":"Name","value":"appCountry"}},{"kind":"Field","name":{"kind":"Name","value":"screenId"}},{"kind":"Field","name":{"kind":"Name","value":"collectionId"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"flow"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"resultAppId"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<ApproveContributionMutation, ApproveContributionMutationVariables>;
export const RejectContributionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectContribution"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectContribution"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RejectContributionSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContributionItem_Contribution"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContributionItem_Contribution"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contribution"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"appLink"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"appType"}},{"kind":"Field","name":{"kind":"Name","value":"appPlatform"}},{"kind":"Field","name":{"kind":"Name","value":"appCountry"}},{"kind":"Field","name":{"kind":"Name","value":"screenId"}},{"kind":"Field","name":{"kind":"Name","value":"collectionId"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"flow"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"resultAppId"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<RejectContributionMutation, RejectContributionMutationVariables>;
export const AirtableStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AirtableStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"airtableConfigured"}},{"kind":"Field","name":{"kind":"Name","value":"jobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"StringValue","value":"airtable-sync","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deletedRecords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"airtableId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeletedRecords_Record"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeletedRecords_Record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeletedRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"airtableId"}},{"kind":"Field","name":{"kind":"Name","value":"entity"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"deletedBy"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]} as unknown as DocumentNode<AirtableStatusQuery, AirtableStatusQueryVariables>;
export const StartAirtableSyncDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartAirtableSync"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startAirtableSync"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StartAirtableSyncSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobProgress_Job"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobProgress_Job"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"processed"}},{"kind":"Field","name":{"kind":"Name","value":"succeeded"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"currentBatch"}},{"kind":"Field","name":{"kind":"Name","value":"batches"}},{"kind":"Field","name":{"kind":"Name","value":"etaSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"record"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<StartAirtableSyncMutation, StartAirtableSyncMutationVariables>;
export const DashboardBackupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardBackup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastBackup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"bytes"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<DashboardBackupQuery, DashboardBackupQueryVariables>;
export const RestoreDeletedRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreDeletedRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"airtableId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreDeletedRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"airtableId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"airtableId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RestoreDeletedRecordSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"airtableId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<RestoreDeletedRecordMutation, RestoreDeletedRecordMutationVariables>;
export const DashboardHostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardHost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageHostStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cloudName"}},{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DashboardHostQuery, DashboardHostQueryVariables>;
export const OcrJobsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OcrJobs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"StringValue","value":"ocr","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]}}]} as unknown as DocumentNode<OcrJobsQuery, OcrJobsQueryVariables>;
export const DashboardContributionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardContributions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contributionCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}}]}}]} as unknown as DocumentNode<DashboardContributionsQuery, DashboardContributionsQueryVariables>;
export const AuditLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEntry_Entry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEntry_Entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]} as unknown as DocumentNode<AuditLogQuery, AuditLogQueryVariables>;
export const AdminSubscriberCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSubscriberCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriberCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newsletterStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSubscriberCountQuery, AdminSubscriberCountQueryVariables>;
export const ImageHostStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImageHostStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageHostStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HostStatusCard_ImageHostStatus"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HostStatusCard_ImageHostStatus"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageHostStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"cloudName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ImageHostStatusQuery, ImageHostStatusQueryVariables>;
export const MigrationJobsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MigrationJobs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"StringValue","value":"image-migration","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobHistory_Job"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobHistory_Job"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"processed"}},{"kind":"Field","name":{"kind":"Name","value":"succeeded"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]}}]} as unknown as DocumentNode<MigrationJobsQuery, MigrationJobsQueryVariables>;
export const StartImageMigrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartImageMigration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImageMigrationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startImageMigration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StartImageMigrationSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobProgress_Job"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobProgress_Job"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"processed"}},{"kind":"Field","name":{"kind":"Name","value":"succeeded"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"currentBatch"}},{"kind":"Field","name":{"kind":"Name","value":"batches"}},{"kind":"Field","name":{"kind":"Name","value":"etaSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"record"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<StartImageMigrationMutation, StartImageMigrationMutationVariables>;
export const TestImageUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestImageUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TestImageUploadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testImageUpload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestImageUploadSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"publicId"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<TestImageUploadMutation, TestImageUploadMutationVariables>;
export const CancelJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CancelJobSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobProgress_Job"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobProgress_Job"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"processed"}},{"kind":"Field","name":{"kind":"Name","value":"succeeded"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"currentBatch"}},{"kind":"Field","name":{"kind":"Name","value":"batches"}},{"kind":"Field","name":{"kind":"Name","value":"etaSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"record"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<CancelJobMutation, CancelJobMutationVariables>;
export const AdminJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"job"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobProgress_Job"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobProgress_Job"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"processed"}},{"kind":"Field","name":{"kind":"Name","value":"succeeded"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"currentBatch"}},{"kind":"Field","name":{"kind":"Name","value":"batches"}},{"kind":"Field","name":{"kind":"Name","value":"etaSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"record"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<AdminJobQuery, AdminJobQueryVariables>;
export const NewsletterConsentRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsletterConsentRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletterConsentRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"json"}}]}}]}}]} as unknown as DocumentNode<NewsletterConsentRecordQuery, NewsletterConsentRecordQueryVariables>;
export const NewsletterDigestPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsletterDigestPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletterDigestPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"screenCount"}},{"kind":"Field","name":{"kind":"Name","value":"appCount"}}]}}]}}]} as unknown as DocumentNode<NewsletterDigestPreviewQuery, NewsletterDigestPreviewQueryVariables>;
export const SendNewsletterDigestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendNewsletterDigest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendNewsletterDigest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SendNewsletterDigestSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobProgress_Job"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobProgress_Job"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"processed"}},{"kind":"Field","name":{"kind":"Name","value":"succeeded"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"currentBatch"}},{"kind":"Field","name":{"kind":"Name","value":"batches"}},{"kind":"Field","name":{"kind":"Name","value":"etaSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"record"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<SendNewsletterDigestMutation, SendNewsletterDigestMutationVariables>;
export const NewsletterPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsletterPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletterStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscribers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmed"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MailStatus_Status"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DigestSend_Status"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailStatus_Status"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smtpServer"}},{"kind":"Field","name":{"kind":"Name","value":"publicUrl"}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}},{"kind":"Field","name":{"kind":"Name","value":"nextScheduledAt"}},{"kind":"Field","name":{"kind":"Name","value":"ratePerSecond"}},{"kind":"Field","name":{"kind":"Name","value":"concurrency"}},{"kind":"Field","name":{"kind":"Name","value":"subscribers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"unconfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"suppressed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"waitingConfirmations"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DigestSend_Status"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastDigestJob"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"digests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"screenCount"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"queued"}},{"kind":"Field","name":{"kind":"Name","value":"retrying"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"suppressed"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}}]}}]}}]}}]} as unknown as DocumentNode<NewsletterPageQuery, NewsletterPageQueryVariables>;
export const SendNewsletterTestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendNewsletterTest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendNewsletterTest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SendNewsletterTestSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<SendNewsletterTestMutation, SendNewsletterTestMutationVariables>;
export const AdminAppOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAppOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"airtableConfigured"}},{"kind":"Field","name":{"kind":"Name","value":"apps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]} as unknown as DocumentNode<AdminAppOptionsQuery, AdminAppOptionsQueryVariables>;
export const CreateScreenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateScreen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateScreenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createScreen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateScreenSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"screenCount"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<CreateScreenMutation, CreateScreenMutationVariables>;
export const UpdateAppDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateApp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateAppInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateApp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateAppSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"planned"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppEditor_App"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppPicker_App"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppEditor_App"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"adminStatus"}},{"kind":"Field","name":{"kind":"Name","value":"appInfo"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"synced"}},{"kind":"Field","name":{"kind":"Name","value":"adminEdited"}},{"kind":"Field","name":{"kind":"Name","value":"retiredAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppPicker_App"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"adminStatus"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateAppMutation, UpdateAppMutationVariables>;
export const BulkEditScreensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BulkEditScreens"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BulkScreenAction"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"screenIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"flow"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tag"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkEditScreens"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appId"}}},{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}},{"kind":"Argument","name":{"kind":"Name","value":"screenIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"screenIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"flow"},"value":{"kind":"Variable","name":{"kind":"Name","value":"flow"}}},{"kind":"Argument","name":{"kind":"Name","value":"tag"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tag"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BulkEditScreensSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<BulkEditScreensMutation, BulkEditScreensMutationVariables>;
export const AdminAppsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminApps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminApps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppPicker_App"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppPicker_App"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"adminStatus"}}]}}]} as unknown as DocumentNode<AdminAppsQuery, AdminAppsQueryVariables>;
export const AdminAppDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminApp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminApp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"logoSrc"}},{"kind":"Field","name":{"kind":"Name","value":"adminStatus"}},{"kind":"Field","name":{"kind":"Name","value":"screenCount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppEditor_App"}},{"kind":"Field","name":{"kind":"Name","value":"screens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"flow"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminScreenRow_Screen"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditScreenDialog_Screen"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppEditor_App"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"adminStatus"}},{"kind":"Field","name":{"kind":"Name","value":"appInfo"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"synced"}},{"kind":"Field","name":{"kind":"Name","value":"adminEdited"}},{"kind":"Field","name":{"kind":"Name","value":"retiredAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminScreenRow_Screen"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Screen"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"ocrError"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditScreenDialog_Screen"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Screen"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"flow"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"airtableId"}},{"kind":"Field","name":{"kind":"Name","value":"capturedAt"}},{"kind":"Field","name":{"kind":"Name","value":"appVersion"}}]}}]} as unknown as DocumentNode<AdminAppQuery, AdminAppQueryVariables>;
export const UpdateScreenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateScreen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateScreenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateScreen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateScreenSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditScreenDialog_Screen"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminScreenRow_Screen"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditScreenDialog_Screen"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Screen"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"flow"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"airtableId"}},{"kind":"Field","name":{"kind":"Name","value":"capturedAt"}},{"kind":"Field","name":{"kind":"Name","value":"appVersion"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminScreenRow_Screen"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Screen"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"ocrError"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateScreenMutation, UpdateScreenMutationVariables>;
export const AdminFlowKindsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminFlowKinds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flowKinds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"namePt"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"appFlowKinds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"flow"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]}}]} as unknown as DocumentNode<AdminFlowKindsQuery, AdminFlowKindsQueryVariables>;
export const SetFlowKindDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetFlowKind"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"flow"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setFlowKind"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appId"}}},{"kind":"Argument","name":{"kind":"Name","value":"flow"},"value":{"kind":"Variable","name":{"kind":"Name","value":"flow"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SetFlowKindSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"flow"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<SetFlowKindMutation, SetFlowKindMutationVariables>;
export const RetryScreenOcrDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetryScreenOcr"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryScreenOcr"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<RetryScreenOcrMutation, RetryScreenOcrMutationVariables>;
export const ReorderScreensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderScreens"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"flow"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"screenIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderScreens"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appId"}}},{"kind":"Argument","name":{"kind":"Name","value":"flow"},"value":{"kind":"Variable","name":{"kind":"Name","value":"flow"}}},{"kind":"Argument","name":{"kind":"Name","value":"screenIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"screenIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReorderScreensSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<ReorderScreensMutation, ReorderScreensMutationVariables>;
export const DeleteScreenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteScreen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteScreen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteScreenSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteScreenMutation, DeleteScreenMutationVariables>;
export const AdminLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<AdminLoginMutation, AdminLoginMutationVariables>;
export const AppDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"app"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"appInfo"}},{"kind":"Field","name":{"kind":"Name","value":"planned"}},{"kind":"Field","name":{"kind":"Name","value":"captureYears"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppHeader_App"}},{"kind":"Field","name":{"kind":"Name","value":"screens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"airtableId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"flow"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"versionCount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScreenThumb_Screen"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScreenViewer_Screen"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppHeader_App"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"appInfo"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"planned"}},{"kind":"Field","name":{"kind":"Name","value":"retiredAt"}},{"kind":"Field","name":{"kind":"Name","value":"logoSrc"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScreenThumb_Screen"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Screen"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"airtableId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"src"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScreenViewer_Screen"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Screen"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"airtableId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"logoSrc"}}]}}]}}]} as unknown as DocumentNode<AppDetailQuery, AppDetailQueryVariables>;
export const RecordAppViewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordAppView"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordAppView"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<RecordAppViewMutation, RecordAppViewMutationVariables>;
export const AppAsOfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppAsOf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"asOf"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"app"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"screensAsOf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"asOf"},"value":{"kind":"Variable","name":{"kind":"Name","value":"asOf"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"capturedAt"}},{"kind":"Field","name":{"kind":"Name","value":"imageSized"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"width"},"value":{"kind":"IntValue","value":"360"}}]},{"kind":"Field","name":{"kind":"Name","value":"screen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"flow"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AppAsOfQuery, AppAsOfQueryVariables>;
export const AppFlowKindsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppFlowKinds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appFlowKinds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flow"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<AppFlowKindsQuery, AppFlowKindsQueryVariables>;
export const AppsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AppSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AppFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"planned"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"searchMatch"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppCard_App"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"formerNames"}},{"kind":"Field","name":{"kind":"Name","value":"iconUrl"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppCard_App"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"planned"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"logoSrc"}},{"kind":"Field","name":{"kind":"Name","value":"screenCount"}},{"kind":"Field","name":{"kind":"Name","value":"firstScreen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}}]}}]} as unknown as DocumentNode<AppsPageQuery, AppsPageQueryVariables>;
export const CollectionPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CollectionPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollectionPage_Collection"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollectionPage_Collection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Collection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"takenDown"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}},{"kind":"Field","name":{"kind":"Name","value":"screen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"airtableId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"flow"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"logoSrc"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CollectionPageQuery, CollectionPageQueryVariables>;
export const UpdateCollectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCollection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCollectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCollection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCollectionSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollectionPage_Collection"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollectionRefusal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollectionPage_Collection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Collection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"takenDown"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}},{"kind":"Field","name":{"kind":"Name","value":"screen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"airtableId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"flow"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"logoSrc"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollectionRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateCollectionMutation, UpdateCollectionMutationVariables>;
export const MoveCollectionItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveCollectionItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"position"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveCollectionItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"itemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"position"},"value":{"kind":"Variable","name":{"kind":"Name","value":"position"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MoveCollectionItemSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollectionPage_Collection"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollectionRefusal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollectionPage_Collection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Collection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"takenDown"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}},{"kind":"Field","name":{"kind":"Name","value":"screen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"airtableId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"flow"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"logoSrc"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollectionRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<MoveCollectionItemMutation, MoveCollectionItemMutationVariables>;
export const SetCollectionItemNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCollectionItemNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCollectionItemNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"itemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SetCollectionItemNoteSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollectionPage_Collection"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollectionRefusal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollectionPage_Collection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Collection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"takenDown"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}},{"kind":"Field","name":{"kind":"Name","value":"screen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"airtableId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"flow"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"logoSrc"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollectionRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SetCollectionItemNoteMutation, SetCollectionItemNoteMutationVariables>;
export const RemoveFromCollectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveFromCollection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeFromCollection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"itemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveFromCollectionSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollectionPage_Collection"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollectionRefusal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollectionPage_Collection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Collection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"takenDown"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}},{"kind":"Field","name":{"kind":"Name","value":"screen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"airtableId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"flow"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"logoSrc"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollectionRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RemoveFromCollectionMutation, RemoveFromCollectionMutationVariables>;
export const DeleteCollectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCollection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCollection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteCollectionSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollectionRefusal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollectionRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteCollectionMutation, DeleteCollectionMutationVariables>;
export const RenewCollectionEditKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenewCollectionEditKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renewCollectionEditKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RenewCollectionEditKeySuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollectionRefusal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollectionRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RenewCollectionEditKeyMutation, RenewCollectionEditKeyMutationVariables>;
export const CompareFlowsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompareFlows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"apps"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flowKind"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"namePt"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"12"}},{"kind":"Argument","name":{"kind":"Name","value":"screens"},"value":{"kind":"IntValue","value":"30"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"apps"},"value":{"kind":"Variable","name":{"kind":"Name","value":"apps"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flow"}},{"kind":"Field","name":{"kind":"Name","value":"screenCount"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"screens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"airtableId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScreenThumb_Screen"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScreenViewer_Screen"}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScreenThumb_Screen"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Screen"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"airtableId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"src"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScreenViewer_Screen"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Screen"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"airtableId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"logoSrc"}}]}}]}}]} as unknown as DocumentNode<CompareFlowsQuery, CompareFlowsQueryVariables>;
export const ComparePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComparePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"screensByIds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompareColumn_Screen"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompareColumn_Screen"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Screen"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"airtableId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"flow"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"logoSrc"}}]}}]}}]} as unknown as DocumentNode<ComparePageQuery, ComparePageQueryVariables>;
export const ReportedCollectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportedCollection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"takenDown"}}]}}]}}]} as unknown as DocumentNode<ReportedCollectionQuery, ReportedCollectionQueryVariables>;
export const SubmitScreensAppsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubmitScreensApps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<SubmitScreensAppsQuery, SubmitScreensAppsQueryVariables>;
export const SubmitScreensFlowsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubmitScreensFlows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"app"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"screens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"flow"}}]}}]}}]}}]} as unknown as DocumentNode<SubmitScreensFlowsQuery, SubmitScreensFlowsQueryVariables>;
export const ContributionSubjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContributionSubject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"app"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"logoSrc"}},{"kind":"Field","name":{"kind":"Name","value":"screens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"airtableId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ContributionSubjectQuery, ContributionSubjectQueryVariables>;
export const FlowKindPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FlowKindPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FlowRowFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flowKind"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"namePt"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"screens"},"value":{"kind":"IntValue","value":"12"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlowRow_Row"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"screens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScreenViewer_Screen"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScreenThumb_Screen"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Screen"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"airtableId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"src"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlowRow_Row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlowRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flow"}},{"kind":"Field","name":{"kind":"Name","value":"screenCount"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"screens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"airtableId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScreenThumb_Screen"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScreenViewer_Screen"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Screen"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"airtableId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"logoSrc"}}]}}]}}]} as unknown as DocumentNode<FlowKindPageQuery, FlowKindPageQueryVariables>;
export const FlowsIndexDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FlowsIndex"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flowKinds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"namePt"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"appCount"}}]}}]}}]} as unknown as DocumentNode<FlowsIndexQuery, FlowsIndexQueryVariables>;
export const DevelopersDocDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DevelopersDoc"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"title"},"value":{"kind":"StringValue","value":"desenvolvedores","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]} as unknown as DocumentNode<DevelopersDocQuery, DevelopersDocQueryVariables>;
export const NewsletterCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsletterCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriberCount"}}]}}]}}]} as unknown as DocumentNode<NewsletterCountQuery, NewsletterCountQueryVariables>;
export const SubscribeNewsletterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscribeNewsletter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribeNewsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubscribeNewsletterSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriberCount"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultError"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<SubscribeNewsletterMutation, SubscribeNewsletterMutationVariables>;
export const ScreensPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScreensPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ScreenFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GallerySort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"screens"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"airtableId"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GalleryCard_Screen"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScreenViewer_Screen"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScreenThumb_Screen"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Screen"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"airtableId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"src"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GalleryCard_Screen"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Screen"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"logoSrc"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScreenThumb_Screen"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScreenViewer_Screen"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Screen"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"airtableId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"logoSrc"}}]}}]}}]} as unknown as DocumentNode<ScreensPageQuery, ScreensPageQueryVariables>;
export const ScreensTailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScreensTail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ScreenFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GallerySort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"screens"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"airtableId"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GalleryCard_Screen"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScreenViewer_Screen"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScreenThumb_Screen"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Screen"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"airtableId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"src"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GalleryCard_Screen"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Screen"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"logoSrc"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScreenThumb_Screen"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScreenViewer_Screen"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Screen"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"airtableId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"logoSrc"}}]}}]}}]} as unknown as DocumentNode<ScreensTailQuery, ScreensTailQueryVariables>;
export const ScreenFacetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScreenFacets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ScreenFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"screenFacets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FilterBar_Facets"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FilterBar_Facets"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryFacets"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"platforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"types"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"apps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<ScreenFacetsQuery, ScreenFacetsQueryVariables>;
export const GalleryScreenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GalleryScreen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"screen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrAirtableId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"airtableId"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScreenViewer_Screen"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScreenViewer_Screen"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Screen"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"airtableId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"logoSrc"}}]}}]}}]} as unknown as DocumentNode<GalleryScreenQuery, GalleryScreenQueryVariables>;
export const GalleryAppScreensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GalleryAppScreens"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"app"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"screens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"airtableId"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScreenViewer_Screen"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScreenViewer_Screen"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Screen"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dbId"}},{"kind":"Field","name":{"kind":"Name","value":"airtableId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"logoSrc"}}]}}]}}]} as unknown as DocumentNode<GalleryAppScreensQuery, GalleryAppScreensQueryVariables>;
export const AdminViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]}}]} as unknown as DocumentNode<AdminViewerQuery, AdminViewerQueryVariables>;
export const AdminLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<AdminLogoutMutation, AdminLogoutMutationVariables>;