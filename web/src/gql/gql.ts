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
    "\n  fragment ScreenThumb_Screen on Screen {\n    id\n    name\n    altText\n    src\n  }\n": typeof types.ScreenThumb_ScreenFragmentDoc,
    "\n  fragment ScreenViewer_Screen on Screen {\n    id\n    airtableId\n    name\n    altText\n    src\n    tags\n    app {\n      id\n      name\n      slug\n      logoSrc\n    }\n  }\n": typeof types.ScreenViewer_ScreenFragmentDoc,
    "\n  query AboutStats {\n    stats {\n      apps\n      screens\n      tags\n      categories\n    }\n    categories {\n      name\n      nameEn\n      iconUrl\n      hidden\n    }\n  }\n": typeof types.AboutStatsDocument,
    "\n  query AppDetail($idOrSlug: String!) {\n    app(idOrSlug: $idOrSlug) {\n      id\n      name\n      slug\n      appInfo\n      planned\n      ...AppHeader_App\n      screens {\n        id\n        dbId\n        airtableId\n        flow\n        tags\n        ...ScreenThumb_Screen\n        ...ScreenViewer_Screen\n      }\n    }\n  }\n": typeof types.AppDetailDocument,
    "\n  mutation RecordAppView($idOrSlug: String!) {\n    recordAppView(idOrSlug: $idOrSlug) {\n      __typename\n    }\n  }\n": typeof types.RecordAppViewDocument,
    "\n  fragment AppHeader_App on App {\n    id\n    name\n    appInfo\n    language\n    url\n    planned\n    logoSrc\n  }\n": typeof types.AppHeader_AppFragmentDoc,
    "\n  fragment AppCard_App on App {\n    id\n    name\n    slug\n    planned\n    logoSrc\n    screenCount\n    firstScreen {\n      id\n      src\n      altText\n    }\n  }\n": typeof types.AppCard_AppFragmentDoc,
    "\n  query AppsPage($sort: AppSort) {\n    apps(sort: $sort) {\n      id\n      planned\n      categories\n      ...AppCard_App\n    }\n    categories {\n      name\n      nameEn\n      iconUrl\n      hidden\n    }\n  }\n": typeof types.AppsPageDocument,
    "\n  query NewsletterCount {\n    newsletter {\n      subscriberCount\n    }\n  }\n": typeof types.NewsletterCountDocument,
    "\n  mutation SubscribeNewsletter($email: String!, $language: Language) {\n    subscribeNewsletter(email: $email, language: $language, name: \"\") {\n      __typename\n      ... on SubscribeNewsletterSuccess {\n        data {\n          subscriberCount\n        }\n      }\n      ... on AlreadySubscribedError {\n        message\n      }\n      ... on ValidationError {\n        message\n      }\n    }\n  }\n": typeof types.SubscribeNewsletterDocument,
    "\n  fragment GalleryCard_Screen on Screen {\n    id\n    app {\n      id\n      name\n      slug\n      logoSrc\n    }\n    ...ScreenThumb_Screen\n  }\n": typeof types.GalleryCard_ScreenFragmentDoc,
    "\n  query ScreensPage($filter: ScreenFilter, $first: Int, $after: String) {\n    screens(filter: $filter, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...GalleryCard_Screen\n          ...ScreenViewer_Screen\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ScreensPageDocument,
    "\n  query ScreenTags {\n    tags(limit: 100) {\n      name\n      count\n    }\n  }\n": typeof types.ScreenTagsDocument,
};
const documents: Documents = {
    "\n  fragment ScreenThumb_Screen on Screen {\n    id\n    name\n    altText\n    src\n  }\n": types.ScreenThumb_ScreenFragmentDoc,
    "\n  fragment ScreenViewer_Screen on Screen {\n    id\n    airtableId\n    name\n    altText\n    src\n    tags\n    app {\n      id\n      name\n      slug\n      logoSrc\n    }\n  }\n": types.ScreenViewer_ScreenFragmentDoc,
    "\n  query AboutStats {\n    stats {\n      apps\n      screens\n      tags\n      categories\n    }\n    categories {\n      name\n      nameEn\n      iconUrl\n      hidden\n    }\n  }\n": types.AboutStatsDocument,
    "\n  query AppDetail($idOrSlug: String!) {\n    app(idOrSlug: $idOrSlug) {\n      id\n      name\n      slug\n      appInfo\n      planned\n      ...AppHeader_App\n      screens {\n        id\n        dbId\n        airtableId\n        flow\n        tags\n        ...ScreenThumb_Screen\n        ...ScreenViewer_Screen\n      }\n    }\n  }\n": types.AppDetailDocument,
    "\n  mutation RecordAppView($idOrSlug: String!) {\n    recordAppView(idOrSlug: $idOrSlug) {\n      __typename\n    }\n  }\n": types.RecordAppViewDocument,
    "\n  fragment AppHeader_App on App {\n    id\n    name\n    appInfo\n    language\n    url\n    planned\n    logoSrc\n  }\n": types.AppHeader_AppFragmentDoc,
    "\n  fragment AppCard_App on App {\n    id\n    name\n    slug\n    planned\n    logoSrc\n    screenCount\n    firstScreen {\n      id\n      src\n      altText\n    }\n  }\n": types.AppCard_AppFragmentDoc,
    "\n  query AppsPage($sort: AppSort) {\n    apps(sort: $sort) {\n      id\n      planned\n      categories\n      ...AppCard_App\n    }\n    categories {\n      name\n      nameEn\n      iconUrl\n      hidden\n    }\n  }\n": types.AppsPageDocument,
    "\n  query NewsletterCount {\n    newsletter {\n      subscriberCount\n    }\n  }\n": types.NewsletterCountDocument,
    "\n  mutation SubscribeNewsletter($email: String!, $language: Language) {\n    subscribeNewsletter(email: $email, language: $language, name: \"\") {\n      __typename\n      ... on SubscribeNewsletterSuccess {\n        data {\n          subscriberCount\n        }\n      }\n      ... on AlreadySubscribedError {\n        message\n      }\n      ... on ValidationError {\n        message\n      }\n    }\n  }\n": types.SubscribeNewsletterDocument,
    "\n  fragment GalleryCard_Screen on Screen {\n    id\n    app {\n      id\n      name\n      slug\n      logoSrc\n    }\n    ...ScreenThumb_Screen\n  }\n": types.GalleryCard_ScreenFragmentDoc,
    "\n  query ScreensPage($filter: ScreenFilter, $first: Int, $after: String) {\n    screens(filter: $filter, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...GalleryCard_Screen\n          ...ScreenViewer_Screen\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ScreensPageDocument,
    "\n  query ScreenTags {\n    tags(limit: 100) {\n      name\n      count\n    }\n  }\n": types.ScreenTagsDocument,
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
export function graphql(source: "\n  fragment ScreenThumb_Screen on Screen {\n    id\n    name\n    altText\n    src\n  }\n"): (typeof documents)["\n  fragment ScreenThumb_Screen on Screen {\n    id\n    name\n    altText\n    src\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ScreenViewer_Screen on Screen {\n    id\n    airtableId\n    name\n    altText\n    src\n    tags\n    app {\n      id\n      name\n      slug\n      logoSrc\n    }\n  }\n"): (typeof documents)["\n  fragment ScreenViewer_Screen on Screen {\n    id\n    airtableId\n    name\n    altText\n    src\n    tags\n    app {\n      id\n      name\n      slug\n      logoSrc\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AboutStats {\n    stats {\n      apps\n      screens\n      tags\n      categories\n    }\n    categories {\n      name\n      nameEn\n      iconUrl\n      hidden\n    }\n  }\n"): (typeof documents)["\n  query AboutStats {\n    stats {\n      apps\n      screens\n      tags\n      categories\n    }\n    categories {\n      name\n      nameEn\n      iconUrl\n      hidden\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppDetail($idOrSlug: String!) {\n    app(idOrSlug: $idOrSlug) {\n      id\n      name\n      slug\n      appInfo\n      planned\n      ...AppHeader_App\n      screens {\n        id\n        dbId\n        airtableId\n        flow\n        tags\n        ...ScreenThumb_Screen\n        ...ScreenViewer_Screen\n      }\n    }\n  }\n"): (typeof documents)["\n  query AppDetail($idOrSlug: String!) {\n    app(idOrSlug: $idOrSlug) {\n      id\n      name\n      slug\n      appInfo\n      planned\n      ...AppHeader_App\n      screens {\n        id\n        dbId\n        airtableId\n        flow\n        tags\n        ...ScreenThumb_Screen\n        ...ScreenViewer_Screen\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordAppView($idOrSlug: String!) {\n    recordAppView(idOrSlug: $idOrSlug) {\n      __typename\n    }\n  }\n"): (typeof documents)["\n  mutation RecordAppView($idOrSlug: String!) {\n    recordAppView(idOrSlug: $idOrSlug) {\n      __typename\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppHeader_App on App {\n    id\n    name\n    appInfo\n    language\n    url\n    planned\n    logoSrc\n  }\n"): (typeof documents)["\n  fragment AppHeader_App on App {\n    id\n    name\n    appInfo\n    language\n    url\n    planned\n    logoSrc\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppCard_App on App {\n    id\n    name\n    slug\n    planned\n    logoSrc\n    screenCount\n    firstScreen {\n      id\n      src\n      altText\n    }\n  }\n"): (typeof documents)["\n  fragment AppCard_App on App {\n    id\n    name\n    slug\n    planned\n    logoSrc\n    screenCount\n    firstScreen {\n      id\n      src\n      altText\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppsPage($sort: AppSort) {\n    apps(sort: $sort) {\n      id\n      planned\n      categories\n      ...AppCard_App\n    }\n    categories {\n      name\n      nameEn\n      iconUrl\n      hidden\n    }\n  }\n"): (typeof documents)["\n  query AppsPage($sort: AppSort) {\n    apps(sort: $sort) {\n      id\n      planned\n      categories\n      ...AppCard_App\n    }\n    categories {\n      name\n      nameEn\n      iconUrl\n      hidden\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsletterCount {\n    newsletter {\n      subscriberCount\n    }\n  }\n"): (typeof documents)["\n  query NewsletterCount {\n    newsletter {\n      subscriberCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeNewsletter($email: String!, $language: Language) {\n    subscribeNewsletter(email: $email, language: $language, name: \"\") {\n      __typename\n      ... on SubscribeNewsletterSuccess {\n        data {\n          subscriberCount\n        }\n      }\n      ... on AlreadySubscribedError {\n        message\n      }\n      ... on ValidationError {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubscribeNewsletter($email: String!, $language: Language) {\n    subscribeNewsletter(email: $email, language: $language, name: \"\") {\n      __typename\n      ... on SubscribeNewsletterSuccess {\n        data {\n          subscriberCount\n        }\n      }\n      ... on AlreadySubscribedError {\n        message\n      }\n      ... on ValidationError {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GalleryCard_Screen on Screen {\n    id\n    app {\n      id\n      name\n      slug\n      logoSrc\n    }\n    ...ScreenThumb_Screen\n  }\n"): (typeof documents)["\n  fragment GalleryCard_Screen on Screen {\n    id\n    app {\n      id\n      name\n      slug\n      logoSrc\n    }\n    ...ScreenThumb_Screen\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScreensPage($filter: ScreenFilter, $first: Int, $after: String) {\n    screens(filter: $filter, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...GalleryCard_Screen\n          ...ScreenViewer_Screen\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ScreensPage($filter: ScreenFilter, $first: Int, $after: String) {\n    screens(filter: $filter, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...GalleryCard_Screen\n          ...ScreenViewer_Screen\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScreenTags {\n    tags(limit: 100) {\n      name\n      count\n    }\n  }\n"): (typeof documents)["\n  query ScreenTags {\n    tags(limit: 100) {\n      name\n      count\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;