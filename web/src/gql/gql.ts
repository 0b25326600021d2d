/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment CollectionRefusal on Error {\n    code\n    message\n    ... on ValidationError {\n      issues {\n        path\n        message\n      }\n    }\n  }\n": typeof types.CollectionRefusalFragmentDoc,
    "\n  mutation CreateCollection($input: CreateCollectionInput!) {\n    createCollection(input: $input) {\n      __typename\n      ... on CreateCollectionSuccess {\n        data {\n          editKey\n          collection {\n            id\n            title\n            itemCount\n          }\n        }\n      }\n      ...CollectionRefusal\n    }\n  }\n": typeof types.CreateCollectionDocument,
    "\n  mutation AddToCollection($id: String!, $screenId: Int!) {\n    addToCollection(id: $id, screenId: $screenId) {\n      __typename\n      ... on AddToCollectionSuccess {\n        data {\n          id\n          title\n          itemCount\n        }\n      }\n      ...CollectionRefusal\n    }\n  }\n": typeof types.AddToCollectionDocument,
    "\n  fragment ScreenThumb_Screen on Screen {\n    id\n    airtableId\n    name\n    altText\n    src\n  }\n": typeof types.ScreenThumb_ScreenFragmentDoc,
    "\n  query ScreenLooks($id: String!, $search: String!, $withSearch: Boolean!) {\n    screen(idOrAirtableId: $id) {\n      id\n      palette {\n        hex\n        share\n      }\n      textMatches(search: $search) @include(if: $withSearch) {\n        width\n        height\n        boxes {\n          text\n          x\n          y\n          w\n          h\n        }\n      }\n    }\n  }\n": typeof types.ScreenLooksDocument,
    "\n  fragment ScreenViewer_Screen on Screen {\n    id\n    dbId\n    airtableId\n    name\n    altText\n    src\n    tags\n    app {\n      id\n      name\n      slug\n      logoSrc\n    }\n  }\n": typeof types.ScreenViewer_ScreenFragmentDoc,
    "\n  query ViewerSimilar($id: String!) {\n    screen(idOrAirtableId: $id) {\n      id\n      similarPending\n      similar(first: 6) {\n        id\n        airtableId\n        name\n        src\n        app {\n          id\n          name\n          slug\n        }\n      }\n    }\n  }\n": typeof types.ViewerSimilarDocument,
    "\n  query ScreenVersions($id: String!) {\n    screen(idOrAirtableId: $id) {\n      id\n      capturedAt\n      appVersion\n      versions {\n        dbId\n        capturedAt\n        appVersion\n        src\n        thumb: imageSized(width: 160)\n        full: imageSized(width: 960)\n      }\n    }\n  }\n": typeof types.ScreenVersionsDocument,
    "\n  query AboutStats {\n    stats {\n      apps\n      screens\n      tags\n      categories\n    }\n    categories {\n      name\n      nameEn\n      iconUrl\n      hidden\n    }\n  }\n": typeof types.AboutStatsDocument,
    "\n  query AdminCategories {\n    adminCategories {\n      dbId\n      name\n      nameEn\n      hidden\n      iconUrl\n      synced\n      adminEdited\n    }\n  }\n": typeof types.AdminCategoriesDocument,
    "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      __typename\n      ... on CreateCategorySuccess {\n        data {\n          dbId\n          name\n        }\n      }\n      ...ResultError\n    }\n  }\n": typeof types.CreateCategoryDocument,
    "\n  mutation ReorderCategories($ids: [Int!]!) {\n    reorderCategories(ids: $ids) {\n      __typename\n      ...ResultError\n    }\n  }\n": typeof types.ReorderCategoriesDocument,
    "\n  mutation UpdateCategory($id: Int!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      __typename\n      ...ResultError\n    }\n  }\n": typeof types.UpdateCategoryDocument,
    "\n  query AppSlugPreview($name: String!) {\n    appSlugPreview(name: $name) {\n      slug\n      takenBy\n    }\n  }\n": typeof types.AppSlugPreviewDocument,
    "\n  mutation CreateApp($input: CreateAppInput!) {\n    createApp(input: $input) {\n      __typename\n      ... on CreateAppSuccess {\n        data {\n          id\n          dbId\n          slug\n        }\n      }\n      ...ResultError\n    }\n  }\n": typeof types.CreateAppDocument,
    "\n  fragment ContributionItem_Contribution on Contribution {\n    id\n    kind\n    status\n    language\n    appName\n    appLink\n    appId\n    appType\n    appPlatform\n    appCountry\n    screenId\n    collectionId\n    images {\n      position\n      flow\n      notes\n      width\n      height\n    }\n    message\n    rejectReason\n    resultAppId\n    decidedBy\n    decidedAt\n    createdAt\n  }\n": typeof types.ContributionItem_ContributionFragmentDoc,
    "\n  query ContributionQueue($status: ContributionStatus!, $first: Int!, $after: Int) {\n    contributions(status: $status, first: $first, after: $after) {\n      id\n      ...ContributionItem_Contribution\n      ...DecisionDialog_Contribution\n    }\n  }\n": typeof types.ContributionQueueDocument,
    "\n  query ContributionCounts {\n    contributionCounts {\n      pending\n      approved\n      rejected\n      expired\n      awaitingImages\n    }\n  }\n": typeof types.ContributionCountsDocument,
    "\n  fragment CurateCaptures_Image on ContributionImage {\n    position\n    flow\n    suggestion {\n      name\n      flow\n      tags\n      description\n      altText\n    }\n  }\n": typeof types.CurateCaptures_ImageFragmentDoc,
    "\n  fragment DecisionDialog_Contribution on Contribution {\n    id\n    kind\n    appId\n    appName\n    appLink\n    appType\n    appPlatform\n    appCountry\n    collectionId\n    images {\n      position\n      ...CurateCaptures_Image\n    }\n    imagesVersion\n  }\n": typeof types.DecisionDialog_ContributionFragmentDoc,
    "\n  mutation ApproveContribution($id: Int!, $input: ApproveContributionInput) {\n    approveContribution(id: $id, input: $input) {\n      __typename\n      ... on ApproveContributionSuccess {\n        data {\n          id\n          status\n          resultAppId\n          ...ContributionItem_Contribution\n        }\n      }\n      ...ResultError\n    }\n  }\n": typeof types.ApproveContributionDocument,
    "\n  mutation RejectContribution($id: Int!, $reason: String!) {\n    rejectContribution(id: $id, reason: $reason) {\n      __typename\n      ... on RejectContributionSuccess {\n        data {\n          id\n          status\n          ...ContributionItem_Contribution\n        }\n      }\n      ...ResultError\n    }\n  }\n": typeof types.RejectContributionDocument,
    "\n  query AirtableStatus {\n    airtableConfigured\n    jobs(kind: \"airtable-sync\", first: 1) {\n      id\n    }\n    deletedRecords {\n      airtableId\n      ...DeletedRecords_Record\n    }\n  }\n": typeof types.AirtableStatusDocument,
    "\n  mutation StartAirtableSync {\n    startAirtableSync {\n      __typename\n      ... on StartAirtableSyncSuccess {\n        data {\n          id\n          ...JobProgress_Job\n        }\n      }\n      ...ResultError\n    }\n  }\n": typeof types.StartAirtableSyncDocument,
    "\n  fragment AuditEntry_Entry on AuditEntry {\n    id\n    createdAt\n    actor\n    action\n    summary\n    before\n    after\n  }\n": typeof types.AuditEntry_EntryFragmentDoc,
    "\n  query DashboardBackup {\n    lastBackup {\n      at\n      ok\n      bytes\n      error\n    }\n  }\n": typeof types.DashboardBackupDocument,
    "\n  fragment DeletedRecords_Record on DeletedRecord {\n    airtableId\n    entity\n    name\n    deletedBy\n    deletedAt\n  }\n": typeof types.DeletedRecords_RecordFragmentDoc,
    "\n  mutation RestoreDeletedRecord($airtableId: String!) {\n    restoreDeletedRecord(airtableId: $airtableId) {\n      __typename\n      ... on RestoreDeletedRecordSuccess {\n        data {\n          airtableId\n          name\n        }\n      }\n      ...ResultError\n    }\n  }\n": typeof types.RestoreDeletedRecordDocument,
    "\n  query DashboardHost {\n    imageHostStatus {\n      name\n      cloudName\n      configured\n      message\n    }\n  }\n": typeof types.DashboardHostDocument,
    "\n  query OcrJobs {\n    jobs(kind: \"ocr\", first: 10) {\n      id\n      status\n      error\n      params\n      finishedAt\n    }\n  }\n": typeof types.OcrJobsDocument,
    "\n  query DashboardContributions {\n    contributionCounts {\n      pending\n    }\n  }\n": typeof types.DashboardContributionsDocument,
    "\n  query AuditLog($first: Int!) {\n    auditLog(first: $first) {\n      id\n      ...AuditEntry_Entry\n    }\n  }\n": typeof types.AuditLogDocument,
    "\n  query AdminSubscriberCount {\n    newsletter {\n      subscriberCount\n    }\n    newsletterStatus {\n      problems {\n        code\n        message\n      }\n    }\n  }\n": typeof types.AdminSubscriberCountDocument,
    "\n  fragment HostStatusCard_ImageHostStatus on ImageHostStatus {\n    configured\n    cloudName\n    name\n    message\n  }\n": typeof types.HostStatusCard_ImageHostStatusFragmentDoc,
    "\n  query ImageHostStatus {\n    imageHostStatus {\n      name\n      configured\n      ...HostStatusCard_ImageHostStatus\n    }\n  }\n": typeof types.ImageHostStatusDocument,
    "\n  query MigrationJobs {\n    jobs(kind: \"image-migration\", first: 10) {\n      id\n      status\n      ...JobHistory_Job\n    }\n  }\n": typeof types.MigrationJobsDocument,
    "\n  mutation StartImageMigration($input: ImageMigrationInput!) {\n    startImageMigration(input: $input) {\n      __typename\n      ... on StartImageMigrationSuccess {\n        data {\n          id\n          ...JobProgress_Job\n        }\n      }\n      ...ResultError\n    }\n  }\n": typeof types.StartImageMigrationDocument,
    "\n  mutation TestImageUpload($input: TestImageUploadInput!) {\n    testImageUpload(input: $input) {\n      __typename\n      ... on TestImageUploadSuccess {\n        data {\n          secureUrl\n          publicId\n        }\n      }\n      ...ResultError\n    }\n  }\n": typeof types.TestImageUploadDocument,
    "\n  mutation CancelJob($id: Int!) {\n    cancelJob(id: $id) {\n      __typename\n      ... on CancelJobSuccess {\n        data {\n          id\n          ...JobProgress_Job\n        }\n      }\n      ...ResultError\n    }\n  }\n": typeof types.CancelJobDocument,
    "\n  fragment JobHistory_Job on Job {\n    id\n    type\n    status\n    startedAt\n    finishedAt\n    progress {\n      total\n      processed\n      succeeded\n      failed\n    }\n  }\n": typeof types.JobHistory_JobFragmentDoc,
    "\n  fragment JobProgress_Job on Job {\n    id\n    kind\n    status\n    type\n    cancelRequested\n    error\n    progress {\n      total\n      processed\n      succeeded\n      failed\n      currentBatch\n      batches\n      etaSeconds\n      message\n    }\n    failures {\n      record\n      reason\n    }\n  }\n": typeof types.JobProgress_JobFragmentDoc,
    "\n  query AdminJob($id: Int!) {\n    job(id: $id) {\n      id\n      ...JobProgress_Job\n    }\n  }\n": typeof types.AdminJobDocument,
    "\n  query NewsletterConsentRecord($email: String!) {\n    newsletterConsentRecord(email: $email) {\n      email\n      status\n      json\n    }\n  }\n": typeof types.NewsletterConsentRecordDocument,
    "\n  query NewsletterDigestPreview($language: Language!) {\n    newsletterDigestPreview(language: $language) {\n      subject\n      html\n      text\n      screenCount\n      appCount\n    }\n  }\n": typeof types.NewsletterDigestPreviewDocument,
    "\n  fragment DigestSend_Status on NewsletterStatus {\n    subscribers {\n      confirmed\n    }\n    lastDigestJob {\n      id\n      status\n    }\n    digests {\n      id\n      status\n      createdAt\n      screenCount\n      figures {\n        total\n        queued\n        retrying\n        sent\n        failed\n        suppressed\n        skipped\n      }\n    }\n  }\n": typeof types.DigestSend_StatusFragmentDoc,
    "\n  mutation SendNewsletterDigest {\n    sendNewsletterDigest {\n      __typename\n      ... on SendNewsletterDigestSuccess {\n        data {\n          id\n          ...JobProgress_Job\n        }\n      }\n      ...ResultError\n    }\n  }\n": typeof types.SendNewsletterDigestDocument,
    "\n  fragment MailStatus_Status on NewsletterStatus {\n    smtpServer\n    publicUrl\n    problems {\n      code\n      message\n    }\n    schedule\n    nextScheduledAt\n    ratePerSecond\n    concurrency\n    subscribers {\n      confirmed\n      pending\n      unconfirmed\n      suppressed\n    }\n    waitingConfirmations\n  }\n": typeof types.MailStatus_StatusFragmentDoc,
    "\n  query NewsletterPage {\n    newsletterStatus {\n      problems {\n        code\n      }\n      subscribers {\n        confirmed\n      }\n      ...MailStatus_Status\n      ...DigestSend_Status\n    }\n  }\n": typeof types.NewsletterPageDocument,
    "\n  mutation SendNewsletterTest($email: String!, $language: Language!) {\n    sendNewsletterTest(email: $email, language: $language) {\n      __typename\n      ... on SendNewsletterTestSuccess {\n        data {\n          email\n        }\n      }\n      ...ResultError\n    }\n  }\n": typeof types.SendNewsletterTestDocument,
    "\n  query AdminAppOptions {\n    airtableConfigured\n    apps {\n      id\n      dbId\n      name\n      slug\n    }\n  }\n": typeof types.AdminAppOptionsDocument,
    "\n  mutation CreateScreen($input: CreateScreenInput!) {\n    createScreen(input: $input) {\n      __typename\n      ... on CreateScreenSuccess {\n        data {\n          id\n          name\n          app {\n            id\n            name\n            slug\n            screenCount\n          }\n        }\n      }\n      ...ResultError\n    }\n  }\n": typeof types.CreateScreenDocument,
    "\n  fragment AppEditor_App on App {\n    id\n    dbId\n    adminStatus\n    appInfo\n    url\n    categories\n    name\n    slug\n    type\n    platform\n    country\n    language\n    logo\n    synced\n    adminEdited\n    retiredAt\n  }\n": typeof types.AppEditor_AppFragmentDoc,
    "\n  mutation UpdateApp($id: Int!, $input: UpdateAppInput!) {\n    updateApp(id: $id, input: $input) {\n      __typename\n      ... on UpdateAppSuccess {\n        data {\n          id\n          planned\n          ...AppEditor_App\n          ...AppPicker_App\n        }\n      }\n      ...ResultError\n    }\n  }\n": typeof types.UpdateAppDocument,
    "\n  fragment AppPicker_App on App {\n    id\n    dbId\n    name\n    adminStatus\n  }\n": typeof types.AppPicker_AppFragmentDoc,
    "\n  mutation BulkEditScreens($appId: Int!, $action: BulkScreenAction!, $screenIds: [Int!]!, $flow: String, $tag: String) {\n    bulkEditScreens(appId: $appId, action: $action, screenIds: $screenIds, flow: $flow, tag: $tag) {\n      __typename\n      ... on BulkEditScreensSuccess {\n        data\n      }\n      ...ResultError\n    }\n  }\n": typeof types.BulkEditScreensDocument,
    "\n  query AdminApps {\n    adminApps {\n      id\n      dbId\n      name\n      ...AppPicker_App\n    }\n    categories {\n      name\n    }\n  }\n": typeof types.AdminAppsDocument,
    "\n  query AdminApp($id: Int!) {\n    adminApp(id: $id) {\n      id\n      dbId\n      name\n      slug\n      logoSrc\n      adminStatus\n      screenCount\n      ...AppEditor_App\n      screens {\n        id\n        dbId\n        name\n        flow\n        altText\n        ...AdminScreenRow_Screen\n        ...EditScreenDialog_Screen\n      }\n    }\n  }\n": typeof types.AdminAppDocument,
    "\n  fragment EditScreenDialog_Screen on Screen {\n    id\n    dbId\n    name\n    description\n    imageUrl\n    altText\n    flow\n    order\n    category\n    tags\n    airtableId\n    capturedAt\n    appVersion\n  }\n": typeof types.EditScreenDialog_ScreenFragmentDoc,
    "\n  mutation UpdateScreen($id: Int!, $input: CreateScreenInput!) {\n    updateScreen(id: $id, input: $input) {\n      __typename\n      ... on UpdateScreenSuccess {\n        data {\n          id\n          ...EditScreenDialog_Screen\n          ...AdminScreenRow_Screen\n          app {\n            id\n          }\n        }\n      }\n      ...ResultError\n    }\n  }\n": typeof types.UpdateScreenDocument,
    "\n  query AdminFlowKinds($appId: Int!) {\n    flowKinds {\n      slug\n      namePt\n      nameEn\n    }\n    appFlowKinds(appId: $appId) {\n      appId\n      flow\n      kind\n      source\n    }\n  }\n": typeof types.AdminFlowKindsDocument,
    "\n  mutation SetFlowKind($appId: Int!, $flow: String!, $kind: String) {\n    setFlowKind(appId: $appId, flow: $flow, kind: $kind) {\n      __typename\n      ... on SetFlowKindSuccess {\n        data {\n          appId\n          flow\n          kind\n          source\n        }\n      }\n      ...ResultError\n    }\n  }\n": typeof types.SetFlowKindDocument,
    "\n  mutation RetryScreenOcr($id: Int!) {\n    retryScreenOcr(id: $id) {\n      __typename\n      ...ResultError\n    }\n  }\n": typeof types.RetryScreenOcrDocument,
    "\n  fragment AdminScreenRow_Screen on Screen {\n    id\n    dbId\n    name\n    order\n    tags\n    src\n    altText\n    ocrError\n  }\n": typeof types.AdminScreenRow_ScreenFragmentDoc,
    "\n  mutation ReorderScreens($appId: Int!, $flow: String!, $screenIds: [Int!]!) {\n    reorderScreens(appId: $appId, flow: $flow, screenIds: $screenIds) {\n      __typename\n      ... on ReorderScreensSuccess {\n        data {\n          id\n          order\n        }\n      }\n      ...ResultError\n    }\n  }\n": typeof types.ReorderScreensDocument,
    "\n  mutation DeleteScreen($id: Int!) {\n    deleteScreen(id: $id) {\n      __typename\n      ... on DeleteScreenSuccess {\n        data {\n          dbId\n          name\n        }\n      }\n      ...ResultError\n    }\n  }\n": typeof types.DeleteScreenDocument,
    "\n  mutation AdminLogin($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      __typename\n      ... on LoginSuccess {\n        data {\n          token\n          username\n        }\n      }\n      ...ResultError\n    }\n  }\n": typeof types.AdminLoginDocument,
    "\n  query AppDetail($idOrSlug: String!) {\n    app(idOrSlug: $idOrSlug) {\n      id\n      dbId\n      name\n      slug\n      appInfo\n      planned\n      captureYears\n      ...AppHeader_App\n      screens {\n        id\n        dbId\n        airtableId\n        name\n        flow\n        tags\n        versionCount\n        ...ScreenThumb_Screen\n        ...ScreenViewer_Screen\n      }\n    }\n  }\n": typeof types.AppDetailDocument,
    "\n  mutation RecordAppView($idOrSlug: String!) {\n    recordAppView(idOrSlug: $idOrSlug) {\n      __typename\n    }\n  }\n": typeof types.RecordAppViewDocument,
    "\n  fragment AppHeader_App on App {\n    id\n    name\n    appInfo\n    language\n    url\n    planned\n    retiredAt\n    logoSrc\n  }\n": typeof types.AppHeader_AppFragmentDoc,
    "\n  query AppAsOf($idOrSlug: String!, $asOf: String!) {\n    app(idOrSlug: $idOrSlug) {\n      id\n      screensAsOf(asOf: $asOf) {\n        current\n        capturedAt\n        imageSized(width: 360)\n        screen {\n          id\n          name\n          flow\n        }\n      }\n    }\n  }\n": typeof types.AppAsOfDocument,
    "\n  query AppFlowKinds($appId: Int!) {\n    appFlowKinds(appId: $appId) {\n      flow\n      kind\n    }\n  }\n": typeof types.AppFlowKindsDocument,
    "\n  fragment AppCard_App on App {\n    id\n    name\n    slug\n    planned\n    country\n    logoSrc\n    screenCount\n    firstScreen {\n      id\n      src\n      altText\n    }\n  }\n": typeof types.AppCard_AppFragmentDoc,
    "\n  query AppsPage($sort: AppSort, $filter: AppFilter) {\n    apps(sort: $sort, filter: $filter) {\n      id\n      planned\n      categories\n      searchMatch\n      ...AppCard_App\n    }\n    categories {\n      name\n      nameEn\n      formerNames\n      iconUrl\n      hidden\n    }\n  }\n": typeof types.AppsPageDocument,
    "\n  fragment CollectionPage_Collection on Collection {\n    id\n    title\n    description\n    takenDown\n    itemCount\n    updatedAt\n    items {\n      id\n      position\n      note\n      removed\n      screen {\n        id\n        dbId\n        airtableId\n        name\n        altText\n        src\n        flow\n        tags\n        app {\n          id\n          name\n          slug\n          logoSrc\n        }\n      }\n    }\n  }\n": typeof types.CollectionPage_CollectionFragmentDoc,
    "\n  query CollectionPage($id: String!) {\n    collection(id: $id) {\n      id\n      ...CollectionPage_Collection\n    }\n  }\n": typeof types.CollectionPageDocument,
    "\n  mutation UpdateCollection($id: String!, $input: UpdateCollectionInput!) {\n    updateCollection(id: $id, input: $input) {\n      __typename\n      ... on UpdateCollectionSuccess {\n        data {\n          ...CollectionPage_Collection\n        }\n      }\n      ...CollectionRefusal\n    }\n  }\n": typeof types.UpdateCollectionDocument,
    "\n  mutation MoveCollectionItem($id: String!, $itemId: Int!, $position: Int!) {\n    moveCollectionItem(id: $id, itemId: $itemId, position: $position) {\n      __typename\n      ... on MoveCollectionItemSuccess {\n        data {\n          ...CollectionPage_Collection\n        }\n      }\n      ...CollectionRefusal\n    }\n  }\n": typeof types.MoveCollectionItemDocument,
    "\n  mutation SetCollectionItemNote($id: String!, $itemId: Int!, $note: String) {\n    setCollectionItemNote(id: $id, itemId: $itemId, note: $note) {\n      __typename\n      ... on SetCollectionItemNoteSuccess {\n        data {\n          ...CollectionPage_Collection\n        }\n      }\n      ...CollectionRefusal\n    }\n  }\n": typeof types.SetCollectionItemNoteDocument,
    "\n  mutation RemoveFromCollection($id: String!, $itemId: Int!) {\n    removeFromCollection(id: $id, itemId: $itemId) {\n      __typename\n      ... on RemoveFromCollectionSuccess {\n        data {\n          ...CollectionPage_Collection\n        }\n      }\n      ...CollectionRefusal\n    }\n  }\n": typeof types.RemoveFromCollectionDocument,
    "\n  mutation DeleteCollection($id: String!) {\n    deleteCollection(id: $id) {\n      __typename\n      ... on DeleteCollectionSuccess {\n        data\n      }\n      ...CollectionRefusal\n    }\n  }\n": typeof types.DeleteCollectionDocument,
    "\n  mutation RenewCollectionEditKey($id: String!) {\n    renewCollectionEditKey(id: $id) {\n      __typename\n      ... on RenewCollectionEditKeySuccess {\n        data\n      }\n      ...CollectionRefusal\n    }\n  }\n": typeof types.RenewCollectionEditKeyDocument,
    "\n  fragment CompareColumn_Screen on Screen {\n    id\n    dbId\n    airtableId\n    name\n    altText\n    src\n    flow\n    tags\n    app {\n      id\n      name\n      slug\n      logoSrc\n    }\n  }\n": typeof types.CompareColumn_ScreenFragmentDoc,
    "\n  query CompareFlows($slug: String!, $apps: [String!]!) {\n    flowKind(slug: $slug) {\n      slug\n      namePt\n      nameEn\n      rows(first: 12, screens: 30, filter: { apps: $apps }) {\n        edges {\n          cursor\n          node {\n            flow\n            screenCount\n            app {\n              id\n              name\n              slug\n            }\n            screens {\n              id\n              airtableId\n              ...ScreenThumb_Screen\n              ...ScreenViewer_Screen\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.CompareFlowsDocument,
    "\n  query ComparePage($ids: [Int!]!) {\n    screensByIds(ids: $ids) {\n      id\n      dbId\n      ...CompareColumn_Screen\n    }\n  }\n": typeof types.ComparePageDocument,
    "\n  query ReportedCollection($id: String!) {\n    collection(id: $id) {\n      id\n      title\n      takenDown\n    }\n  }\n": typeof types.ReportedCollectionDocument,
    "\n  query SubmitScreensApps {\n    apps {\n      id\n      slug\n      name\n      country\n      type\n    }\n  }\n": typeof types.SubmitScreensAppsDocument,
    "\n  query SubmitScreensFlows($idOrSlug: String!) {\n    app(idOrSlug: $idOrSlug) {\n      id\n      screens {\n        id\n        flow\n      }\n    }\n  }\n": typeof types.SubmitScreensFlowsDocument,
    "\n  query ContributionSubject($idOrSlug: String!) {\n    app(idOrSlug: $idOrSlug) {\n      id\n      name\n      slug\n      logoSrc\n      screens {\n        id\n        dbId\n        airtableId\n        name\n      }\n    }\n  }\n": typeof types.ContributionSubjectDocument,
    "\n  query FlowKindPage($slug: String!, $filter: FlowRowFilter, $after: String) {\n    flowKind(slug: $slug) {\n      slug\n      namePt\n      nameEn\n      rows(first: 20, after: $after, filter: $filter, screens: 12) {\n        edges {\n          cursor\n          node {\n            ...FlowRow_Row\n            app {\n              id\n              slug\n            }\n            screens {\n              id\n              ...ScreenViewer_Screen\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n    categories {\n      name\n      nameEn\n      hidden\n    }\n  }\n": typeof types.FlowKindPageDocument,
    "\n  fragment FlowRow_Row on FlowRow {\n    flow\n    screenCount\n    app {\n      id\n      name\n      slug\n    }\n    screens {\n      id\n      dbId\n      airtableId\n      ...ScreenThumb_Screen\n    }\n  }\n": typeof types.FlowRow_RowFragmentDoc,
    "\n  query FlowsIndex {\n    flowKinds {\n      slug\n      namePt\n      nameEn\n      appCount\n    }\n  }\n": typeof types.FlowsIndexDocument,
    "\n  query DevelopersDoc($language: String) {\n    siteDocument(title: \"desenvolvedores\", language: $language) {\n      id\n      content\n    }\n  }\n": typeof types.DevelopersDocDocument,
    "\n  query NewsletterCount {\n    newsletter {\n      subscriberCount\n    }\n  }\n": typeof types.NewsletterCountDocument,
    "\n  mutation SubscribeNewsletter($email: String!, $language: Language, $page: String) {\n    subscribeNewsletter(email: $email, language: $language, name: \"\", page: $page) {\n      __typename\n      ... on SubscribeNewsletterSuccess {\n        data {\n          subscriberCount\n        }\n      }\n      ...ResultError\n    }\n  }\n": typeof types.SubscribeNewsletterDocument,
    "\n  fragment FilterBar_Facets on GalleryFacets {\n    tags { value label labelEn count }\n    categories { value label labelEn count }\n    countries { value label labelEn count }\n    platforms { value label labelEn count }\n    types { value label labelEn count }\n    apps { value label labelEn count }\n  }\n": typeof types.FilterBar_FacetsFragmentDoc,
    "\n  fragment GalleryCard_Screen on Screen {\n    id\n    dbId\n    name\n    app {\n      id\n      name\n      slug\n      logoSrc\n    }\n    ...ScreenThumb_Screen\n  }\n": typeof types.GalleryCard_ScreenFragmentDoc,
    "\n  query ScreensPage($filter: ScreenFilter, $first: Int, $after: String, $sort: GallerySort) {\n    screens(filter: $filter, first: $first, after: $after, sort: $sort) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          dbId\n          airtableId\n          app {\n            id\n            slug\n          }\n          ...GalleryCard_Screen\n          ...ScreenViewer_Screen\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ScreensPageDocument,
    "\n  query ScreensTail($filter: ScreenFilter, $last: Int, $before: String, $sort: GallerySort) {\n    screens(filter: $filter, last: $last, before: $before, sort: $sort) {\n      edges {\n        node {\n          id\n          dbId\n          airtableId\n          app {\n            id\n            slug\n          }\n          ...GalleryCard_Screen\n          ...ScreenViewer_Screen\n        }\n      }\n      pageInfo {\n        hasPreviousPage\n        startCursor\n      }\n    }\n  }\n": typeof types.ScreensTailDocument,
    "\n  query ScreenFacets($filter: ScreenFilter) {\n    screenFacets(filter: $filter) {\n      ...FilterBar_Facets\n    }\n  }\n": typeof types.ScreenFacetsDocument,
    "\n  query GalleryScreen($id: String!) {\n    screen(idOrAirtableId: $id) {\n      id\n      dbId\n      airtableId\n      app {\n        id\n        slug\n      }\n      ...ScreenViewer_Screen\n    }\n  }\n": typeof types.GalleryScreenDocument,
    "\n  query GalleryAppScreens($slug: String!) {\n    app(idOrSlug: $slug) {\n      id\n      screens {\n        id\n        dbId\n        airtableId\n        app {\n          id\n          slug\n        }\n        ...ScreenViewer_Screen\n      }\n    }\n  }\n": typeof types.GalleryAppScreensDocument,
    "\n  query AdminViewer {\n    viewer {\n      username\n      isAdmin\n    }\n  }\n": typeof types.AdminViewerDocument,
    "\n  mutation AdminLogout {\n    logout\n  }\n": typeof types.AdminLogoutDocument,
    "\n  fragment ResultError on Error {\n    message\n    ... on ValidationError {\n      issues {\n        path\n        message\n        code\n      }\n    }\n  }\n": typeof types.ResultErrorFragmentDoc,
};
const documents: Documents = {
    "\n  fragment CollectionRefusal on Error {\n    code\n    message\n    ... on ValidationError {\n      issues {\n        path\n        message\n      }\n    }\n  }\n": types.CollectionRefusalFragmentDoc,
    "\n  mutation CreateCollection($input: CreateCollectionInput!) {\n    createCollection(input: $input) {\n      __typename\n      ... on CreateCollectionSuccess {\n        data {\n          editKey\n          collection {\n            id\n            title\n            itemCount\n          }\n        }\n      }\n      ...CollectionRefusal\n    }\n  }\n": types.CreateCollectionDocument,
    "\n  mutation AddToCollection($id: String!, $screenId: Int!) {\n    addToCollection(id: $id, screenId: $screenId) {\n      __typename\n      ... on AddToCollectionSuccess {\n        data {\n          id\n          title\n          itemCount\n        }\n      }\n      ...CollectionRefusal\n    }\n  }\n": types.AddToCollectionDocument,
    "\n  fragment ScreenThumb_Screen on Screen {\n    id\n    airtableId\n    name\n    altText\n    src\n  }\n": types.ScreenThumb_ScreenFragmentDoc,
    "\n  query ScreenLooks($id: String!, $search: String!, $withSearch: Boolean!) {\n    screen(idOrAirtableId: $id) {\n      id\n      palette {\n        hex\n        share\n      }\n      textMatches(search: $search) @include(if: $withSearch) {\n        width\n        height\n        boxes {\n          text\n          x\n          y\n          w\n          h\n        }\n      }\n    }\n  }\n": types.ScreenLooksDocument,
    "\n  fragment ScreenViewer_Screen on Screen {\n    id\n    dbId\n    airtableId\n    name\n    altText\n    src\n    tags\n    app {\n      id\n      name\n      slug\n      logoSrc\n    }\n  }\n": types.ScreenViewer_ScreenFragmentDoc,
    "\n  query ViewerSimilar($id: String!) {\n    screen(idOrAirtableId: $id) {\n      id\n      similarPending\n      similar(first: 6) {\n        id\n        airtableId\n        name\n        src\n        app {\n          id\n          name\n          slug\n        }\n      }\n    }\n  }\n": types.ViewerSimilarDocument,
    "\n  query ScreenVersions($id: String!) {\n    screen(idOrAirtableId: $id) {\n      id\n      capturedAt\n      appVersion\n      versions {\n        dbId\n        capturedAt\n        appVersion\n        src\n        thumb: imageSized(width: 160)\n        full: imageSized(width: 960)\n      }\n    }\n  }\n": types.ScreenVersionsDocument,
    "\n  query AboutStats {\n    stats {\n      apps\n      screens\n      tags\n      categories\n    }\n    categories {\n      name\n      nameEn\n      iconUrl\n      hidden\n    }\n  }\n": types.AboutStatsDocument,
    "\n  query AdminCategories {\n    adminCategories {\n      dbId\n      name\n      nameEn\n      hidden\n      iconUrl\n      synced\n      adminEdited\n    }\n  }\n": types.AdminCategoriesDocument,
    "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      __typename\n      ... on CreateCategorySuccess {\n        data {\n          dbId\n          name\n        }\n      }\n      ...ResultError\n    }\n  }\n": types.CreateCategoryDocument,
    "\n  mutation ReorderCategories($ids: [Int!]!) {\n    reorderCategories(ids: $ids) {\n      __typename\n      ...ResultError\n    }\n  }\n": types.ReorderCategoriesDocument,
    "\n  mutation UpdateCategory($id: Int!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      __typename\n      ...ResultError\n    }\n  }\n": types.UpdateCategoryDocument,
    "\n  query AppSlugPreview($name: String!) {\n    appSlugPreview(name: $name) {\n      slug\n      takenBy\n    }\n  }\n": types.AppSlugPreviewDocument,
    "\n  mutation CreateApp($input: CreateAppInput!) {\n    createApp(input: $input) {\n      __typename\n      ... on CreateAppSuccess {\n        data {\n          id\n          dbId\n          slug\n        }\n      }\n      ...ResultError\n    }\n  }\n": types.CreateAppDocument,
    "\n  fragment ContributionItem_Contribution on Contribution {\n    id\n    kind\n    status\n    language\n    appName\n    appLink\n    appId\n    appType\n    appPlatform\n    appCountry\n    screenId\n    collectionId\n    images {\n      position\n      flow\n      notes\n      width\n      height\n    }\n    message\n    rejectReason\n    resultAppId\n    decidedBy\n    decidedAt\n    createdAt\n  }\n": types.ContributionItem_ContributionFragmentDoc,
    "\n  query ContributionQueue($status: ContributionStatus!, $first: Int!, $after: Int) {\n    contributions(status: $status, first: $first, after: $after) {\n      id\n      ...ContributionItem_Contribution\n      ...DecisionDialog_Contribution\n    }\n  }\n": types.ContributionQueueDocument,
    "\n  query ContributionCounts {\n    contributionCounts {\n      pending\n      approved\n      rejected\n      expired\n      awaitingImages\n    }\n  }\n": types.ContributionCountsDocument,
    "\n  fragment CurateCaptures_Image on ContributionImage {\n    position\n    flow\n    suggestion {\n      name\n      flow\n      tags\n      description\n      altText\n    }\n  }\n": types.CurateCaptures_ImageFragmentDoc,
    "\n  fragment DecisionDialog_Contribution on Contribution {\n    id\n    kind\n    appId\n    appName\n    appLink\n    appType\n    appPlatform\n    appCountry\n    collectionId\n    images {\n      position\n      ...CurateCaptures_Image\n    }\n    imagesVersion\n  }\n": types.DecisionDialog_ContributionFragmentDoc,
    "\n  mutation ApproveContribution($id: Int!, $input: ApproveContributionInput) {\n    approveContribution(id: $id, input: $input) {\n      __typename\n      ... on ApproveContributionSuccess {\n        data {\n          id\n          status\n          resultAppId\n          ...ContributionItem_Contribution\n        }\n      }\n      ...ResultError\n    }\n  }\n": types.ApproveContributionDocument,
    "\n  mutation RejectContribution($id: Int!, $reason: String!) {\n    rejectContribution(id: $id, reason: $reason) {\n      __typename\n      ... on RejectContributionSuccess {\n        data {\n          id\n          status\n          ...ContributionItem_Contribution\n        }\n      }\n      ...ResultError\n    }\n  }\n": types.RejectContributionDocument,
    "\n  query AirtableStatus {\n    airtableConfigured\n    jobs(kind: \"airtable-sync\", first: 1) {\n      id\n    }\n    deletedRecords {\n      airtableId\n      ...DeletedRecords_Record\n    }\n  }\n": types.AirtableStatusDocument,
    "\n  mutation StartAirtableSync {\n    startAirtableSync {\n      __typename\n      ... on StartAirtableSyncSuccess {\n        data {\n          id\n          ...JobProgress_Job\n        }\n      }\n      ...ResultError\n    }\n  }\n": types.StartAirtableSyncDocument,
    "\n  fragment AuditEntry_Entry on AuditEntry {\n    id\n    createdAt\n    actor\n    action\n    summary\n    before\n    after\n  }\n": types.AuditEntry_EntryFragmentDoc,
    "\n  query DashboardBackup {\n    lastBackup {\n      at\n      ok\n      bytes\n      error\n    }\n  }\n": types.DashboardBackupDocument,
    "\n  fragment DeletedRecords_Record on DeletedRecord {\n    airtableId\n    entity\n    name\n    deletedBy\n    deletedAt\n  }\n": types.DeletedRecords_RecordFragmentDoc,
    "\n  mutation RestoreDeletedRecord($airtableId: String!) {\n    restoreDeletedRecord(airtableId: $airtableId) {\n      __typename\n      ... on RestoreDeletedRecordSuccess {\n        data {\n          airtableId\n          name\n        }\n      }\n      ...ResultError\n    }\n  }\n": types.RestoreDeletedRecordDocument,
    "\n  query DashboardHost {\n    imageHostStatus {\n      name\n      cloudName\n      configured\n      message\n    }\n  }\n": types.DashboardHostDocument,
    "\n  query OcrJobs {\n    jobs(kind: \"ocr\", first: 10) {\n      id\n      status\n      error\n      params\n      finishedAt\n    }\n  }\n": types.OcrJobsDocument,
    "\n  query DashboardContributions {\n    contributionCounts {\n      pending\n    }\n  }\n": types.DashboardContributionsDocument,
    "\n  query AuditLog($first: Int!) {\n    auditLog(first: $first) {\n      id\n      ...AuditEntry_Entry\n    }\n  }\n": types.AuditLogDocument,
    "\n  query AdminSubscriberCount {\n    newsletter {\n      subscriberCount\n    }\n    newsletterStatus {\n      problems {\n        code\n        message\n      }\n    }\n  }\n": types.AdminSubscriberCountDocument,
    "\n  fragment HostStatusCard_ImageHostStatus on ImageHostStatus {\n    configured\n    cloudName\n    name\n    message\n  }\n": types.HostStatusCard_ImageHostStatusFragmentDoc,
    "\n  query ImageHostStatus {\n    imageHostStatus {\n      name\n      configured\n      ...HostStatusCard_ImageHostStatus\n    }\n  }\n": types.ImageHostStatusDocument,
    "\n  query MigrationJobs {\n    jobs(kind: \"image-migration\", first: 10) {\n      id\n      status\n      ...JobHistory_Job\n    }\n  }\n": types.MigrationJobsDocument,
    "\n  mutation StartImageMigration($input: ImageMigrationInput!) {\n    startImageMigration(input: $input) {\n      __typename\n      ... on StartImageMigrationSuccess {\n        data {\n          id\n          ...JobProgress_Job\n        }\n      }\n      ...ResultError\n    }\n  }\n": types.StartImageMigrationDocument,
    "\n  mutation TestImageUpload($input: TestImageUploadInput!) {\n    testImageUpload(input: $input) {\n      __typename\n      ... on TestImageUploadSuccess {\n        data {\n          secureUrl\n          publicId\n        }\n      }\n      ...ResultError\n    }\n  }\n": types.TestImageUploadDocument,
    "\n  mutation CancelJob($id: Int!) {\n    cancelJob(id: $id) {\n      __typename\n      ... on CancelJobSuccess {\n        data {\n          id\n          ...JobProgress_Job\n        }\n      }\n      ...ResultError\n    }\n  }\n": types.CancelJobDocument,
    "\n  fragment JobHistory_Job on Job {\n    id\n    type\n    status\n    startedAt\n    finishedAt\n    progress {\n      total\n      processed\n      succeeded\n      failed\n    }\n  }\n": types.JobHistory_JobFragmentDoc,
    "\n  fragment JobProgress_Job on Job {\n    id\n    kind\n    status\n    type\n    cancelRequested\n    error\n    progress {\n      total\n      processed\n      succeeded\n      failed\n      currentBatch\n      batches\n      etaSeconds\n      message\n    }\n    failures {\n      record\n      reason\n    }\n  }\n": types.JobProgress_JobFragmentDoc,
    "\n  query AdminJob($id: Int!) {\n    job(id: $id) {\n      id\n      ...JobProgress_Job\n    }\n  }\n": types.AdminJobDocument,
    "\n  query NewsletterConsentRecord($email: String!) {\n    newsletterConsentRecord(email: $email) {\n      email\n      status\n      json\n    }\n  }\n": types.NewsletterConsentRecordDocument,
    "\n  query NewsletterDigestPreview($language: Language!) {\n    newsletterDigestPreview(language: $language) {\n      subject\n      html\n      text\n      screenCount\n      appCount\n    }\n  }\n": types.NewsletterDigestPreviewDocument,
    "\n  fragment DigestSend_Status on NewsletterStatus {\n    subscribers {\n      confirmed\n    }\n    lastDigestJob {\n      id\n      status\n    }\n    digests {\n      id\n      status\n      createdAt\n      screenCount\n      figures {\n        total\n        queued\n        retrying\n        sent\n        failed\n        suppressed\n        skipped\n      }\n    }\n  }\n": types.DigestSend_StatusFragmentDoc,
    "\n  mutation SendNewsletterDigest {\n    sendNewsletterDigest {\n      __typename\n      ... on SendNewsletterDigestSuccess {\n        data {\n          id\n          ...JobProgress_Job\n        }\n      }\n      ...ResultError\n    }\n  }\n": types.SendNewsletterDigestDocument,
    "\n  fragment MailStatus_Status on NewsletterStatus {\n    smtpServer\n    publicUrl\n    problems {\n      code\n      message\n    }\n    schedule\n    nextScheduledAt\n    ratePerSecond\n    concurrency\n    subscribers {\n      confirmed\n      pending\n      unconfirmed\n      suppressed\n    }\n    waitingConfirmations\n  }\n": types.MailStatus_StatusFragmentDoc,
    "\n  query NewsletterPage {\n    newsletterStatus {\n      problems {\n        code\n      }\n      subscribers {\n        confirmed\n      }\n      ...MailStatus_Status\n      ...DigestSend_Status\n    }\n  }\n": types.NewsletterPageDocument,
    "\n  mutation SendNewsletterTest($email: String!, $language: Language!) {\n    sendNewsletterTest(email: $email, language: $language) {\n      __typename\n      ... on SendNewsletterTestSuccess {\n        data {\n          email\n        }\n      }\n      ...ResultError\n    }\n  }\n": types.SendNewsletterTestDocument,
    "\n  query AdminAppOptions {\n    airtableConfigured\n    apps {\n      id\n      dbId\n      name\n      slug\n    }\n  }\n": types.AdminAppOptionsDocument,
    "\n  mutation CreateScreen($input: CreateScreenInput!) {\n    createScreen(input: $input) {\n      __typename\n      ... on CreateScreenSuccess {\n        data {\n          id\n          name\n          app {\n            id\n            name\n            slug\n            screenCount\n          }\n        }\n      }\n      ...ResultError\n    }\n  }\n": types.CreateScreenDocument,
    "\n  fragment AppEditor_App on App {\n    id\n    dbId\n    adminStatus\n    appInfo\n    url\n    categories\n    name\n    slug\n    type\n    platform\n    country\n    language\n    logo\n    synced\n    adminEdited\n    retiredAt\n  }\n": types.AppEditor_AppFragmentDoc,
    "\n  mutation UpdateApp($id: Int!, $input: UpdateAppInput!) {\n    updateApp(id: $id, input: $input) {\n      __typename\n      ... on UpdateAppSuccess {\n        data {\n          id\n          planned\n          ...AppEditor_App\n          ...AppPicker_App\n        }\n      }\n      ...ResultError\n    }\n  }\n": types.UpdateAppDocument,
    "\n  fragment AppPicker_App on App {\n    id\n    dbId\n    name\n    adminStatus\n  }\n": types.AppPicker_AppFragmentDoc,
    "\n  mutation BulkEditScreens($appId: Int!, $action: BulkScreenAction!, $screenIds: [Int!]!, $flow: String, $tag: String) {\n    bulkEditScreens(appId: $appId, action: $action, screenIds: $screenIds, flow: $flow, tag: $tag) {\n      __typename\n      ... on BulkEditScreensSuccess {\n        data\n      }\n      ...ResultError\n    }\n  }\n": types.BulkEditScreensDocument,
    "\n  query AdminApps {\n    adminApps {\n      id\n      dbId\n      name\n      ...AppPicker_App\n    }\n    categories {\n      name\n    }\n  }\n": types.AdminAppsDocument,
    "\n  query AdminApp($id: Int!) {\n    adminApp(id: $id) {\n      id\n      dbId\n      name\n      slug\n      logoSrc\n      adminStatus\n      screenCount\n      ...AppEditor_App\n      screens {\n        id\n        dbId\n        name\n        flow\n        altText\n        ...AdminScreenRow_Screen\n        ...EditScreenDialog_Screen\n      }\n    }\n  }\n": types.AdminAppDocument,
    "\n  fragment EditScreenDialog_Screen on Screen {\n    id\n    dbId\n    name\n    description\n    imageUrl\n    altText\n    flow\n    order\n    category\n    tags\n    airtableId\n    capturedAt\n    appVersion\n  }\n": types.EditScreenDialog_ScreenFragmentDoc,
    "\n  mutation UpdateScreen($id: Int!, $input: CreateScreenInput!) {\n    updateScreen(id: $id, input: $input) {\n      __typename\n      ... on UpdateScreenSuccess {\n        data {\n          id\n          ...EditScreenDialog_Screen\n          ...AdminScreenRow_Screen\n          app {\n            id\n          }\n        }\n      }\n      ...ResultError\n    }\n  }\n": types.UpdateScreenDocument,
    "\n  query AdminFlowKinds($appId: Int!) {\n    flowKinds {\n      slug\n      namePt\n      nameEn\n    }\n    appFlowKinds(appId: $appId) {\n      appId\n      flow\n      kind\n      source\n    }\n  }\n": types.AdminFlowKindsDocument,
    "\n  mutation SetFlowKind($appId: Int!, $flow: String!, $kind: String) {\n    setFlowKind(appId: $appId, flow: $flow, kind: $kind) {\n      __typename\n      ... on SetFlowKindSuccess {\n        data {\n          appId\n          flow\n          kind\n          source\n        }\n      }\n      ...ResultError\n    }\n  }\n": types.SetFlowKindDocument,
    "\n  mutation RetryScreenOcr($id: Int!) {\n    retryScreenOcr(id: $id) {\n      __typename\n      ...ResultError\n    }\n  }\n": types.RetryScreenOcrDocument,
    "\n  fragment AdminScreenRow_Screen on Screen {\n    id\n    dbId\n    name\n    order\n    tags\n    src\n    altText\n    ocrError\n  }\n": types.AdminScreenRow_ScreenFragmentDoc,
    "\n  mutation ReorderScreens($appId: Int!, $flow: String!, $screenIds: [Int!]!) {\n    reorderScreens(appId: $appId, flow: $flow, screenIds: $screenIds) {\n      __typename\n      ... on ReorderScreensSuccess {\n        data {\n          id\n          order\n        }\n      }\n      ...ResultError\n    }\n  }\n": types.ReorderScreensDocument,
    "\n  mutation DeleteScreen($id: Int!) {\n    deleteScreen(id: $id) {\n      __typename\n      ... on DeleteScreenSuccess {\n        data {\n          dbId\n          name\n        }\n      }\n      ...ResultError\n    }\n  }\n": types.DeleteScreenDocument,
    "\n  mutation AdminLogin($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      __typename\n      ... on LoginSuccess {\n        data {\n          token\n          username\n        }\n      }\n      ...ResultError\n    }\n  }\n": types.AdminLoginDocument,
    "\n  query AppDetail($idOrSlug: String!) {\n    app(idOrSlug: $idOrSlug) {\n      id\n      dbId\n      name\n      slug\n      appInfo\n      planned\n      captureYears\n      ...AppHeader_App\n      screens {\n        id\n        dbId\n        airtableId\n        name\n        flow\n        tags\n        versionCount\n        ...ScreenThumb_Screen\n        ...ScreenViewer_Screen\n      }\n    }\n  }\n": types.AppDetailDocument,
    "\n  mutation RecordAppView($idOrSlug: String!) {\n    recordAppView(idOrSlug: $idOrSlug) {\n      __typename\n    }\n  }\n": types.RecordAppViewDocument,
    "\n  fragment AppHeader_App on App {\n    id\n    name\n    appInfo\n    language\n    url\n    planned\n    retiredAt\n    logoSrc\n  }\n": types.AppHeader_AppFragmentDoc,
    "\n  query AppAsOf($idOrSlug: String!, $asOf: String!) {\n    app(idOrSlug: $idOrSlug) {\n      id\n      screensAsOf(asOf: $asOf) {\n        current\n        capturedAt\n        imageSized(width: 360)\n        screen {\n          id\n          name\n          flow\n        }\n      }\n    }\n  }\n": types.AppAsOfDocument,
    "\n  query AppFlowKinds($appId: Int!) {\n    appFlowKinds(appId: $appId) {\n      flow\n      kind\n    }\n  }\n": types.AppFlowKindsDocument,
    "\n  fragment AppCard_App on App {\n    id\n    name\n    slug\n    planned\n    country\n    logoSrc\n    screenCount\n    firstScreen {\n      id\n      src\n      altText\n    }\n  }\n": types.AppCard_AppFragmentDoc,
    "\n  query AppsPage($sort: AppSort, $filter: AppFilter) {\n    apps(sort: $sort, filter: $filter) {\n      id\n      planned\n      categories\n      searchMatch\n      ...AppCard_App\n    }\n    categories {\n      name\n      nameEn\n      formerNames\n      iconUrl\n      hidden\n    }\n  }\n": types.AppsPageDocument,
    "\n  fragment CollectionPage_Collection on Collection {\n    id\n    title\n    description\n    takenDown\n    itemCount\n    updatedAt\n    items {\n      id\n      position\n      note\n      removed\n      screen {\n        id\n        dbId\n        airtableId\n        name\n        altText\n        src\n        flow\n        tags\n        app {\n          id\n          name\n          slug\n          logoSrc\n        }\n      }\n    }\n  }\n": types.CollectionPage_CollectionFragmentDoc,
    "\n  query CollectionPage($id: String!) {\n    collection(id: $id) {\n      id\n      ...CollectionPage_Collection\n    }\n  }\n": types.CollectionPageDocument,
    "\n  mutation UpdateCollection($id: String!, $input: UpdateCollectionInput!) {\n    updateCollection(id: $id, input: $input) {\n      __typename\n      ... on UpdateCollectionSuccess {\n        data {\n          ...CollectionPage_Collection\n        }\n      }\n      ...CollectionRefusal\n    }\n  }\n": types.UpdateCollectionDocument,
    "\n  mutation MoveCollectionItem($id: String!, $itemId: Int!, $position: Int!) {\n    moveCollectionItem(id: $id, itemId: $itemId, position: $position) {\n      __typename\n      ... on MoveCollectionItemSuccess {\n        data {\n          ...CollectionPage_Collection\n        }\n      }\n      ...CollectionRefusal\n    }\n  }\n": types.MoveCollectionItemDocument,
    "\n  mutation SetCollectionItemNote($id: String!, $itemId: Int!, $note: String) {\n    setCollectionItemNote(id: $id, itemId: $itemId, note: $note) {\n      __typename\n      ... on SetCollectionItemNoteSuccess {\n        data {\n          ...CollectionPage_Collection\n        }\n      }\n      ...CollectionRefusal\n    }\n  }\n": types.SetCollectionItemNoteDocument,
    "\n  mutation RemoveFromCollection($id: String!, $itemId: Int!) {\n    removeFromCollection(id: $id, itemId: $itemId) {\n      __typename\n      ... on RemoveFromCollectionSuccess {\n        data {\n          ...CollectionPage_Collection\n        }\n      }\n      ...CollectionRefusal\n    }\n  }\n": types.RemoveFromCollectionDocument,
    "\n  mutation DeleteCollection($id: String!) {\n    deleteCollection(id: $id) {\n      __typename\n      ... on DeleteCollectionSuccess {\n        data\n      }\n      ...CollectionRefusal\n    }\n  }\n": types.DeleteCollectionDocument,
    "\n  mutation RenewCollectionEditKey($id: String!) {\n    renewCollectionEditKey(id: $id) {\n      __typename\n      ... on RenewCollectionEditKeySuccess {\n        data\n      }\n      ...CollectionRefusal\n    }\n  }\n": types.RenewCollectionEditKeyDocument,
    "\n  fragment CompareColumn_Screen on Screen {\n    id\n    dbId\n    airtableId\n    name\n    altText\n    src\n    flow\n    tags\n    app {\n      id\n      name\n      slug\n      logoSrc\n    }\n  }\n": types.CompareColumn_ScreenFragmentDoc,
    "\n  query CompareFlows($slug: String!, $apps: [String!]!) {\n    flowKind(slug: $slug) {\n      slug\n      namePt\n      nameEn\n      rows(first: 12, screens: 30, filter: { apps: $apps }) {\n        edges {\n          cursor\n          node {\n            flow\n            screenCount\n            app {\n              id\n              name\n              slug\n            }\n            screens {\n              id\n              airtableId\n              ...ScreenThumb_Screen\n              ...ScreenViewer_Screen\n            }\n          }\n        }\n      }\n    }\n  }\n": types.CompareFlowsDocument,
    "\n  query ComparePage($ids: [Int!]!) {\n    screensByIds(ids: $ids) {\n      id\n      dbId\n      ...CompareColumn_Screen\n    }\n  }\n": types.ComparePageDocument,
    "\n  query ReportedCollection($id: String!) {\n    collection(id: $id) {\n      id\n      title\n      takenDown\n    }\n  }\n": types.ReportedCollectionDocument,
    "\n  query SubmitScreensApps {\n    apps {\n      id\n      slug\n      name\n      country\n      type\n    }\n  }\n": types.SubmitScreensAppsDocument,
    "\n  query SubmitScreensFlows($idOrSlug: String!) {\n    app(idOrSlug: $idOrSlug) {\n      id\n      screens {\n        id\n        flow\n      }\n    }\n  }\n": types.SubmitScreensFlowsDocument,
    "\n  query ContributionSubject($idOrSlug: String!) {\n    app(idOrSlug: $idOrSlug) {\n      id\n      name\n      slug\n      logoSrc\n      screens {\n        id\n        dbId\n        airtableId\n        name\n      }\n    }\n  }\n": types.ContributionSubjectDocument,
    "\n  query FlowKindPage($slug: String!, $filter: FlowRowFilter, $after: String) {\n    flowKind(slug: $slug) {\n      slug\n      namePt\n      nameEn\n      rows(first: 20, after: $after, filter: $filter, screens: 12) {\n        edges {\n          cursor\n          node {\n            ...FlowRow_Row\n            app {\n              id\n              slug\n            }\n            screens {\n              id\n              ...ScreenViewer_Screen\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n    categories {\n      name\n      nameEn\n      hidden\n    }\n  }\n": types.FlowKindPageDocument,
    "\n  fragment FlowRow_Row on FlowRow {\n    flow\n    screenCount\n    app {\n      id\n      name\n      slug\n    }\n    screens {\n      id\n      dbId\n      airtableId\n      ...ScreenThumb_Screen\n    }\n  }\n": types.FlowRow_RowFragmentDoc,
    "\n  query FlowsIndex {\n    flowKinds {\n      slug\n      namePt\n      nameEn\n      appCount\n    }\n  }\n": types.FlowsIndexDocument,
    "\n  query DevelopersDoc($language: String) {\n    siteDocument(title: \"desenvolvedores\", language: $language) {\n      id\n      content\n    }\n  }\n": types.DevelopersDocDocument,
    "\n  query NewsletterCount {\n    newsletter {\n      subscriberCount\n    }\n  }\n": types.NewsletterCountDocument,
    "\n  mutation SubscribeNewsletter($email: String!, $language: Language, $page: String) {\n    subscribeNewsletter(email: $email, language: $language, name: \"\", page: $page) {\n      __typename\n      ... on SubscribeNewsletterSuccess {\n        data {\n          subscriberCount\n        }\n      }\n      ...ResultError\n    }\n  }\n": types.SubscribeNewsletterDocument,
    "\n  fragment FilterBar_Facets on GalleryFacets {\n    tags { value label labelEn count }\n    categories { value label labelEn count }\n    countries { value label labelEn count }\n    platforms { value label labelEn count }\n    types { value label labelEn count }\n    apps { value label labelEn count }\n  }\n": types.FilterBar_FacetsFragmentDoc,
    "\n  fragment GalleryCard_Screen on Screen {\n    id\n    dbId\n    name\n    app {\n      id\n      name\n      slug\n      logoSrc\n    }\n    ...ScreenThumb_Screen\n  }\n": types.GalleryCard_ScreenFragmentDoc,
    "\n  query ScreensPage($filter: ScreenFilter, $first: Int, $after: String, $sort: GallerySort) {\n    screens(filter: $filter, first: $first, after: $after, sort: $sort) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          dbId\n          airtableId\n          app {\n            id\n            slug\n          }\n          ...GalleryCard_Screen\n          ...ScreenViewer_Screen\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ScreensPageDocument,
    "\n  query ScreensTail($filter: ScreenFilter, $last: Int, $before: String, $sort: GallerySort) {\n    screens(filter: $filter, last: $last, before: $before, sort: $sort) {\n      edges {\n        node {\n          id\n          dbId\n          airtableId\n          app {\n            id\n            slug\n          }\n          ...GalleryCard_Screen\n          ...ScreenViewer_Screen\n        }\n      }\n      pageInfo {\n        hasPreviousPage\n        startCursor\n      }\n    }\n  }\n": types.ScreensTailDocument,
    "\n  query ScreenFacets($filter: ScreenFilter) {\n    screenFacets(filter: $filter) {\n      ...FilterBar_Facets\n    }\n  }\n": types.ScreenFacetsDocument,
    "\n  query GalleryScreen($id: String!) {\n    screen(idOrAirtableId: $id) {\n      id\n      dbId\n      airtableId\n      app {\n        id\n        slug\n      }\n      ...ScreenViewer_Screen\n    }\n  }\n": types.GalleryScreenDocument,
    "\n  query GalleryAppScreens($slug: String!) {\n    app(idOrSlug: $slug) {\n      id\n      screens {\n        id\n        dbId\n        airtableId\n        app {\n          id\n          slug\n        }\n        ...ScreenViewer_Screen\n      }\n    }\n  }\n": types.GalleryAppScreensDocument,
    "\n  query AdminViewer {\n    viewer {\n      username\n      isAdmin\n    }\n  }\n": types.AdminViewerDocument,
    "\n  mutation AdminLogout {\n    logout\n  }\n": types.AdminLogoutDocument,
    "\n  fragment ResultError on Error {\n    message\n    ... on ValidationError {\n      issues {\n        path\n        message\n        code\n      }\n    }\n  }\n": types.ResultErrorFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CollectionRefusal on Error {\n    code\n    message\n    ... on ValidationError {\n      issues {\n        path\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CollectionRefusal on Error {\n    code\n    message\n    ... on ValidationError {\n      issues {\n        path\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCollection($input: CreateCollectionInput!) {\n    createCollection(input: $input) {\n      __typename\n      ... on CreateCollectionSuccess {\n        data {\n          editKey\n          collection {\n            id\n            title\n            itemCount\n          }\n        }\n      }\n      ...CollectionRefusal\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCollection($input: CreateCollectionInput!) {\n    createCollection(input: $input) {\n      __typename\n      ... on CreateCollectionSuccess {\n        data {\n          editKey\n          collection {\n            id\n            title\n            itemCount\n          }\n        }\n      }\n      ...CollectionRefusal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToCollection($id: String!, $screenId: Int!) {\n    addToCollection(id: $id, screenId: $screenId) {\n      __typename\n      ... on AddToCollectionSuccess {\n        data {\n          id\n          title\n          itemCount\n        }\n      }\n      ...CollectionRefusal\n    }\n  }\n"): (typeof documents)["\n  mutation AddToCollection($id: String!, $screenId: Int!) {\n    addToCollection(id: $id, screenId: $screenId) {\n      __typename\n      ... on AddToCollectionSuccess {\n        data {\n          id\n          title\n          itemCount\n        }\n      }\n      ...CollectionRefusal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ScreenThumb_Screen on Screen {\n    id\n    airtableId\n    name\n    altText\n    src\n  }\n"): (typeof documents)["\n  fragment ScreenThumb_Screen on Screen {\n    id\n    airtableId\n    name\n    altText\n    src\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScreenLooks($id: String!, $search: String!, $withSearch: Boolean!) {\n    screen(idOrAirtableId: $id) {\n      id\n      palette {\n        hex\n        share\n      }\n      textMatches(search: $search) @include(if: $withSearch) {\n        width\n        height\n        boxes {\n          text\n          x\n          y\n          w\n          h\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ScreenLooks($id: String!, $search: String!, $withSearch: Boolean!) {\n    screen(idOrAirtableId: $id) {\n      id\n      palette {\n        hex\n        share\n      }\n      textMatches(search: $search) @include(if: $withSearch) {\n        width\n        height\n        boxes {\n          text\n          x\n          y\n          w\n          h\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ScreenViewer_Screen on Screen {\n    id\n    dbId\n    airtableId\n    name\n    altText\n    src\n    tags\n    app {\n      id\n      name\n      slug\n      logoSrc\n    }\n  }\n"): (typeof documents)["\n  fragment ScreenViewer_Screen on Screen {\n    id\n    dbId\n    airtableId\n    name\n    altText\n    src\n    tags\n    app {\n      id\n      name\n      slug\n      logoSrc\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerSimilar($id: String!) {\n    screen(idOrAirtableId: $id) {\n      id\n      similarPending\n      similar(first: 6) {\n        id\n        airtableId\n        name\n        src\n        app {\n          id\n          name\n          slug\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ViewerSimilar($id: String!) {\n    screen(idOrAirtableId: $id) {\n      id\n      similarPending\n      similar(first: 6) {\n        id\n        airtableId\n        name\n        src\n        app {\n          id\n          name\n          slug\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScreenVersions($id: String!) {\n    screen(idOrAirtableId: $id) {\n      id\n      capturedAt\n      appVersion\n      versions {\n        dbId\n        capturedAt\n        appVersion\n        src\n        thumb: imageSized(width: 160)\n        full: imageSized(width: 960)\n      }\n    }\n  }\n"): (typeof documents)["\n  query ScreenVersions($id: String!) {\n    screen(idOrAirtableId: $id) {\n      id\n      capturedAt\n      appVersion\n      versions {\n        dbId\n        capturedAt\n        appVersion\n        src\n        thumb: imageSized(width: 160)\n        full: imageSized(width: 960)\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AboutStats {\n    stats {\n      apps\n      screens\n      tags\n      categories\n    }\n    categories {\n      name\n      nameEn\n      iconUrl\n      hidden\n    }\n  }\n"): (typeof documents)["\n  query AboutStats {\n    stats {\n      apps\n      screens\n      tags\n      categories\n    }\n    categories {\n      name\n      nameEn\n      iconUrl\n      hidden\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCategories {\n    adminCategories {\n      dbId\n      name\n      nameEn\n      hidden\n      iconUrl\n      synced\n      adminEdited\n    }\n  }\n"): (typeof documents)["\n  query AdminCategories {\n    adminCategories {\n      dbId\n      name\n      nameEn\n      hidden\n      iconUrl\n      synced\n      adminEdited\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      __typename\n      ... on CreateCategorySuccess {\n        data {\n          dbId\n          name\n        }\n      }\n      ...ResultError\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      __typename\n      ... on CreateCategorySuccess {\n        data {\n          dbId\n          name\n        }\n      }\n      ...ResultError\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderCategories($ids: [Int!]!) {\n    reorderCategories(ids: $ids) {\n      __typename\n      ...ResultError\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderCategories($ids: [Int!]!) {\n    reorderCategories(ids: $ids) {\n      __typename\n      ...ResultError\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCategory($id: Int!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      __typename\n      ...ResultError\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCategory($id: Int!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      __typename\n      ...ResultError\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppSlugPreview($name: String!) {\n    appSlugPreview(name: $name) {\n      slug\n      takenBy\n    }\n  }\n"): (typeof documents)["\n  query AppSlugPreview($name: String!) {\n    appSlugPreview(name: $name) {\n      slug\n      takenBy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApp($input: CreateAppInput!) {\n    createApp(input: $input) {\n      __typename\n      ... on CreateAppSuccess {\n        data {\n          id\n          dbId\n          slug\n        }\n      }\n      ...ResultError\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApp($input: CreateAppInput!) {\n    createApp(input: $input) {\n      __typename\n      ... on CreateAppSuccess {\n        data {\n          id\n          dbId\n          slug\n        }\n      }\n      ...ResultError\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContributionItem_Contribution on Contribution {\n    id\n    kind\n    status\n    language\n    appName\n    appLink\n    appId\n    appType\n    appPlatform\n    appCountry\n    screenId\n    collectionId\n    images {\n      position\n      flow\n      notes\n      width\n      height\n    }\n    message\n    rejectReason\n    resultAppId\n    decidedBy\n    decidedAt\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ContributionItem_Contribution on Contribution {\n    id\n    kind\n    status\n    language\n    appName\n    appLink\n    appId\n    appType\n    appPlatform\n    appCountry\n    screenId\n    collectionId\n    images {\n      position\n      flow\n      notes\n      width\n      height\n    }\n    message\n    rejectReason\n    resultAppId\n    decidedBy\n    decidedAt\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContributionQueue($status: ContributionStatus!, $first: Int!, $after: Int) {\n    contributions(status: $status, first: $first, after: $after) {\n      id\n      ...ContributionItem_Contribution\n      ...DecisionDialog_Contribution\n    }\n  }\n"): (typeof documents)["\n  query ContributionQueue($status: ContributionStatus!, $first: Int!, $after: Int) {\n    contributions(status: $status, first: $first, after: $after) {\n      id\n      ...ContributionItem_Contribution\n      ...DecisionDialog_Contribution\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContributionCounts {\n    contributionCounts {\n      pending\n      approved\n      rejected\n      expired\n      awaitingImages\n    }\n  }\n"): (typeof documents)["\n  query ContributionCounts {\n    contributionCounts {\n      pending\n      approved\n      rejected\n      expired\n      awaitingImages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CurateCaptures_Image on ContributionImage {\n    position\n    flow\n    suggestion {\n      name\n      flow\n      tags\n      description\n      altText\n    }\n  }\n"): (typeof documents)["\n  fragment CurateCaptures_Image on ContributionImage {\n    position\n    flow\n    suggestion {\n      name\n      flow\n      tags\n      description\n      altText\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DecisionDialog_Contribution on Contribution {\n    id\n    kind\n    appId\n    appName\n    appLink\n    appType\n    appPlatform\n    appCountry\n    collectionId\n    images {\n      position\n      ...CurateCaptures_Image\n    }\n    imagesVersion\n  }\n"): (typeof documents)["\n  fragment DecisionDialog_Contribution on Contribution {\n    id\n    kind\n    appId\n    appName\n    appLink\n    appType\n    appPlatform\n    appCountry\n    collectionId\n    images {\n      position\n      ...CurateCaptures_Image\n    }\n    imagesVersion\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveContribution($id: Int!, $input: ApproveContributionInput) {\n    approveContribution(id: $id, input: $input) {\n      __typename\n      ... on ApproveContributionSuccess {\n        data {\n          id\n          status\n          resultAppId\n          ...ContributionItem_Contribution\n        }\n      }\n      ...ResultError\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveContribution($id: Int!, $input: ApproveContributionInput) {\n    approveContribution(id: $id, input: $input) {\n      __typename\n      ... on ApproveContributionSuccess {\n        data {\n          id\n          status\n          resultAppId\n          ...ContributionItem_Contribution\n        }\n      }\n      ...ResultError\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectContribution($id: Int!, $reason: String!) {\n    rejectContribution(id: $id, reason: $reason) {\n      __typename\n      ... on RejectContributionSuccess {\n        data {\n          id\n          status\n          ...ContributionItem_Contribution\n        }\n      }\n      ...ResultError\n    }\n  }\n"): (typeof documents)["\n  mutation RejectContribution($id: Int!, $reason: String!) {\n    rejectContribution(id: $id, reason: $reason) {\n      __typename\n      ... on RejectContributionSuccess {\n        data {\n          id\n          status\n          ...ContributionItem_Contribution\n        }\n      }\n      ...ResultError\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AirtableStatus {\n    airtableConfigured\n    jobs(kind: \"airtable-sync\", first: 1) {\n      id\n    }\n    deletedRecords {\n      airtableId\n      ...DeletedRecords_Record\n    }\n  }\n"): (typeof documents)["\n  query AirtableStatus {\n    airtableConfigured\n    jobs(kind: \"airtable-sync\", first: 1) {\n      id\n    }\n    deletedRecords {\n      airtableId\n      ...DeletedRecords_Record\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartAirtableSync {\n    startAirtableSync {\n      __typename\n      ... on StartAirtableSyncSuccess {\n        data {\n          id\n          ...JobProgress_Job\n        }\n      }\n      ...ResultError\n    }\n  }\n"): (typeof documents)["\n  mutation StartAirtableSync {\n    startAirtableSync {\n      __typename\n      ... on StartAirtableSyncSuccess {\n        data {\n          id\n          ...JobProgress_Job\n        }\n      }\n      ...ResultError\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuditEntry_Entry on AuditEntry {\n    id\n    createdAt\n    actor\n    action\n    summary\n    before\n    after\n  }\n"): (typeof documents)["\n  fragment AuditEntry_Entry on AuditEntry {\n    id\n    createdAt\n    actor\n    action\n    summary\n    before\n    after\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardBackup {\n    lastBackup {\n      at\n      ok\n      bytes\n      error\n    }\n  }\n"): (typeof documents)["\n  query DashboardBackup {\n    lastBackup {\n      at\n      ok\n      bytes\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeletedRecords_Record on DeletedRecord {\n    airtableId\n    entity\n    name\n    deletedBy\n    deletedAt\n  }\n"): (typeof documents)["\n  fragment DeletedRecords_Record on DeletedRecord {\n    airtableId\n    entity\n    name\n    deletedBy\n    deletedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreDeletedRecord($airtableId: String!) {\n    restoreDeletedRecord(airtableId: $airtableId) {\n      __typename\n      ... on RestoreDeletedRecordSuccess {\n        data {\n          airtableId\n          name\n        }\n      }\n      ...ResultError\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreDeletedRecord($airtableId: String!) {\n    restoreDeletedRecord(airtableId: $airtableId) {\n      __typename\n      ... on RestoreDeletedRecordSuccess {\n        data {\n          airtableId\n          name\n        }\n      }\n      ...ResultError\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardHost {\n    imageHostStatus {\n      name\n      cloudName\n      configured\n      message\n    }\n  }\n"): (typeof documents)["\n  query DashboardHost {\n    imageHostStatus {\n      name\n      cloudName\n      configured\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OcrJobs {\n    jobs(kind: \"ocr\", first: 10) {\n      id\n      status\n      error\n      params\n      finishedAt\n    }\n  }\n"): (typeof documents)["\n  query OcrJobs {\n    jobs(kind: \"ocr\", first: 10) {\n      id\n      status\n      error\n      params\n      finishedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardContributions {\n    contributionCounts {\n      pending\n    }\n  }\n"): (typeof documents)["\n  query DashboardContributions {\n    contributionCounts {\n      pending\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLog($first: Int!) {\n    auditLog(first: $first) {\n      id\n      ...AuditEntry_Entry\n    }\n  }\n"): (typeof documents)["\n  query AuditLog($first: Int!) {\n    auditLog(first: $first) {\n      id\n      ...AuditEntry_Entry\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSubscriberCount {\n    newsletter {\n      subscriberCount\n    }\n    newsletterStatus {\n      problems {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminSubscriberCount {\n    newsletter {\n      subscriberCount\n    }\n    newsletterStatus {\n      problems {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HostStatusCard_ImageHostStatus on ImageHostStatus {\n    configured\n    cloudName\n    name\n    message\n  }\n"): (typeof documents)["\n  fragment HostStatusCard_ImageHostStatus on ImageHostStatus {\n    configured\n    cloudName\n    name\n    message\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImageHostStatus {\n    imageHostStatus {\n      name\n      configured\n      ...HostStatusCard_ImageHostStatus\n    }\n  }\n"): (typeof documents)["\n  query ImageHostStatus {\n    imageHostStatus {\n      name\n      configured\n      ...HostStatusCard_ImageHostStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MigrationJobs {\n    jobs(kind: \"image-migration\", first: 10) {\n      id\n      status\n      ...JobHistory_Job\n    }\n  }\n"): (typeof documents)["\n  query MigrationJobs {\n    jobs(kind: \"image-migration\", first: 10) {\n      id\n      status\n      ...JobHistory_Job\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartImageMigration($input: ImageMigrationInput!) {\n    startImageMigration(input: $input) {\n      __typename\n      ... on StartImageMigrationSuccess {\n        data {\n          id\n          ...JobProgress_Job\n        }\n      }\n      ...ResultError\n    }\n  }\n"): (typeof documents)["\n  mutation StartImageMigration($input: ImageMigrationInput!) {\n    startImageMigration(input: $input) {\n      __typename\n      ... on StartImageMigrationSuccess {\n        data {\n          id\n          ...JobProgress_Job\n        }\n      }\n      ...ResultError\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestImageUpload($input: TestImageUploadInput!) {\n    testImageUpload(input: $input) {\n      __typename\n      ... on TestImageUploadSuccess {\n        data {\n          secureUrl\n          publicId\n        }\n      }\n      ...ResultError\n    }\n  }\n"): (typeof documents)["\n  mutation TestImageUpload($input: TestImageUploadInput!) {\n    testImageUpload(input: $input) {\n      __typename\n      ... on TestImageUploadSuccess {\n        data {\n          secureUrl\n          publicId\n        }\n      }\n      ...ResultError\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelJob($id: Int!) {\n    cancelJob(id: $id) {\n      __typename\n      ... on CancelJobSuccess {\n        data {\n          id\n          ...JobProgress_Job\n        }\n      }\n      ...ResultError\n    }\n  }\n"): (typeof documents)["\n  mutation CancelJob($id: Int!) {\n    cancelJob(id: $id) {\n      __typename\n      ... on CancelJobSuccess {\n        data {\n          id\n          ...JobProgress_Job\n        }\n      }\n      ...ResultError\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobHistory_Job on Job {\n    id\n    type\n    status\n    startedAt\n    finishedAt\n    progress {\n      total\n      processed\n      succeeded\n      failed\n    }\n  }\n"): (typeof documents)["\n  fragment JobHistory_Job on Job {\n    id\n    type\n    status\n    startedAt\n    finishedAt\n    progress {\n      total\n      processed\n      succeeded\n      failed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobProgress_Job on Job {\n    id\n    kind\n    status\n    type\n    cancelRequested\n    error\n    progress {\n      total\n      processed\n      succeeded\n      failed\n      currentBatch\n      batches\n      etaSeconds\n      message\n    }\n    failures {\n      record\n      reason\n    }\n  }\n"): (typeof documents)["\n  fragment JobProgress_Job on Job {\n    id\n    kind\n    status\n    type\n    cancelRequested\n    error\n    progress {\n      total\n      processed\n      succeeded\n      failed\n      currentBatch\n      batches\n      etaSeconds\n      message\n    }\n    failures {\n      record\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminJob($id: Int!) {\n    job(id: $id) {\n      id\n      ...JobProgress_Job\n    }\n  }\n"): (typeof documents)["\n  query AdminJob($id: Int!) {\n    job(id: $id) {\n      id\n      ...JobProgress_Job\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsletterConsentRecord($email: String!) {\n    newsletterConsentRecord(email: $email) {\n      email\n      status\n      json\n    }\n  }\n"): (typeof documents)["\n  query NewsletterConsentRecord($email: String!) {\n    newsletterConsentRecord(email: $email) {\n      email\n      status\n      json\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsletterDigestPreview($language: Language!) {\n    newsletterDigestPreview(language: $language) {\n      subject\n      html\n      text\n      screenCount\n      appCount\n    }\n  }\n"): (typeof documents)["\n  query NewsletterDigestPreview($language: Language!) {\n    newsletterDigestPreview(language: $language) {\n      subject\n      html\n      text\n      screenCount\n      appCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DigestSend_Status on NewsletterStatus {\n    subscribers {\n      confirmed\n    }\n    lastDigestJob {\n      id\n      status\n    }\n    digests {\n      id\n      status\n      createdAt\n      screenCount\n      figures {\n        total\n        queued\n        retrying\n        sent\n        failed\n        suppressed\n        skipped\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment DigestSend_Status on NewsletterStatus {\n    subscribers {\n      confirmed\n    }\n    lastDigestJob {\n      id\n      status\n    }\n    digests {\n      id\n      status\n      createdAt\n      screenCount\n      figures {\n        total\n        queued\n        retrying\n        sent\n        failed\n        suppressed\n        skipped\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendNewsletterDigest {\n    sendNewsletterDigest {\n      __typename\n      ... on SendNewsletterDigestSuccess {\n        data {\n          id\n          ...JobProgress_Job\n        }\n      }\n      ...ResultError\n    }\n  }\n"): (typeof documents)["\n  mutation SendNewsletterDigest {\n    sendNewsletterDigest {\n      __typename\n      ... on SendNewsletterDigestSuccess {\n        data {\n          id\n          ...JobProgress_Job\n        }\n      }\n      ...ResultError\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MailStatus_Status on NewsletterStatus {\n    smtpServer\n    publicUrl\n    problems {\n      code\n      message\n    }\n    schedule\n    nextScheduledAt\n    ratePerSecond\n    concurrency\n    subscribers {\n      confirmed\n      pending\n      unconfirmed\n      suppressed\n    }\n    waitingConfirmations\n  }\n"): (typeof documents)["\n  fragment MailStatus_Status on NewsletterStatus {\n    smtpServer\n    publicUrl\n    problems {\n      code\n      message\n    }\n    schedule\n    nextScheduledAt\n    ratePerSecond\n    concurrency\n    subscribers {\n      confirmed\n      pending\n      unconfirmed\n      suppressed\n    }\n    waitingConfirmations\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsletterPage {\n    newsletterStatus {\n      problems {\n        code\n      }\n      subscribers {\n        confirmed\n      }\n      ...MailStatus_Status\n      ...DigestSend_Status\n    }\n  }\n"): (typeof documents)["\n  query NewsletterPage {\n    newsletterStatus {\n      problems {\n        code\n      }\n      subscribers {\n        confirmed\n      }\n      ...MailStatus_Status\n      ...DigestSend_Status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendNewsletterTest($email: String!, $language: Language!) {\n    sendNewsletterTest(email: $email, language: $language) {\n      __typename\n      ... on SendNewsletterTestSuccess {\n        data {\n          email\n        }\n      }\n      ...ResultError\n    }\n  }\n"): (typeof documents)["\n  mutation SendNewsletterTest($email: String!, $language: Language!) {\n    sendNewsletterTest(email: $email, language: $language) {\n      __typename\n      ... on SendNewsletterTestSuccess {\n        data {\n          email\n        }\n      }\n      ...ResultError\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAppOptions {\n    airtableConfigured\n    apps {\n      id\n      dbId\n      name\n      slug\n    }\n  }\n"): (typeof documents)["\n  query AdminAppOptions {\n    airtableConfigured\n    apps {\n      id\n      dbId\n      name\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateScreen($input: CreateScreenInput!) {\n    createScreen(input: $input) {\n      __typename\n      ... on CreateScreenSuccess {\n        data {\n          id\n          name\n          app {\n            id\n            name\n            slug\n            screenCount\n          }\n        }\n      }\n      ...ResultError\n    }\n  }\n"): (typeof documents)["\n  mutation CreateScreen($input: CreateScreenInput!) {\n    createScreen(input: $input) {\n      __typename\n      ... on CreateScreenSuccess {\n        data {\n          id\n          name\n          app {\n            id\n            name\n            slug\n            screenCount\n          }\n        }\n      }\n      ...ResultError\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppEditor_App on App {\n    id\n    dbId\n    adminStatus\n    appInfo\n    url\n    categories\n    name\n    slug\n    type\n    platform\n    country\n    language\n    logo\n    synced\n    adminEdited\n    retiredAt\n  }\n"): (typeof documents)["\n  fragment AppEditor_App on App {\n    id\n    dbId\n    adminStatus\n    appInfo\n    url\n    categories\n    name\n    slug\n    type\n    platform\n    country\n    language\n    logo\n    synced\n    adminEdited\n    retiredAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateApp($id: Int!, $input: UpdateAppInput!) {\n    updateApp(id: $id, input: $input) {\n      __typename\n      ... on UpdateAppSuccess {\n        data {\n          id\n          planned\n          ...AppEditor_App\n          ...AppPicker_App\n        }\n      }\n      ...ResultError\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateApp($id: Int!, $input: UpdateAppInput!) {\n    updateApp(id: $id, input: $input) {\n      __typename\n      ... on UpdateAppSuccess {\n        data {\n          id\n          planned\n          ...AppEditor_App\n          ...AppPicker_App\n        }\n      }\n      ...ResultError\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppPicker_App on App {\n    id\n    dbId\n    name\n    adminStatus\n  }\n"): (typeof documents)["\n  fragment AppPicker_App on App {\n    id\n    dbId\n    name\n    adminStatus\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BulkEditScreens($appId: Int!, $action: BulkScreenAction!, $screenIds: [Int!]!, $flow: String, $tag: String) {\n    bulkEditScreens(appId: $appId, action: $action, screenIds: $screenIds, flow: $flow, tag: $tag) {\n      __typename\n      ... on BulkEditScreensSuccess {\n        data\n      }\n      ...ResultError\n    }\n  }\n"): (typeof documents)["\n  mutation BulkEditScreens($appId: Int!, $action: BulkScreenAction!, $screenIds: [Int!]!, $flow: String, $tag: String) {\n    bulkEditScreens(appId: $appId, action: $action, screenIds: $screenIds, flow: $flow, tag: $tag) {\n      __typename\n      ... on BulkEditScreensSuccess {\n        data\n      }\n      ...ResultError\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminApps {\n    adminApps {\n      id\n      dbId\n      name\n      ...AppPicker_App\n    }\n    categories {\n      name\n    }\n  }\n"): (typeof documents)["\n  query AdminApps {\n    adminApps {\n      id\n      dbId\n      name\n      ...AppPicker_App\n    }\n    categories {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminApp($id: Int!) {\n    adminApp(id: $id) {\n      id\n      dbId\n      name\n      slug\n      logoSrc\n      adminStatus\n      screenCount\n      ...AppEditor_App\n      screens {\n        id\n        dbId\n        name\n        flow\n        altText\n        ...AdminScreenRow_Screen\n        ...EditScreenDialog_Screen\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminApp($id: Int!) {\n    adminApp(id: $id) {\n      id\n      dbId\n      name\n      slug\n      logoSrc\n      adminStatus\n      screenCount\n      ...AppEditor_App\n      screens {\n        id\n        dbId\n        name\n        flow\n        altText\n        ...AdminScreenRow_Screen\n        ...EditScreenDialog_Screen\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditScreenDialog_Screen on Screen {\n    id\n    dbId\n    name\n    description\n    imageUrl\n    altText\n    flow\n    order\n    category\n    tags\n    airtableId\n    capturedAt\n    appVersion\n  }\n"): (typeof documents)["\n  fragment EditScreenDialog_Screen on Screen {\n    id\n    dbId\n    name\n    description\n    imageUrl\n    altText\n    flow\n    order\n    category\n    tags\n    airtableId\n    capturedAt\n    appVersion\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateScreen($id: Int!, $input: CreateScreenInput!) {\n    updateScreen(id: $id, input: $input) {\n      __typename\n      ... on UpdateScreenSuccess {\n        data {\n          id\n          ...EditScreenDialog_Screen\n          ...AdminScreenRow_Screen\n          app {\n            id\n          }\n        }\n      }\n      ...ResultError\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateScreen($id: Int!, $input: CreateScreenInput!) {\n    updateScreen(id: $id, input: $input) {\n      __typename\n      ... on UpdateScreenSuccess {\n        data {\n          id\n          ...EditScreenDialog_Screen\n          ...AdminScreenRow_Screen\n          app {\n            id\n          }\n        }\n      }\n      ...ResultError\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFlowKinds($appId: Int!) {\n    flowKinds {\n      slug\n      namePt\n      nameEn\n    }\n    appFlowKinds(appId: $appId) {\n      appId\n      flow\n      kind\n      source\n    }\n  }\n"): (typeof documents)["\n  query AdminFlowKinds($appId: Int!) {\n    flowKinds {\n      slug\n      namePt\n      nameEn\n    }\n    appFlowKinds(appId: $appId) {\n      appId\n      flow\n      kind\n      source\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetFlowKind($appId: Int!, $flow: String!, $kind: String) {\n    setFlowKind(appId: $appId, flow: $flow, kind: $kind) {\n      __typename\n      ... on SetFlowKindSuccess {\n        data {\n          appId\n          flow\n          kind\n          source\n        }\n      }\n      ...ResultError\n    }\n  }\n"): (typeof documents)["\n  mutation SetFlowKind($appId: Int!, $flow: String!, $kind: String) {\n    setFlowKind(appId: $appId, flow: $flow, kind: $kind) {\n      __typename\n      ... on SetFlowKindSuccess {\n        data {\n          appId\n          flow\n          kind\n          source\n        }\n      }\n      ...ResultError\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryScreenOcr($id: Int!) {\n    retryScreenOcr(id: $id) {\n      __typename\n      ...ResultError\n    }\n  }\n"): (typeof documents)["\n  mutation RetryScreenOcr($id: Int!) {\n    retryScreenOcr(id: $id) {\n      __typename\n      ...ResultError\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminScreenRow_Screen on Screen {\n    id\n    dbId\n    name\n    order\n    tags\n    src\n    altText\n    ocrError\n  }\n"): (typeof documents)["\n  fragment AdminScreenRow_Screen on Screen {\n    id\n    dbId\n    name\n    order\n    tags\n    src\n    altText\n    ocrError\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderScreens($appId: Int!, $flow: String!, $screenIds: [Int!]!) {\n    reorderScreens(appId: $appId, flow: $flow, screenIds: $screenIds) {\n      __typename\n      ... on ReorderScreensSuccess {\n        data {\n          id\n          order\n        }\n      }\n      ...ResultError\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderScreens($appId: Int!, $flow: String!, $screenIds: [Int!]!) {\n    reorderScreens(appId: $appId, flow: $flow, screenIds: $screenIds) {\n      __typename\n      ... on ReorderScreensSuccess {\n        data {\n          id\n          order\n        }\n      }\n      ...ResultError\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteScreen($id: Int!) {\n    deleteScreen(id: $id) {\n      __typename\n      ... on DeleteScreenSuccess {\n        data {\n          dbId\n          name\n        }\n      }\n      ...ResultError\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteScreen($id: Int!) {\n    deleteScreen(id: $id) {\n      __typename\n      ... on DeleteScreenSuccess {\n        data {\n          dbId\n          name\n        }\n      }\n      ...ResultError\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminLogin($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      __typename\n      ... on LoginSuccess {\n        data {\n          token\n          username\n        }\n      }\n      ...ResultError\n    }\n  }\n"): (typeof documents)["\n  mutation AdminLogin($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      __typename\n      ... on LoginSuccess {\n        data {\n          token\n          username\n        }\n      }\n      ...ResultError\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppDetail($idOrSlug: String!) {\n    app(idOrSlug: $idOrSlug) {\n      id\n      dbId\n      name\n      slug\n      appInfo\n      planned\n      captureYears\n      ...AppHeader_App\n      screens {\n        id\n        dbId\n        airtableId\n        name\n        flow\n        tags\n        versionCount\n        ...ScreenThumb_Screen\n        ...ScreenViewer_Screen\n      }\n    }\n  }\n"): (typeof documents)["\n  query AppDetail($idOrSlug: String!) {\n    app(idOrSlug: $idOrSlug) {\n      id\n      dbId\n      name\n      slug\n      appInfo\n      planned\n      captureYears\n      ...AppHeader_App\n      screens {\n        id\n        dbId\n        airtableId\n        name\n        flow\n        tags\n        versionCount\n        ...ScreenThumb_Screen\n        ...ScreenViewer_Screen\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordAppView($idOrSlug: String!) {\n    recordAppView(idOrSlug: $idOrSlug) {\n      __typename\n    }\n  }\n"): (typeof documents)["\n  mutation RecordAppView($idOrSlug: String!) {\n    recordAppView(idOrSlug: $idOrSlug) {\n      __typename\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppHeader_App on App {\n    id\n    name\n    appInfo\n    language\n    url\n    planned\n    retiredAt\n    logoSrc\n  }\n"): (typeof documents)["\n  fragment AppHeader_App on App {\n    id\n    name\n    appInfo\n    language\n    url\n    planned\n    retiredAt\n    logoSrc\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppAsOf($idOrSlug: String!, $asOf: String!) {\n    app(idOrSlug: $idOrSlug) {\n      id\n      screensAsOf(asOf: $asOf) {\n        current\n        capturedAt\n        imageSized(width: 360)\n        screen {\n          id\n          name\n          flow\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AppAsOf($idOrSlug: String!, $asOf: String!) {\n    app(idOrSlug: $idOrSlug) {\n      id\n      screensAsOf(asOf: $asOf) {\n        current\n        capturedAt\n        imageSized(width: 360)\n        screen {\n          id\n          name\n          flow\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppFlowKinds($appId: Int!) {\n    appFlowKinds(appId: $appId) {\n      flow\n      kind\n    }\n  }\n"): (typeof documents)["\n  query AppFlowKinds($appId: Int!) {\n    appFlowKinds(appId: $appId) {\n      flow\n      kind\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppCard_App on App {\n    id\n    name\n    slug\n    planned\n    country\n    logoSrc\n    screenCount\n    firstScreen {\n      id\n      src\n      altText\n    }\n  }\n"): (typeof documents)["\n  fragment AppCard_App on App {\n    id\n    name\n    slug\n    planned\n    country\n    logoSrc\n    screenCount\n    firstScreen {\n      id\n      src\n      altText\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppsPage($sort: AppSort, $filter: AppFilter) {\n    apps(sort: $sort, filter: $filter) {\n      id\n      planned\n      categories\n      searchMatch\n      ...AppCard_App\n    }\n    categories {\n      name\n      nameEn\n      formerNames\n      iconUrl\n      hidden\n    }\n  }\n"): (typeof documents)["\n  query AppsPage($sort: AppSort, $filter: AppFilter) {\n    apps(sort: $sort, filter: $filter) {\n      id\n      planned\n      categories\n      searchMatch\n      ...AppCard_App\n    }\n    categories {\n      name\n      nameEn\n      formerNames\n      iconUrl\n      hidden\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CollectionPage_Collection on Collection {\n    id\n    title\n    description\n    takenDown\n    itemCount\n    updatedAt\n    items {\n      id\n      position\n      note\n      removed\n      screen {\n        id\n        dbId\n        airtableId\n        name\n        altText\n        src\n        flow\n        tags\n        app {\n          id\n          name\n          slug\n          logoSrc\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CollectionPage_Collection on Collection {\n    id\n    title\n    description\n    takenDown\n    itemCount\n    updatedAt\n    items {\n      id\n      position\n      note\n      removed\n      screen {\n        id\n        dbId\n        airtableId\n        name\n        altText\n        src\n        flow\n        tags\n        app {\n          id\n          name\n          slug\n          logoSrc\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CollectionPage($id: String!) {\n    collection(id: $id) {\n      id\n      ...CollectionPage_Collection\n    }\n  }\n"): (typeof documents)["\n  query CollectionPage($id: String!) {\n    collection(id: $id) {\n      id\n      ...CollectionPage_Collection\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCollection($id: String!, $input: UpdateCollectionInput!) {\n    updateCollection(id: $id, input: $input) {\n      __typename\n      ... on UpdateCollectionSuccess {\n        data {\n          ...CollectionPage_Collection\n        }\n      }\n      ...CollectionRefusal\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCollection($id: String!, $input: UpdateCollectionInput!) {\n    updateCollection(id: $id, input: $input) {\n      __typename\n      ... on UpdateCollectionSuccess {\n        data {\n          ...CollectionPage_Collection\n        }\n      }\n      ...CollectionRefusal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveCollectionItem($id: String!, $itemId: Int!, $position: Int!) {\n    moveCollectionItem(id: $id, itemId: $itemId, position: $position) {\n      __typename\n      ... on MoveCollectionItemSuccess {\n        data {\n          ...CollectionPage_Collection\n        }\n      }\n      ...CollectionRefusal\n    }\n  }\n"): (typeof documents)["\n  mutation MoveCollectionItem($id: String!, $itemId: Int!, $position: Int!) {\n    moveCollectionItem(id: $id, itemId: $itemId, position: $position) {\n      __typename\n      ... on MoveCollectionItemSuccess {\n        data {\n          ...CollectionPage_Collection\n        }\n      }\n      ...CollectionRefusal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCollectionItemNote($id: String!, $itemId: Int!, $note: String) {\n    setCollectionItemNote(id: $id, itemId: $itemId, note: $note) {\n      __typename\n      ... on SetCollectionItemNoteSuccess {\n        data {\n          ...CollectionPage_Collection\n        }\n      }\n      ...CollectionRefusal\n    }\n  }\n"): (typeof documents)["\n  mutation SetCollectionItemNote($id: String!, $itemId: Int!, $note: String) {\n    setCollectionItemNote(id: $id, itemId: $itemId, note: $note) {\n      __typename\n      ... on SetCollectionItemNoteSuccess {\n        data {\n          ...CollectionPage_Collection\n        }\n      }\n      ...CollectionRefusal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFromCollection($id: String!, $itemId: Int!) {\n    removeFromCollection(id: $id, itemId: $itemId) {\n      __typename\n      ... on RemoveFromCollectionSuccess {\n        data {\n          ...CollectionPage_Collection\n        }\n      }\n      ...CollectionRefusal\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFromCollection($id: String!, $itemId: Int!) {\n    removeFromCollection(id: $id, itemId: $itemId) {\n      __typename\n      ... on RemoveFromCollectionSuccess {\n        data {\n          ...CollectionPage_Collection\n        }\n      }\n      ...CollectionRefusal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCollection($id: String!) {\n    deleteCollection(id: $id) {\n      __typename\n      ... on DeleteCollectionSuccess {\n        data\n      }\n      ...CollectionRefusal\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCollection($id: String!) {\n    deleteCollection(id: $id) {\n      __typename\n      ... on DeleteCollectionSuccess {\n        data\n      }\n      ...CollectionRefusal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenewCollectionEditKey($id: String!) {\n    renewCollectionEditKey(id: $id) {\n      __typename\n      ... on RenewCollectionEditKeySuccess {\n        data\n      }\n      ...CollectionRefusal\n    }\n  }\n"): (typeof documents)["\n  mutation RenewCollectionEditKey($id: String!) {\n    renewCollectionEditKey(id: $id) {\n      __typename\n      ... on RenewCollectionEditKeySuccess {\n        data\n      }\n      ...CollectionRefusal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompareColumn_Screen on Screen {\n    id\n    dbId\n    airtableId\n    name\n    altText\n    src\n    flow\n    tags\n    app {\n      id\n      name\n      slug\n      logoSrc\n    }\n  }\n"): (typeof documents)["\n  fragment CompareColumn_Screen on Screen {\n    id\n    dbId\n    airtableId\n    name\n    altText\n    src\n    flow\n    tags\n    app {\n      id\n      name\n      slug\n      logoSrc\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompareFlows($slug: String!, $apps: [String!]!) {\n    flowKind(slug: $slug) {\n      slug\n      namePt\n      nameEn\n      rows(first: 12, screens: 30, filter: { apps: $apps }) {\n        edges {\n          cursor\n          node {\n            flow\n            screenCount\n            app {\n              id\n              name\n              slug\n            }\n            screens {\n              id\n              airtableId\n              ...ScreenThumb_Screen\n              ...ScreenViewer_Screen\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompareFlows($slug: String!, $apps: [String!]!) {\n    flowKind(slug: $slug) {\n      slug\n      namePt\n      nameEn\n      rows(first: 12, screens: 30, filter: { apps: $apps }) {\n        edges {\n          cursor\n          node {\n            flow\n            screenCount\n            app {\n              id\n              name\n              slug\n            }\n            screens {\n              id\n              airtableId\n              ...ScreenThumb_Screen\n              ...ScreenViewer_Screen\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ComparePage($ids: [Int!]!) {\n    screensByIds(ids: $ids) {\n      id\n      dbId\n      ...CompareColumn_Screen\n    }\n  }\n"): (typeof documents)["\n  query ComparePage($ids: [Int!]!) {\n    screensByIds(ids: $ids) {\n      id\n      dbId\n      ...CompareColumn_Screen\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportedCollection($id: String!) {\n    collection(id: $id) {\n      id\n      title\n      takenDown\n    }\n  }\n"): (typeof documents)["\n  query ReportedCollection($id: String!) {\n    collection(id: $id) {\n      id\n      title\n      takenDown\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubmitScreensApps {\n    apps {\n      id\n      slug\n      name\n      country\n      type\n    }\n  }\n"): (typeof documents)["\n  query SubmitScreensApps {\n    apps {\n      id\n      slug\n      name\n      country\n      type\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubmitScreensFlows($idOrSlug: String!) {\n    app(idOrSlug: $idOrSlug) {\n      id\n      screens {\n        id\n        flow\n      }\n    }\n  }\n"): (typeof documents)["\n  query SubmitScreensFlows($idOrSlug: String!) {\n    app(idOrSlug: $idOrSlug) {\n      id\n      screens {\n        id\n        flow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContributionSubject($idOrSlug: String!) {\n    app(idOrSlug: $idOrSlug) {\n      id\n      name\n      slug\n      logoSrc\n      screens {\n        id\n        dbId\n        airtableId\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContributionSubject($idOrSlug: String!) {\n    app(idOrSlug: $idOrSlug) {\n      id\n      name\n      slug\n      logoSrc\n      screens {\n        id\n        dbId\n        airtableId\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FlowKindPage($slug: String!, $filter: FlowRowFilter, $after: String) {\n    flowKind(slug: $slug) {\n      slug\n      namePt\n      nameEn\n      rows(first: 20, after: $after, filter: $filter, screens: 12) {\n        edges {\n          cursor\n          node {\n            ...FlowRow_Row\n            app {\n              id\n              slug\n            }\n            screens {\n              id\n              ...ScreenViewer_Screen\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n    categories {\n      name\n      nameEn\n      hidden\n    }\n  }\n"): (typeof documents)["\n  query FlowKindPage($slug: String!, $filter: FlowRowFilter, $after: String) {\n    flowKind(slug: $slug) {\n      slug\n      namePt\n      nameEn\n      rows(first: 20, after: $after, filter: $filter, screens: 12) {\n        edges {\n          cursor\n          node {\n            ...FlowRow_Row\n            app {\n              id\n              slug\n            }\n            screens {\n              id\n              ...ScreenViewer_Screen\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n    categories {\n      name\n      nameEn\n      hidden\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FlowRow_Row on FlowRow {\n    flow\n    screenCount\n    app {\n      id\n      name\n      slug\n    }\n    screens {\n      id\n      dbId\n      airtableId\n      ...ScreenThumb_Screen\n    }\n  }\n"): (typeof documents)["\n  fragment FlowRow_Row on FlowRow {\n    flow\n    screenCount\n    app {\n      id\n      name\n      slug\n    }\n    screens {\n      id\n      dbId\n      airtableId\n      ...ScreenThumb_Screen\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FlowsIndex {\n    flowKinds {\n      slug\n      namePt\n      nameEn\n      appCount\n    }\n  }\n"): (typeof documents)["\n  query FlowsIndex {\n    flowKinds {\n      slug\n      namePt\n      nameEn\n      appCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DevelopersDoc($language: String) {\n    siteDocument(title: \"desenvolvedores\", language: $language) {\n      id\n      content\n    }\n  }\n"): (typeof documents)["\n  query DevelopersDoc($language: String) {\n    siteDocument(title: \"desenvolvedores\", language: $language) {\n      id\n      content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsletterCount {\n    newsletter {\n      subscriberCount\n    }\n  }\n"): (typeof documents)["\n  query NewsletterCount {\n    newsletter {\n      subscriberCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeNewsletter($email: String!, $language: Language, $page: String) {\n    subscribeNewsletter(email: $email, language: $language, name: \"\", page: $page) {\n      __typename\n      ... on SubscribeNewsletterSuccess {\n        data {\n          subscriberCount\n        }\n      }\n      ...ResultError\n    }\n  }\n"): (typeof documents)["\n  mutation SubscribeNewsletter($email: String!, $language: Language, $page: String) {\n    subscribeNewsletter(email: $email, language: $language, name: \"\", page: $page) {\n      __typename\n      ... on SubscribeNewsletterSuccess {\n        data {\n          subscriberCount\n        }\n      }\n      ...ResultError\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FilterBar_Facets on GalleryFacets {\n    tags { value label labelEn count }\n    categories { value label labelEn count }\n    countries { value label labelEn count }\n    platforms { value label labelEn count }\n    types { value label labelEn count }\n    apps { value label labelEn count }\n  }\n"): (typeof documents)["\n  fragment FilterBar_Facets on GalleryFacets {\n    tags { value label labelEn count }\n    categories { value label labelEn count }\n    countries { value label labelEn count }\n    platforms { value label labelEn count }\n    types { value label labelEn count }\n    apps { value label labelEn count }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GalleryCard_Screen on Screen {\n    id\n    dbId\n    name\n    app {\n      id\n      name\n      slug\n      logoSrc\n    }\n    ...ScreenThumb_Screen\n  }\n"): (typeof documents)["\n  fragment GalleryCard_Screen on Screen {\n    id\n    dbId\n    name\n    app {\n      id\n      name\n      slug\n      logoSrc\n    }\n    ...ScreenThumb_Screen\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScreensPage($filter: ScreenFilter, $first: Int, $after: String, $sort: GallerySort) {\n    screens(filter: $filter, first: $first, after: $after, sort: $sort) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          dbId\n          airtableId\n          app {\n            id\n            slug\n          }\n          ...GalleryCard_Screen\n          ...ScreenViewer_Screen\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ScreensPage($filter: ScreenFilter, $first: Int, $after: String, $sort: GallerySort) {\n    screens(filter: $filter, first: $first, after: $after, sort: $sort) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          dbId\n          airtableId\n          app {\n            id\n            slug\n          }\n          ...GalleryCard_Screen\n          ...ScreenViewer_Screen\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScreensTail($filter: ScreenFilter, $last: Int, $before: String, $sort: GallerySort) {\n    screens(filter: $filter, last: $last, before: $before, sort: $sort) {\n      edges {\n        node {\n          id\n          dbId\n          airtableId\n          app {\n            id\n            slug\n          }\n          ...GalleryCard_Screen\n          ...ScreenViewer_Screen\n        }\n      }\n      pageInfo {\n        hasPreviousPage\n        startCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ScreensTail($filter: ScreenFilter, $last: Int, $before: String, $sort: GallerySort) {\n    screens(filter: $filter, last: $last, before: $before, sort: $sort) {\n      edges {\n        node {\n          id\n          dbId\n          airtableId\n          app {\n            id\n            slug\n          }\n          ...GalleryCard_Screen\n          ...ScreenViewer_Screen\n        }\n      }\n      pageInfo {\n        hasPreviousPage\n        startCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScreenFacets($filter: ScreenFilter) {\n    screenFacets(filter: $filter) {\n      ...FilterBar_Facets\n    }\n  }\n"): (typeof documents)["\n  query ScreenFacets($filter: ScreenFilter) {\n    screenFacets(filter: $filter) {\n      ...FilterBar_Facets\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GalleryScreen($id: String!) {\n    screen(idOrAirtableId: $id) {\n      id\n      dbId\n      airtableId\n      app {\n        id\n        slug\n      }\n      ...ScreenViewer_Screen\n    }\n  }\n"): (typeof documents)["\n  query GalleryScreen($id: String!) {\n    screen(idOrAirtableId: $id) {\n      id\n      dbId\n      airtableId\n      app {\n        id\n        slug\n      }\n      ...ScreenViewer_Screen\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GalleryAppScreens($slug: String!) {\n    app(idOrSlug: $slug) {\n      id\n      screens {\n        id\n        dbId\n        airtableId\n        app {\n          id\n          slug\n        }\n        ...ScreenViewer_Screen\n      }\n    }\n  }\n"): (typeof documents)["\n  query GalleryAppScreens($slug: String!) {\n    app(idOrSlug: $slug) {\n      id\n      screens {\n        id\n        dbId\n        airtableId\n        app {\n          id\n          slug\n        }\n        ...ScreenViewer_Screen\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminViewer {\n    viewer {\n      username\n      isAdmin\n    }\n  }\n"): (typeof documents)["\n  query AdminViewer {\n    viewer {\n      username\n      isAdmin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminLogout {\n    logout\n  }\n"): (typeof documents)["\n  mutation AdminLogout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ResultError on Error {\n    message\n    ... on ValidationError {\n      issues {\n        path\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ResultError on Error {\n    message\n    ... on ValidationError {\n      issues {\n        path\n        message\n        code\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;